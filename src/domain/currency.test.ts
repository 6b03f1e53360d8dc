import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsRule, fitsMinorUnit, fromMinor, minorDigits, minorUnitProblem, smallestAmount, toMinor } from './currency';

describe('minor units of a currency', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['USD', 2],
    ['EUR', 2],
    ['CAD', 2],
    ['KWD', 3],
    ['BHD', 3],
    ['JOD', 3],
    ['OMR', 3],
    ['TND', 3],
  ])('%s has %i decimals', (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits);
    expect(smallestAmount(currency)).toBe(10 ** -digits);
  });

  it('converts at the edges both ways', () => {
    expect(toMinor(12.34, 'USD')).toBe(1234);
    expect(toMinor(150, 'JPY')).toBe(150);
    expect(toMinor(1.235, 'KWD')).toBe(1235);
    expect(fromMinor(1234, 'USD')).toBe(12.34);
    expect(fromMinor(150, 'JPY')).toBe(150);
    expect(fromMinor(1235, 'KWD')).toBe(1.235);
    expect(toMinor(-4.5, 'USD')).toBe(-450);
    expect(Object.is(toMinor(-0, 'USD'), 0)).toBe(true);
  });

  it('absorbs binary artefacts but never rounds a real extra decimal away', () => {
    expect(toMinor(0.1, 'USD')).toBe(10); // 0.1 × 100 = 10.000000000000002
    expect(toMinor(1.15, 'USD')).toBe(115); // 1.15 × 100 = 114.99999999999999
    expect(toMinor(0.3, 'KWD')).toBe(300);
    expect(() => toMinor(1.005, 'USD')).toThrow(RangeError);
    expect(() => toMinor(150.5, 'JPY')).toThrow(RangeError);
    expect(() => toMinor(1.2345, 'KWD')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(fitsMinorUnit(1.234, 'KWD')).toBe(true);
    expect(fitsMinorUnit(1.234, 'USD')).toBe(false);
  });

  it('says what is wrong with an entered amount in the spec’s words for USD', () => {
    const price = { minMinor: 1, maxMinor: 1_000_000_000 };
    expect(minorUnitProblem(0, 'USD', price)).toBe('must be at least 0.01');
    expect(minorUnitProblem(0.001, 'USD', price)).toBe('must be at least 0.01');
    expect(minorUnitProblem(1.234, 'USD', price)).toBe('must have at most 2 decimals');
    expect(minorUnitProblem(10_000_001, 'USD', price)).toBe('must be at most 10000000');
    expect(minorUnitProblem(150.5, 'JPY', price)).toBe(decimalsRule('JPY'));
    expect(decimalsRule('JPY')).toBe('must be a whole amount (JPY has no decimals)');
    expect(minorUnitProblem(0.001, 'KWD', price)).toBeNull();
    expect(minorUnitProblem(1.2345, 'KWD', price)).toBe('must have at most 3 decimals');
    expect(minorUnitProblem(0, 'USD', { minMinor: 0, maxMinor: 100 })).toBeNull();
  });

  it('property: every whole number of minor units survives the trip through a decimal amount', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'JPY', 'KWD', 'EUR', 'KRW', 'BHD'), fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (currency, minor) => {
        const amount = fromMinor(minor, currency);
        expect(fitsMinorUnit(amount, currency)).toBe(true);
        expect(toMinor(amount, currency)).toBe(minor);
        // What a form or JSON carries: the decimal text of the amount.
        expect(toMinor(Number(amount.toFixed(minorDigits(currency))), currency)).toBe(minor);
      }),
    );
  });

  it('property: an amount with one decimal more than the currency has is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'JPY', 'KWD'), fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 9 }), (currency, minor, extra) => {
        const amount = Number(`${fromMinor(minor, currency).toFixed(minorDigits(currency))}${minorDigits(currency) === 0 ? '.' : ''}${extra}`);
        expect(fitsMinorUnit(amount, currency)).toBe(false);
        expect(() => toMinor(amount, currency)).toThrow(RangeError);
      }),
    );
  });
});

describe('minor units of large amounts', () => {
  it('absorb the binary artefacts of millions of dinars and still refuse a real extra decimal', () => {
    expect(toMinor(8388608.029, 'KWD')).toBe(8388608029);
    expect(fitsMinorUnit(8388608.0295, 'KWD')).toBe(false);
    expect(fitsMinorUnit(1.005, 'USD')).toBe(false);
  });
});
