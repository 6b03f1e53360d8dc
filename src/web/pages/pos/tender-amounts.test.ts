import { describe, expect, it } from 'vitest';
import { businessFormat } from '../../../domain/formats';
import { readAmount, type AmountFormat } from './tender';

/** The tender's amounts read as the terminal reads them: the business's own format. */
const formatOf = (currency: string, locale: string): AmountFormat => {
  const format = businessFormat({ locale, timeZone: 'UTC', currency });
  return { currency, readDecimal: format.readDecimal, writeDecimal: format.writeDecimal, parseDecimal: format.parseDecimal };
};

describe('cash given, typed as people type amounts', () => {
  it('takes thousands separators and the business currency sign', () => {
    expect(readAmount('$1,234.50', 'Amount given', formatOf('USD', 'en-US'))).toEqual({ ok: true, minor: 123450 });
    expect(readAmount('1.999,00 €', 'Amount given', formatOf('EUR', 'fr-FR'))).toEqual({ ok: true, minor: 199900 });
    expect(readAmount('1 999,00', 'Amount given', formatOf('EUR', 'fr-FR'))).toEqual({ ok: true, minor: 199900 });
    expect(readAmount('¥2,000', 'Amount given', formatOf('JPY', 'ja-JP'))).toEqual({ ok: true, minor: 2000 });
  });

  it('refuses what could be two numbers, another currency, or what only a program reads as a number, saying why', () => {
    expect(readAmount('1.234', 'Amount given', formatOf('EUR', 'fr-FR'))).toEqual({ ok: false, message: 'Amount given: could be 1234 or 1,234; type the one you mean' });
    expect(readAmount('$20', 'Amount given', formatOf('EUR', 'fr-FR'))).toEqual({ ok: false, message: 'Amount given: must be an amount in EUR, such as 24,99' });
    expect(readAmount('0x10', 'Amount given', formatOf('USD', 'en-US'))).toEqual({ ok: false, message: 'Amount given: must be a number, such as 24.99' });
    expect(readAmount('1e3', 'Amount given', formatOf('USD', 'en-US'))).toEqual({ ok: false, message: 'Amount given: must be a number, such as 24.99' });
  });

  it('without the reasons, still refuses them as not numbers', () => {
    const bare = (currency: string, locale: string): AmountFormat => ({ ...formatOf(currency, locale), parseDecimal: undefined });
    for (const [typed, currency, locale] of [
      ['1.234', 'EUR', 'fr-FR'],
      ['$20', 'EUR', 'fr-FR'],
      ['0x10', 'USD', 'en-US'],
    ] as const) {
      expect(readAmount(typed, 'Amount given', bare(currency, locale)), typed).toEqual({ ok: false, message: 'Amount given must be a number' });
    }
  });
});
