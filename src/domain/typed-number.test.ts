import { describe, expect, it } from 'vitest';
import { minorDigits } from './currency';
import { formatMoney } from './formats';
import { readTypedNumber } from './typed-number';

const read = (typed: string, locale = 'en-US', currency?: string) => readTypedNumber(typed, locale, { currency });
const decimal = (typed: string, locale = 'en-US', currency?: string) => {
  const r = read(typed, locale, currency);
  return r.ok ? r.decimal : `refused: ${r.problem}`;
};

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((s / 2 ** 31) * n);
  };
}

const LOCALES = ['en-US', 'en-CA', 'fr-FR', 'fr-CA', 'de-DE', 'de-CH', 'es-ES', 'ja-JP', 'pt-BR'];

describe('a typed number', () => {
  it('takes the locale decimal mark and a dot everywhere', () => {
    expect(decimal('24.99')).toBe('24.99');
    expect(decimal('24,99', 'fr-FR')).toBe('24.99');
    expect(decimal('24.99', 'fr-FR')).toBe('24.99');
    expect(decimal('1,234', 'fr-FR')).toBe('1.234');
    expect(decimal('1.234', 'en-US')).toBe('1.234');
  });

  it('reads a comma as the decimal mark where it cannot separate thousands', () => {
    expect(decimal('24,99')).toBe('24.99');
    expect(decimal('1,5')).toBe('1.5');
    expect(decimal('0,500')).toBe('0.500');
    expect(decimal('1234,567')).toBe('1234.567');
    expect(decimal(',5')).toBe('0.5');
    expect(decimal('7,', 'fr-FR')).toBe('7.0');
  });

  it('keeps a sign, blank is blank, spaces around are dropped', () => {
    expect(decimal('-3,5', 'fr-FR')).toBe('-3.5');
    expect(decimal('\u22123')).toBe('-3');
    expect(decimal('+12')).toBe('12');
    expect(decimal('  42  ')).toBe('42');
    expect(decimal('   ')).toBe('');
  });

  it('refuses a lone mark that is neither the locale decimal nor its thousands separator before three digits', () => {
    expect(read('1.234', 'fr-FR')).toMatchObject({ ok: false, problem: 'could be 1234 or 1,234; type the one you mean' });
    expect(read('-12.500', 'fr-FR')).toMatchObject({ ok: false, problem: 'could be -12500 or -12,500; type the one you mean' });
    expect(read('1,234', 'de-CH')).toMatchObject({ ok: false, problem: 'could be 1234 or 1.234; type the one you mean' });
    expect(read('1.234', 'fr-FR')).toMatchObject({ message: { key: 'amounts:ambiguous', values: { whole: '1234', decimal: '1,234' } } });
  });

  it('takes the locale thousands separator before three digits', () => {
    expect(decimal('1,234')).toBe('1234');
    expect(decimal('1,234', 'ja-JP')).toBe('1234');
    expect(decimal('1.234', 'de-DE')).toBe('1234');
    expect(decimal('12.500', 'es-ES')).toBe('12500');
    expect(decimal('1 234', 'fr-FR')).toBe('1234');
    // ... but not where it cannot be one: a leading 0, or not three digits after it.
    expect(decimal('0,500')).toBe('0.500');
    expect(decimal('1.5', 'de-DE')).toBe('1.5');
    expect(decimal('1.2345', 'de-DE')).toBe('1.2345');
  });

  it('takes thousands separators wherever the last mark can only be the decimal one', () => {
    for (const locale of ['fr-FR', 'de-DE', 'es-ES', 'en-US', 'fr-CA']) {
      expect(decimal('1.999,00', locale), locale).toBe('1999.00');
      expect(decimal('1 999,00', locale), locale).toBe('1999.00');
      expect(decimal('1\u202F999,00', locale), locale).toBe('1999.00');
      expect(decimal('1,999.00', locale), locale).toBe('1999.00');
      expect(decimal('1,234,567', locale), locale).toBe('1234567');
      expect(decimal('1.234.567,5', locale), locale).toBe('1234567.5');
    }
    expect(decimal('1\u2019234.50', 'de-CH')).toBe('1234.50');
    expect(decimal("1'234.50", 'de-CH')).toBe('1234.50');
  });

  it('takes the business currency sign or code on either side, and its sign', () => {
    expect(decimal('$12.00', 'en-US', 'USD')).toBe('12.00');
    expect(decimal('-$12.00', 'en-US', 'USD')).toBe('-12.00');
    expect(decimal('$-12.00', 'en-US', 'USD')).toBe('-12.00');
    expect(decimal('12,00 €', 'fr-FR', 'EUR')).toBe('12.00');
    expect(decimal('12,00€', 'de-DE', 'EUR')).toBe('12.00');
    expect(decimal('€ 1.999,00', 'es-ES', 'EUR')).toBe('1999.00');
    expect(decimal('12 EUR', 'fr-FR', 'EUR')).toBe('12');
    expect(decimal('usd 5', 'en-US', 'USD')).toBe('5');
    expect(decimal('CA$4.50', 'fr-CA', 'CAD')).toBe('4.50');
    expect(decimal('4,50 $', 'fr-CA', 'CAD')).toBe('4.50');
    expect(decimal('CHF 1’234.50', 'de-CH', 'CHF')).toBe('1234.50');
    expect(decimal('￥1,235', 'ja-JP', 'JPY')).toBe('1235');
    expect(decimal('¥1,235', 'ja-JP', 'JPY')).toBe('1235');
    // Without a currency (a sheet whose business is not known), any one sign is taken.
    expect(decimal('£3.20')).toBe('3.20');
  });

  it('refuses another currency’s sign rather than read it as the business’s', () => {
    expect(read('$12', 'fr-FR', 'EUR')).toEqual({
      ok: false,
      problem: 'must be an amount in EUR, such as 24,99',
      message: { key: 'amounts:otherCurrency', values: { currency: 'EUR', example: '24,99' } },
    });
    expect(read('12 €', 'en-US', 'USD')).toMatchObject({ ok: false, message: { key: 'amounts:otherCurrency' } });
    expect(read('CHF 12', 'en-US', 'USD')).toMatchObject({ ok: false, message: { key: 'amounts:otherCurrency' } });
  });

  it('refuses what is not a number, with an example in the locale', () => {
    for (const typed of ['abc', '12,3,4', '1e3', '24,9,9', '.', ',', '-', '24 ,99', '5%', '0x10', '1_000', 'Infinity', '1..5', '1,,5', '--3', '$$5', '$5$', '12 34 5', '1 23', '1,23,456', '0,500,000', '1.234,567.8', '$5 USD', '5 dollars', '5-', '(5)', '1.2.3']) {
      expect(read(typed), typed).toEqual({ ok: false, problem: 'must be a number, such as 24.99', message: { key: 'amounts:notNumber', values: { example: '24.99' } } });
    }
    expect(read('douze', 'fr-FR')).toMatchObject({ ok: false, problem: 'must be a number, such as 24,99' });
  });

  it('reads back every amount as the locale writes it for a field, unchanged', () => {
    const next = random(7);
    for (let run = 0; run < 2000; run++) {
      const locale = LOCALES[next(LOCALES.length)];
      const places = next(4);
      const value = (next(10_000_000_000) / 10 ** places).toFixed(places);
      const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
      const typed = value.replace('.', mark);
      const r = read(typed, locale);
      expect(r, `${typed} in ${locale}`).toEqual({ ok: true, decimal: value });
    }
  });

  it('never drops a mark: whatever it reads is the digits with that mark as the decimal point, or as the locale thousands separator', () => {
    const next = random(11);
    for (let run = 0; run < 5000; run++) {
      const locale = LOCALES[next(LOCALES.length)];
      const digits = String(next(10_000_000)).padStart(1 + next(7), '0');
      const at = next(digits.length + 1);
      const mark = ['.', ','][next(2)];
      const typed = `${digits.slice(0, at)}${mark}${digits.slice(at)}`;
      const r = read(typed, locale);
      const asDecimal = Number(`${digits.slice(0, at) || '0'}.${digits.slice(at) || '0'}`);
      const group = new Intl.NumberFormat(locale).formatToParts(1234567).find((p) => p.type === 'group')!.value;
      const asThousands = mark === group && /^[1-9]\d{0,2}$/.test(digits.slice(0, at)) && digits.length - at === 3;
      if (r.ok) expect(Number(r.decimal), `${typed} in ${locale}`).toBe(asThousands ? Number(digits) : asDecimal);
      else expect(r.problem, `${typed} in ${locale}`).toMatch(/^could be \d+ or \d+\D\d{3}; type the one you mean$/);
    }
  });
});

