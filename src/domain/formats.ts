/**
 * How a business writes numbers, money, dates and times: the one formatting module of the web app
 * and of the server's receipt image. Times are written on the business's clock (its IANA time
 * zone) and in its locale, through Intl.
 *
 * For en-US the spec's own patterns stay exactly as they were (inventory "M/D/YY, h:mm a", the
 * user list "MM/DD/YYYY HH:mm", receipts "EEE dd MMM yyyy h:mm a"): they are assembled from the
 * clock's parts rather than left to Intl, whose en-US styles differ from them (no weekday-first
 * receipt style) and have changed between ICU versions (the narrow space before "PM"). Every
 * other locale gets Intl's own short, numeric and medium styles.
 */
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, zonedParts, type ZonedParts } from './region';
import { readTypedNumber, type TypedNumber } from './typed-number';

export interface Region {
  /** BCP 47 tag: en-US, fr-FR, ja-JP. */
  locale: string;
  /** IANA zone: America/Toronto, Europe/Paris. */
  timeZone: string;
}

type When = Date | string | number;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const hour12 = (p: ZonedParts) => `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${pad2(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;

/** The spec's en-US patterns, written from the clock's parts in the business's zone. */
const SPEC_PATTERNS = {
  lastUpdate: (p: ZonedParts) => `${p.month}/${p.day}/${pad2(p.year % 100)}, ${hour12(p)}`,
  lastLogin: (p: ZonedParts) => `${pad2(p.month)}/${pad2(p.day)}/${p.year} ${pad2(p.hour)}:${pad2(p.minute)}`,
  receiptDate: (p: ZonedParts) => `${WEEKDAYS[p.weekday]} ${pad2(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${hour12(p)}`,
};
type DateStyle = keyof typeof SPEC_PATTERNS;

/** What each of those is in any other locale. */
const INTL_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  lastUpdate: { dateStyle: 'short', timeStyle: 'short' },
  lastLogin: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  // Numeric enough in every locale that the receipt image's fonts can draw it (no weekday names).
  receiptDate: { dateStyle: 'medium', timeStyle: 'short' },
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

function formatDate(style: DateStyle, when: When, { locale, timeZone }: Region): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  if (locale === DEFAULT_LOCALE) return SPEC_PATTERNS[style](zonedParts(date, timeZone));
  return cached(`d|${style}|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { ...INTL_STYLES[style], timeZone })).format(date);
}

/**
 * The zone a screen shows times in when it was not told the business's: the browser's own, which
 * is what every screen did before businesses had zones.
 */
const runtimeRegion = (): Region => ({ locale: DEFAULT_LOCALE, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE });

/** Inventory and report "last update": M/D/YY, h:mm a (e.g. 3/5/24, 3:04 PM) in en-US. */
export function formatLastUpdate(date: When, region: Region = runtimeRegion()): string {
  return formatDate('lastUpdate', date, region);
}

/** User list "last login": MM/DD/YYYY HH:mm in en-US. */
export function formatLastLogin(date: When | null | undefined, region: Region = runtimeRegion()): string {
  if (date === null || date === undefined) return '';
  return formatDate('lastLogin', date, region);
}

/** Receipt date: 'Tue 05 Mar 2024 3:04 PM' in en-US. */
export function formatReceiptDate(date: When, region: Region = runtimeRegion()): string {
  return formatDate('receiptDate', date, region);
}

/**
 * A calendar day (YYYY-MM-DD, already the business's day) as the locale writes it; en-US keeps the
 * ISO form its screens and CSVs have always shown.
 */
export function formatDay(day: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return cached(`day|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
}

/** A day, short, for a chart's axis: 3/8 in en-US, the locale's day and month elsewhere (8/3 in fr-FR). */
export function formatShortDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  if (locale === DEFAULT_LOCALE) return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
  return cached(`sday|${locale}`, () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
}

// ---- Numbers and money ---------------------------------------------------------------------------

/** A count or quantity: 1,234 in en-US, 1 234 in fr-FR, 1'234 in de-CH. */
export function formatNumber(n: number, locale: string = DEFAULT_LOCALE): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).format(n);
}

/** A tax rate in percent as it was entered, to its 4 decimals (8.875 in en, 8,875 in fr; 5 stays 5). */
export function formatRate(percent: number, locale: string = DEFAULT_LOCALE): string {
  return cached(`r|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 })).format(percent);
}

/**
 * Signs that CLDR writes in full width in some locales (ja: ￥), written in their ordinary form,
 * which every font of the receipt image and of the screens can draw.
 */
