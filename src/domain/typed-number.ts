/**
 * The one rule for reading an amount or a count as a person types it or a spreadsheet holds it, in
 * the business's locale: the web app's number fields, the till's tender and the catalogue import
 * all read numbers here. A number is read only when what was written can mean one number:
 *
 * - Thousands separators are taken where they sit between groups of three digits: "1.999,00",
 *   "1 999,00", "1,999.00" and "1’999.00" are all 1999.00, in any locale, since a last mark that
 *   differs from the ones before it can only be the decimal mark.
 * - One dot or comma alone is the locale's decimal mark when it is one ("24,99" in fr-FR), the
 *   locale's thousands separator when it is one and three digits follow ("1,500" in en-US, "1.500"
 *   in de-DE), and otherwise a decimal mark unless it could be either ("1.500" in fr-FR, where the
 *   dot is neither: refused, saying both readings).
 * - The business's currency sign, name or code may stand before or after the number ("$12.00",
 *   "12,00 €", "CHF 12.50", "12 EUR", "1,999円"); another currency's sign is refused, never read
 *   as ours.
 *
 * Anything else is refused with words that say what to type, so a mark is never silently dropped
 * ("24,99" is never 2499) and a thousands separator is never taken for a decimal one.
 */

/** A refusal as a catalogue message (`amounts:*`), with English words for code that shows no catalogue. */
export interface TypedNumberProblem {
  key: string;
  values: Record<string, string>;
}

export type TypedNumber =
  /** `decimal`: dot-decimal text as the API reads it ('' when nothing was typed). */
  | { ok: true; decimal: string }
  /** `problem`: what to type instead, said of the field ("Price: could be ..."); `message`: the same as a catalogue message. */
  | { ok: false; problem: string; message: TypedNumberProblem };

export interface ReadOptions {
  /**
   * The business's currency (ISO 4217): its sign, narrow sign and code are taken around the number
   * and other currencies' signs refused. Without it, any one currency sign or code is taken.
   */
  currency?: string;
}

type Kind = '.' | ',' | ' ' | "'";

interface Marks {
  decimal: string;
  /** The locale's thousands separator as a kind: a narrow or no-break space is a space. */
  group: Kind;
}

const marksByLocale = new Map<string, Marks>();

/** The locale's decimal mark and thousands separator: '.' and ',' in en-US, ',' and a space in fr-FR. */
function marksOf(locale: string): Marks {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    marks = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: kindOf(group) ?? ',' };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

/** What a separator character is: a dot, a comma, a space of any width, or an apostrophe. */
function kindOf(c: string): Kind | null {
  if (c === '.' || c === ',') return c;
  if (/^[\s\u00A0\u202F\u2009]$/.test(c)) return ' ';
  if (c === "'" || c === '\u2019') return "'";
  return null;
}

/** Yen and won as CLDR writes them in full width (ja: ￥) and as keyboards type them. */
const normalSign = (text: string) => text.replace(/\uFFE5/g, '\u00A5').replace(/\uFFE6/g, '\u20A9');
const markerKey = (text: string) => normalSign(text).replace(/[\s\u00A0\u202F.]/g, '').toLowerCase();

const markersByCurrency = new Map<string, Set<string>>();

/**
 * How the currency is written around a number: its sign and narrow sign in the locale and in
 * English, its name in the locale (12 euros, 1,999円) and its code.
 */
function markersOf(currency: string, locale: string): Set<string> {
  const cacheKey = `${currency}|${locale}`;
  let markers = markersByCurrency.get(cacheKey);
  if (!markers) {
    markers = new Set([markerKey(currency)]);
    const displays = [
      [locale, 'symbol'],
      [locale, 'narrowSymbol'],
      [locale, 'name'],
      ['en-US', 'symbol'],
      ['en-US', 'narrowSymbol'],
    ] as const;
    for (const [inLocale, currencyDisplay] of displays) {
      for (const amount of [1, 2]) {
        try {
          const sign = new Intl.NumberFormat(inLocale, { style: 'currency', currency, currencyDisplay }).formatToParts(amount).find((p) => p.type === 'currency')?.value;
          if (sign) markers.add(markerKey(sign));
        } catch {
          // An unknown code has no signs of its own: only the code is taken.
        }
      }
    }
    markersByCurrency.set(cacheKey, markers);
  }
  return markers;
}

/** Text that looks like some currency's sign or code: $, €, CA$, R$, kr, CHF, EUR. */
const LOOKS_LIKE_CURRENCY = /^(?:\p{Sc}|[A-Za-z]{1,3}\p{Sc}|\p{Sc}[A-Za-z]{1,3}|[A-Za-z]{2,3})$/u;

/** A number as the locale's field takes it: digits and the locale's decimal mark. */
function written(digits: string, fraction: string | undefined, locale: string): string {
  return fraction === undefined ? digits : `${digits}${marksOf(locale).decimal}${fraction}`;
}

function refuse(key: 'ambiguous' | 'notNumber' | 'otherCurrency', values: Record<string, string>): TypedNumber {
  const english = {
    ambiguous: `could be ${values.whole} or ${values.decimal}; type the one you mean`,
    notNumber: `must be a number, such as ${values.example}`,
    otherCurrency: `must be an amount in ${values.currency}, such as ${values.example}`,
  }[key];
  return { ok: false, problem: english, message: { key: `amounts:${key}`, values } };
}

/** Where the number itself starts and ends: its first and last digit or mark. */
const CORE = /[\d.,](?:.*[\d.,])?/su;

