import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './typed-number';

const read = (typed: string, locale = 'en-US') => readTypedNumber(typed, locale);
const decimal = (typed: string, locale = 'en-US') => {
  const r = read(typed, locale);
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

const LOCALES = ['en-US', 'en-CA', 'fr-FR', 'de-DE', 'de-CH', 'es-ES', 'ja-JP', 'pt-BR'];

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

  it('refuses a mark that could separate thousands, saying both readings', () => {
    expect(read('1,234')).toEqual({ ok: false, problem: 'could be 1234 or 1.234; type the one you mean' });
    expect(read('1.234', 'de-DE')).toEqual({ ok: false, problem: 'could be 1234 or 1,234; type the one you mean' });
    expect(read('1.234', 'fr-FR')).toEqual({ ok: false, problem: 'could be 1234 or 1,234; type the one you mean' });
    expect(read('-12,500')).toEqual({ ok: false, problem: 'could be -12500 or -12.500; type the one you mean' });
  });

  it('refuses thousands separators, showing the number without them', () => {
    expect(read('1,234.50')).toEqual({ ok: false, problem: 'type it without thousands separators, as 1234.50' });
    expect(read('1 234,5', 'fr-FR')).toEqual({ ok: false, problem: 'type it without thousands separators, as 1234,5' });
    expect(read('1.234.567', 'de-DE')).toEqual({ ok: false, problem: 'type it without thousands separators, as 1234567' });
    expect(read('1\u2019234.50', 'de-CH')).toEqual({ ok: false, problem: 'type it without thousands separators, as 1234.50' });
  });

  it('refuses what is not a number, with an example in the locale', () => {
    for (const typed of ['abc', '12,3,4', '1e3', '24,9,9', '.', ',', '-', '24 ,99', '$5', '5%', '0x10', '1_000', 'Infinity']) {
      expect(read(typed), typed).toEqual({ ok: false, problem: 'must be a number, such as 24.99' });
    }
    expect(read('douze', 'fr-FR')).toEqual({ ok: false, problem: 'must be a number, such as 24,99' });
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

  it('never drops a mark: whatever it reads is the digits with that mark as the decimal point', () => {
    const next = random(11);
    for (let run = 0; run < 5000; run++) {
      const locale = LOCALES[next(LOCALES.length)];
      const digits = String(next(10_000_000)).padStart(1 + next(7), '0');
      const at = next(digits.length + 1);
      const mark = ['.', ','][next(2)];
      const typed = `${digits.slice(0, at)}${mark}${digits.slice(at)}`;
      const r = read(typed, locale);
      if (r.ok) expect(Number(r.decimal), `${typed} in ${locale}`).toBe(Number(`${digits.slice(0, at) || '0'}.${digits.slice(at) || '0'}`));
      else expect(r.problem, `${typed} in ${locale}`).toMatch(/^could be \d+ or \d+\D\d{3}; type the one you mean$/);
    }
  });
});