describe('an amount as the locale writes it reads back as the same amount', () => {
  const BUSINESSES = [
    ['en-US', 'USD'],
    ['en-CA', 'CAD'],
    ['fr-FR', 'EUR'],
    ['fr-CA', 'CAD'],
    ['de-DE', 'EUR'],
    ['es-ES', 'EUR'],
    ['ja-JP', 'JPY'],
    ['de-CH', 'CHF'],
    ['en-US', 'JPY'],
    ['fr-FR', 'USD'],
  ] as const;

  it.each(BUSINESSES)('%s in %s: money, grouped numbers and plain numbers, any size and sign', (locale, currency) => {
    const digits = minorDigits(currency);
    const next = random(locale.length * 31 + currency.charCodeAt(0));
    for (let run = 0; run < 1500; run++) {
      const minor = next(10 ** (2 + next(9))) * (next(5) === 0 ? -1 : 1);
      const value = minor / 10 ** digits;
      const exact = value.toFixed(digits);
      const forms = [
        formatMoney(value, currency, locale),
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
        new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(value),
        new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
        new Intl.NumberFormat(locale, { minimumFractionDigits: digits, useGrouping: false }).format(value),
      ];
      for (const written of forms) {
        const r = readTypedNumber(written, locale, { currency });
        expect(r.ok && Number(r.decimal), `${written} in ${locale}`).toBe(Number(exact));
      }
    }
  });

  it('a zero-decimal currency: yen amounts with their thousands separators read as whole yen', () => {
    expect(decimal(formatMoney(1999, 'JPY', 'ja-JP'), 'ja-JP', 'JPY')).toBe('1999');
    expect(decimal('1,999', 'ja-JP', 'JPY')).toBe('1999');
    expect(decimal('1,999,000円', 'ja-JP', 'JPY')).toBe('1999000');
    expect(decimal('12 euros', 'fr-FR', 'EUR')).toBe('12');
  });
});