/** A typed number as dot-decimal text, or what is wrong with it (see the module's rule). */
export function readTypedNumber(typed: string, locale: string, options: ReadOptions = {}): TypedNumber {
  const text = normalSign(typed.trim().replace(/\u2212/g, '-'));
  if (text === '') return { ok: true, decimal: '' };
  const example = written('24', '99', locale);
  const notNumber = () => refuse('notNumber', { example });

  const core = CORE.exec(text);
  if (!core || !/\d/.test(core[0])) return notNumber();
  const around = readAround(text.slice(0, core.index), text.slice(core.index + core[0].length));
  if (!around) return notNumber();
  const { sign, marker } = around;
  if (marker !== '') {
    const known = options.currency ? markersOf(options.currency, locale).has(markerKey(marker)) : false;
    if (!known) {
      if (!LOOKS_LIKE_CURRENCY.test(marker.replace(/[\s\u00A0\u202F]/g, ''))) return notNumber();
      if (options.currency) return refuse('otherCurrency', { currency: options.currency, example });
    }
  }
  const read = readDigits(core[0], locale);
  if (read.kind === 'number') return { ok: true, decimal: `${sign}${read.whole}${read.fraction === undefined ? '' : `.${read.fraction}`}` };
  if (read.kind === 'ambiguous') return refuse('ambiguous', { whole: `${sign}${read.whole}`, decimal: `${sign}${written(read.head, read.tail, locale)}` });
  return notNumber();
}

/**
 * The sign and the currency marker around the number: "-$" or "$-" or "CHF-" before it, "€" or
 * " EUR" after it. Null when there is anything else (a percent sign, words, a second number).
 */
function readAround(before: string, after: string): { sign: '' | '-'; marker: string } | null {
  let lead = before.trim();
  let sign: '' | '-' | null = null;
  if (/^[-+]/.test(lead)) {
    sign = lead[0] === '-' ? '-' : '';
    lead = lead.slice(1).trim();
  } else if (/[-+]$/.test(lead)) {
    sign = lead.endsWith('-') ? '-' : '';
    lead = lead.slice(0, -1).trim();
  }
  const tail = after.trim();
  if (/[-+\d]/.test(lead) || /[-+\d]/.test(tail)) return null;
  if (lead !== '' && tail !== '') return null;
  return { sign: sign ?? '', marker: lead || tail };
}

type Digits =
  | { kind: 'number'; whole: string; fraction?: string }
  /** One mark that could separate thousands or decimals: `head` and `tail` are the digits on each side. */
  | { kind: 'ambiguous'; whole: string; head: string; tail: string }
  | { kind: 'garbage' };

/** Groups of three after a first group of one to three digits (not starting with 0). */
const groupedWell = (runs: string[]) => /^[1-9]\d{0,2}$/.test(runs[0]) && runs.slice(1).every((r) => /^\d{3}$/.test(r));

/** Digits and separators ("1.999,00", "1 999", ",5", "7,") read by the module's rule. */
function readDigits(core: string, locale: string): Digits {
  const runs: string[] = [];
  const seps: Kind[] = [];
  let leading: Kind | null = null;
  let afterSeparator = false;
  for (const token of core.match(/\d+|./gsu) ?? []) {
    if (/^\d/.test(token)) {
      runs.push(token);
      afterSeparator = false;
      continue;
    }
    const kind = kindOf(token);
    // Two separators in a row ("24 ,99", "1..5") are not a number.
    if (!kind || afterSeparator) return { kind: 'garbage' };
    afterSeparator = true;
    if (runs.length === 0) leading = kind;
    else seps.push(kind);
  }
  if (runs.length === 0) return { kind: 'garbage' };
  const trailing = afterSeparator ? seps.pop()! : null;

  // ",5" and "7,": a lone dot or comma at either end is the decimal mark.
  if (leading || trailing) {
    const mark = leading ?? trailing!;
    if (seps.length > 0 || (leading && trailing) || (mark !== '.' && mark !== ',') || runs.length !== 1) return { kind: 'garbage' };
    return leading ? { kind: 'number', whole: '0', fraction: runs[0] } : { kind: 'number', whole: runs[0], fraction: '0' };
  }
  if (seps.length === 0) return { kind: 'number', whole: runs[0] };

  const marks = marksOf(locale);
  const last = seps[seps.length - 1];
  const before = seps.slice(0, -1);
  if ((last === '.' || last === ',') && !before.includes(last)) {
    const fraction = runs[runs.length - 1];
    const wholeRuns = runs.slice(0, -1);
    if (before.length > 0) {
      // Separators of one other kind, then a different last mark: only a decimal mark can be last.
      if (new Set(before).size !== 1 || !groupedWell(wholeRuns)) return { kind: 'garbage' };
      return { kind: 'number', whole: wholeRuns.join(''), fraction };
    }
    const [head] = wholeRuns;
    if (last === marks.decimal) return { kind: 'number', whole: head, fraction };
    const couldBeThousands = groupedWell([head, fraction]);
    if (!couldBeThousands) return { kind: 'number', whole: head, fraction };
    if (last === marks.group) return { kind: 'number', whole: `${head}${fraction}` };
    return { kind: 'ambiguous', whole: `${head}${fraction}`, head, tail: fraction };
  }
  // One kind of separator throughout: thousands separators, if they sit where thousands do.
  if (new Set(seps).size !== 1 || !groupedWell(runs)) return { kind: 'garbage' };
  return { kind: 'number', whole: runs.join('') };
}
