import { describe, expect, it } from 'vitest';
import { nextCode } from './inventory-search';

describe('nextCode', () => {
  it('is the first code after every code starting with the digits', () => {
    expect(nextCode('1000007')).toBe('1000008');
    expect(nextCode('1299')).toBe('13');
    expect(nextCode('0')).toBe('1');
    expect(nextCode('4006381000239')).toBe('400638100024');
  });

  it('is null when no code comes after them', () => {
    expect(nextCode('9')).toBeNull();
    expect(nextCode('999')).toBeNull();
  });
});