const FULL_WIDTH_SIGNS: Record<string, string> = { '\uFFE5': '\u00A5', '\uFFE6': '\u20A9' };

/**
 * An amount in a currency as the locale writes it, with the currency's own decimals from Intl:
 * $1,234.56 (en-US, USD), 1 234,56 € (fr-FR, EUR), ¥1,235 (ja-JP, JPY), CHF 1'234.56 (de-CH).
 * An unknown currency code is written as USD, as before.
 */
export function formatMoney(amount: number, currency = 'USD', locale: string = DEFAULT_LOCALE): string {
  const f = cached(`m|${locale}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    }
  });
  return f.format(amount).replace(/[\uFFE5\uFFE6]/g, (c) => FULL_WIDTH_SIGNS[c] ?? c);
}

// ---- Reading amounts typed in the locale ---------------------------------------------------------

/** The locale's decimal mark: '.' in en-US and ja-JP, ',' in fr-FR and de-DE. */
export function decimalMark(locale: string): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/**
 * What a person typed into an amount field, as the dot-decimal text the API reads: '1.999,00' and
 * '1 999,00 €' are '1999.00' in fr-FR, '24,99' is '24.99' in fr-FR and in en-US alike, '$12.00' is
 * '12.00' in a dollar business. Text the shared rule (typed-number.ts) refuses, such as '1.234' in
 * fr-FR (1234 or 1.234?) or '$5' in a euro business, is handed on marked as refused, so the form's
 * number check refuses it and the field says why (`parseDecimal`): it is never read as another number.
 */
export function readDecimal(typed: string, locale: string, currency?: string): string {
  const read = readTypedNumber(typed, locale, { currency });
  // Marked, so that no later Number() reads it after all ('1.234' would be 1.234, '0x10' 16).
  return read.ok ? read.decimal : `${REFUSED}${typed}`;
}

/** Put before text the rule refused: an invisible character that is no number's and no space. */
const REFUSED = '\u2063';

/** What was typed, again, from what readDecimal handed on: to say why it was refused. */
function parseDecimal(value: string, locale: string, currency?: string): TypedNumber {
  return readTypedNumber(value.startsWith(REFUSED) ? value.slice(REFUSED.length) : value, locale, { currency });
}

/** A dot-decimal amount as the locale types it (9.5 → '9,5' in fr-FR), for a field's initial value. */
export function writeDecimal(value: number | string, locale: string): string {
  const text = String(value);
  const mark = decimalMark(locale);
  return mark === '.' ? text : text.replace('.', mark);
}

// ---- One business's formats ----------------------------------------------------------------------

/** Everything a screen or a receipt writes, in one business's locale, zone and currency. */
export interface BusinessFormat extends Region {
  currency: string;
  money(amount: number, currency?: string): string;
  number(n: number): string;
  /** A tax rate in percent, to its 4 decimals (formatRate). */
  rate(percent: number): string;
  lastUpdate(date: When): string;
  lastLogin(date: When | null | undefined): string;
  receiptDate(date: When): string;
  day(day: string): string;
  shortDay(day: string): string;
  decimalMark: string;
  /** What was typed in an amount field, as the dot decimal the API reads (see readDecimal). */
  readDecimal(typed: string): string;
  /** The same reading, or what to type instead: for the message beside the field (given what was typed or what readDecimal handed on). */
  parseDecimal(typed: string): TypedNumber;
  writeDecimal(value: number | string): string;
}

export function businessFormat({ locale, timeZone, currency = 'USD' }: Region & { currency?: string }): BusinessFormat {
  const region = { locale, timeZone };
  return {
    locale,
    timeZone,
    currency,
    money: (amount, inCurrency = currency) => formatMoney(amount, inCurrency, locale),
    number: (n) => formatNumber(n, locale),
    rate: (percent) => formatRate(percent, locale),
    lastUpdate: (date) => formatLastUpdate(date, region),
    lastLogin: (date) => formatLastLogin(date, region),
    receiptDate: (date) => formatReceiptDate(date, region),
    day: (day) => formatDay(day, locale),
    shortDay: (day) => formatShortDay(day, locale),
    decimalMark: decimalMark(locale),
    readDecimal: (typed) => readDecimal(typed, locale, currency),
    parseDecimal: (typed) => parseDecimal(typed, locale, currency),
    writeDecimal: (value) => writeDecimal(value, locale),
  };
}

/** What a business that has chosen nothing gets: en-US in UTC. */
export const DEFAULT_REGION: Region = { locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE };
