/**
 * The one rule for reading a number a person typed into an amount or quantity field, in the
 * business's locale. A number is read only when what was typed can mean one number: its decimal
 * mark is the locale's, or a dot or comma that cannot be a thousands separator. Anything else is
 * refused with words that say what to type, so a mark is never silently dropped ("24,99" is never
 * 2499) and a thousands separator is never taken for a decimal one.
 *
 *   en-US: 24.99 and 24,99 are 24.99; 1,234 could be 1234 or 1.234, refused; 1,234.50 refused
 *   fr-FR: 24,99 and 24.99 are 24.99; 1,234 is 1.234; 1.234 could be 1234 or 1.234, refused
 */

export type TypedNumber =
  /** `decimal`: dot-decimal text as the API reads it ('' when nothing was typed). */
  | { ok: true; decimal: string }
  /** `problem`: what to type instead, as a fragment said of the field ("Price: could be ..."). */
  | { ok: false; problem: string };

const marksByLocale = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal mark and thousands separator: '.' and ',' in en-US, ',' and a narrow space in fr-FR. */
function marksOf(locale: string): { decimal: string; group: string } {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.5);
    marks = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

/** A number as the locale's field takes it: digits and the locale's decimal mark. */
function written(digits: string, fraction: string | undefined, locale: string): string {
  return fraction === undefined ? digits : `${digits}${marksOf(locale).decimal}${fraction}`;
}

const SIGN = /^[-+\u2212]/;
/** Characters that separate thousands in some locale: comma, dot, spaces, apostrophes. */
const SEPARATOR = /[.,\s\u00A0\u202F'\u2019]/;
/** A whole number written with thousands separators: 1,234 / 1.234.567 / 1 234 / 1'234. */
const GROUPED = /^\d{1,3}(?:([.,\s\u00A0\u202F'\u2019])\d{3})(?:\1\d{3})*$/;

/** A typed number as dot-decimal text, or what is wrong with it (see the module's rule). */
export function readTypedNumber(typed: string, locale: string): TypedNumber {
  const text = typed.trim();
  if (text === '') return { ok: true, decimal: '' };
  const sign = SIGN.test(text) ? (text[0] === '+' ? '' : '-') : '';
  const body = SIGN.test(text) ? text.slice(1) : text;
  const example = written('24', '99', locale);

  const single = /^(\d*)([.,])(\d*)$/.exec(body);
  if (/^\d+$/.test(body)) return { ok: true, decimal: `${sign}${body}` };
  if (single && (single[1] !== '' || single[3] !== '')) {
    const [, whole, mark, fraction] = single;
    // A mark that is not the locale's decimal one, after one to three digits and before exactly
    // three, reads as a thousands separator as well as a decimal mark: the person must say which.
    const couldBeThousands = mark !== marksOf(locale).decimal && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole);
    if (couldBeThousands) return { ok: false, problem: `could be ${sign}${whole}${fraction} or ${sign}${written(whole, fraction, locale)}; type the one you mean` };
    return { ok: true, decimal: `${sign}${whole || '0'}.${fraction || '0'}` };
  }
  const [whole, fraction] = splitLastMark(body);
  if (GROUPED.test(whole) && (fraction === undefined || /^\d+$/.test(fraction))) {
    return { ok: false, problem: `type it without thousands separators, as ${sign}${written(whole.replace(new RegExp(SEPARATOR, 'g'), ''), fraction, locale)}` };
  }
  return { ok: false, problem: `must be a number, such as ${example}` };
}

/** '1,234.50' -> ['1,234', '50']; a number with one kind of separator is all whole: ['1,234,567', undefined]. */
function splitLastMark(body: string): [string, string | undefined] {
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return [body, undefined];
  const mark = body[last];
  const before = body.slice(0, last);
  // The last dot or comma is a decimal mark only when it differs from the separators before it.
  if (before.includes(mark)) return [body, undefined];
  return [before, body.slice(last + 1)];
}
