import { describe, expect, it } from 'vitest';
import { balanceOfAmount, balanceOfMinor } from './over-short';

describe('how a count stands against the expected cash', () => {
  it('less than expected is short, by a negative amount', () => {
    expect(balanceOfMinor(7540, 7740, 'USD')).toEqual({ kind: 'short', amount: -2 });
  });

  it('more is over, the same is balanced', () => {
    expect(balanceOfMinor(7741, 7740, 'USD')).toEqual({ kind: 'over', amount: 0.01 });
    expect(balanceOfMinor(7740, 7740, 'USD')).toEqual({ kind: 'balanced', amount: 0 });
  });

  it('reads a report’s over/short in the currency’s minor unit', () => {
    expect(balanceOfAmount(-0.3, 'USD')).toEqual({ kind: 'short', amount: -0.3 });
    expect(balanceOfAmount(0.005, 'KWD')).toEqual({ kind: 'over', amount: 0.005 });
    expect(balanceOfAmount(0, 'JPY')).toEqual({ kind: 'balanced', amount: 0 });
  });
});
