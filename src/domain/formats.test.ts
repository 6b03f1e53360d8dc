import { describe, expect, it } from 'vitest';
import { businessFormat, decimalMark, formatDay, formatLastLogin, formatLastUpdate, formatMoney, formatNumber, formatReceiptDate, readDecimal, writeDecimal } from './formats';
import { numberFromText } from './schemas/common';

const at = new Date('2024-03-05T15:04:00Z'); // a Tuesday
/** Intl writes these spaces in French and Swiss numbers: narrow no-break (groups), no-break (before €). */
const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('en-US keeps the spec’s formats exactly', () => {
  const utc = { locale: 'en-US', timeZone: 'UTC' };

  it('inventory M/D/YY, h:mm a; user list MM/DD/YYYY HH:mm; receipts EEE dd MMM yyyy h:mm a', () => {
    expect(formatLastUpdate(at, utc)).toBe('3/5/24, 3:04 PM');
    expect(formatLastLogin(at, utc)).toBe('03/05/2024 15:04');
    expect(formatReceiptDate(at, utc)).toBe('Tue 05 Mar 2024 3:04 PM');
    expect(formatLastLogin(null, utc)).toBe('');
  });

  it('midnight and noon on a 12-hour clock', () => {
    expect(formatLastUpdate(new Date('2024-12-31T00:05:00Z'), utc)).toBe('12/31/24, 12:05 AM');
    expect(formatReceiptDate(new Date('2024-12-01T12:00:00Z'), utc)).toBe('Sun 01 Dec 2024 12:00 PM');
    expect(formatLastLogin(new Date('2024-12-01T00:00:00Z'), utc)).toBe('12/01/2024 00:00');
  });

  it('on the business’s clock: the same instant in Toronto, across the change to daylight time', () => {
    const toronto = { locale: 'en-US', timeZone: 'America/Toronto' };
    expect(formatLastUpdate(at, toronto)).toBe('3/5/24, 10:04 AM');
    expect(formatReceiptDate(new Date('2026-03-09T03:30:00Z'), toronto)).toBe('Sun 08 Mar 2026 11:30 PM');
    expect(formatReceiptDate(new Date('2026-11-02T04:30:00Z'), toronto)).toBe('Sun 01 Nov 2026 11:30 PM');
  });

  it('money and numbers as before; days stay ISO', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(12.5, 'CAD')).toBe('CA$12.50');
    expect(formatMoney(1234.56, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(1, 'X1')).toBe('$1.00');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDay('2026-03-08', 'en-US')).toBe('2026-03-08');
  });
});

describe('other locales write as Intl does', () => {
  it('fr-FR: 1 234,56 € and day/month/year on a 24-hour clock, in Paris', () => {
    const paris = businessFormat({ locale: 'fr-FR', timeZone: 'Europe/Paris', currency: 'EUR' });
    expect(paris.money(1234.56)).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(paris.money(-4.5)).toBe(`-4,50${NBSP}€`);
    expect(paris.number(1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(paris.lastUpdate(at)).toBe('05/03/2024 16:04');
    expect(paris.lastLogin(at)).toBe('05/03/2024 16:04');
    expect(paris.receiptDate(at)).toBe('5 mars 2024, 16:04');
    expect(paris.day('2026-03-08')).toBe('8 mars 2026');
    // A sale at 23:30 on the day clocks go forward is on that day.
    expect(paris.receiptDate(new Date('2026-03-29T21:30:00Z'))).toBe('29 mars 2026, 23:30');
  });

  it('de-DE writes 1.234,56 €', () => {
    expect(formatMoney(1234.56, 'EUR', 'de-DE')).toBe(`1.234,56${NBSP}€`);
  });

  it('ja-JP: ¥1,235 (yen have no minor unit) and year/month/day in Tokyo', () => {
    const tokyo = businessFormat({ locale: 'ja-JP', timeZone: 'Asia/Tokyo', currency: 'JPY' });
    expect(tokyo.money(1234.56)).toBe('¥1,235');
    expect(tokyo.money(1235)).toBe('¥1,235');
    // The ordinary yen sign, which the receipt's font has, not CLDR's full-width one.
    expect(tokyo.money(5)).not.toContain('\uFFE5');
    expect(tokyo.lastUpdate(at)).toBe('2024/03/06 0:04');
    expect(tokyo.receiptDate(at)).toBe('2024/03/06 0:04');
    expect(tokyo.day('2026-03-08')).toBe('2026/03/08');
  });

  it("de-CH: CHF 1'234.56 and day.month.year", () => {
    const zurich = businessFormat({ locale: 'de-CH', timeZone: 'Europe/Zurich', currency: 'CHF' });
    expect(zurich.money(1234.56)).toBe(`CHF${NBSP}1'234.56`);
    expect(zurich.number(1234567)).toBe("1'234'567");
    expect(zurich.lastUpdate(at)).toBe('05.03.24, 16:04');
    expect(zurich.lastLogin(at)).toBe('05.03.2024, 16:04');
    expect(zurich.receiptDate(at)).toBe('05.03.2024, 16:04');
  });

  it('KWD has three decimals in any locale', () => {
    expect(formatMoney(1.235, 'KWD', 'en-US')).toBe(`KWD${NBSP}1.235`);
    expect(formatMoney(1.235, 'KWD', 'fr-FR')).toBe(`1,235${NBSP}KWD`);
  });
});

describe('amounts typed in the locale', () => {
  it('knows each locale’s decimal mark', () => {
    expect(decimalMark('en-US')).toBe('.');
    expect(decimalMark('fr-FR')).toBe(',');
    expect(decimalMark('de-CH')).toBe('.');
    expect(decimalMark('ja-JP')).toBe('.');
  });

  it('fr-FR takes a comma or a dot as the decimal mark', () => {
    expect(readDecimal('24,99', 'fr-FR')).toBe('24.99');
    expect(readDecimal(' 24.99 ', 'fr-FR')).toBe('24.99');
    expect(readDecimal(',5', 'fr-FR')).toBe('0.5');
    expect(readDecimal('-3,5', 'fr-FR')).toBe('-3.5');
    expect(readDecimal('7', 'fr-FR')).toBe('7');
    expect(readDecimal('7,', 'fr-FR')).toBe('7.0');
  });

  it('never reads a group separator as nothing: 24,99 is never 2499', () => {
    // A comma before two digits cannot separate thousands: it is the decimal mark, in en-US too.
    expect(readDecimal('24,99', 'en-US')).toBe('24.99');
    for (const [typed, locale] of [
      ['1.234', 'fr-FR'],
      ['1,234', 'de-CH'],
      ['$5', 'fr-FR'],
      ['12,3,4', 'fr-FR'],
      ['abc', 'fr-FR'],
      ['0x10', 'en-US'],
      ['1e3', 'en-US'],
    ] as const) {
      const read = readDecimal(typed, locale, 'EUR');
      expect(read.endsWith(typed), `${typed} in ${locale}`).toBe(true);
      expect(businessFormat({ locale, timeZone: 'UTC', currency: 'EUR' }).parseDecimal(read).ok).toBe(false);
      // ... which the forms' number check then refuses.
      expect(Number.isNaN(numberFromText(read)), `${typed} in ${locale}`).toBe(true);
    }
    expect(readDecimal('', 'fr-FR')).toBe('');
  });

  it('reads thousands separators and the business currency as people type them', () => {
    const paris = businessFormat({ locale: 'fr-FR', timeZone: 'Europe/Paris', currency: 'EUR' });
    expect(paris.readDecimal('1.999,00')).toBe('1999.00');
    expect(paris.readDecimal('1 999,00')).toBe('1999.00');
    expect(paris.readDecimal('12,00 €')).toBe('12.00');
    expect(paris.parseDecimal('$12.00')).toMatchObject({ ok: false, message: { key: 'amounts:otherCurrency' } });
    const ny = businessFormat({ locale: 'en-US', timeZone: 'America/New_York', currency: 'USD' });
    expect(ny.readDecimal('$12.00')).toBe('12.00');
    expect(ny.readDecimal('$1,999.00')).toBe('1999.00');
  });

  it('writes a saved amount back as the locale types it', () => {
    expect(writeDecimal(9.5, 'fr-FR')).toBe('9,5');
    expect(writeDecimal('13', 'fr-FR')).toBe('13');
    expect(writeDecimal(9.5, 'en-US')).toBe('9.5');
  });
});
