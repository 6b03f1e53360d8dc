import { describe, expect, it } from 'vitest';
import { businessDay, mustAskRegister } from './register-question';

const OPEN = { _id: 'r1', openShift: { _id: 's1' } };
const CLOSED = { _id: 'r2', openShift: null };
const TODAY = '2026-11-28';

describe('asking a device which register it is', () => {
  it('asks a device with no register while a shift is open on any register', () => {
    expect(mustAskRegister({ registers: [OPEN, CLOSED], currentId: null, noRegisterDay: null, today: TODAY })).toBe(true);
    // A register of another business, or one removed since, is no register.
    expect(mustAskRegister({ registers: [OPEN], currentId: 'gone', noRegisterDay: null, today: TODAY })).toBe(true);
  });

  it('does not ask a device that uses a register, open or not', () => {
    expect(mustAskRegister({ registers: [OPEN, CLOSED], currentId: 'r1', noRegisterDay: null, today: TODAY })).toBe(false);
    expect(mustAskRegister({ registers: [OPEN, CLOSED], currentId: 'r2', noRegisterDay: null, today: TODAY })).toBe(false);
  });

  it('does not ask a shop whose drawers are all closed: no shift to miss', () => {
    expect(mustAskRegister({ registers: [CLOSED], currentId: null, noRegisterDay: null, today: TODAY })).toBe(false);
    expect(mustAskRegister({ registers: [], currentId: null, noRegisterDay: null, today: TODAY })).toBe(false);
  });

  it('takes "no register" for the rest of the business day, and asks again the next day', () => {
    expect(mustAskRegister({ registers: [OPEN], currentId: null, noRegisterDay: TODAY, today: TODAY })).toBe(false);
    expect(mustAskRegister({ registers: [OPEN], currentId: null, noRegisterDay: '2026-11-27', today: TODAY })).toBe(true);
  });

  it('counts days on the business clock', () => {
    // 03:30 UTC on the 28th is still the 27th in Toronto.
    expect(businessDay(new Date('2026-11-28T03:30:00Z'), 'America/Toronto')).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-28T03:30:00Z'), 'Europe/Paris')).toBe('2026-11-28');
  });
});
