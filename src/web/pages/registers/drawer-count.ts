/**
 * Counting a cash drawer, for opening a shift (the float) and closing it (the counted cash): either
 * note by note and coin by coin, with a running total, or the total typed at once. The form keeps
 * what was typed; its schema turns it into the amount the API takes, checked with the API's own
 * schema of that amount, so the till and the server refuse the same things in the same words.
 */
import { z } from 'zod';
import { fitsMinorUnit, fromMinor, minorDigits, minorPerMajor, toMinor } from '../../../domain/currency';
import { countedTotal } from '../../../domain/shifts';
import { i18n } from '../../i18n';
import { decimalsProblem } from './decimals-problem';

export const COUNT_MODES = ['count', 'total'] as const;
export type CountMode = (typeof COUNT_MODES)[number];

/** What the count form holds: how the drawer is counted, the count per denomination (in the order of the denominations), and the typed total. */
export interface DrawerCountValues {
  mode: CountMode;
  counts: string[];
  total: string;
}

/** More pieces of one kind than this is a typo, not a drawer. */
export const MAX_PIECES = 100_000;
/** Said of a count that is not a whole number of pieces (after the count's label). */
export const countProblem = () => i18n.t('registers:count.problem', { max: MAX_PIECES });

export function emptyDrawerCount(denominations: readonly number[]): DrawerCountValues {
  return { mode: 'count', counts: denominations.map(() => ''), total: '' };
}

/** A typed number of notes or coins: blank is none; anything but a whole number up to MAX_PIECES is null. */
export function readCount(typed: string | undefined): number | null {
  const text = (typed ?? '').trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_PIECES ? n : null;
}

/** The notes and coins counted so far, in minor units. A count that cannot be read adds nothing yet; the form names it on submit. */
export function runningTotalMinor(denominations: readonly number[], counts: readonly (string | undefined)[]): number {
  return countedTotal(denominations.map((denominationMinor, i) => ({ denominationMinor, count: readCount(counts[i]) ?? 0 })));
}

/**
 * A denomination as it is printed on it: whole ones without decimals ($20, 500 ¥), coins with the
 * currency's decimals ($0.25, €0.50, 0.250 KWD).
 */
export function denominationLabel(minor: number, currency: string, locale: string): string {
  const isWhole = minor % minorPerMajor(currency) === 0;
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: isWhole ? 0 : digits, maximumFractionDigits: digits }).format(fromMinor(minor, currency));
}

export interface DrawerCountOptions {
  denominations: readonly number[];
  currency: string;
  /** The API's schema of the amount (the float, the counted cash): its limits and messages. */
  amount: z.ZodType<number>;
  /** How the amount is named in a sentence: "The float", "The counted cash". */
  label: string;
  /** Said when nothing was counted or typed in total mode. */
  blankMessage: string;
}

export interface DrawerCount {
  /** In the currency's major unit, as the API takes it. */
  amount: number;
  minor: number;
}

/** The count form's schema: each count readable, or the typed total an amount the currency can hold, then the API's own checks. */
export function drawerCountSchema({ denominations, currency, amount, label, blankMessage }: DrawerCountOptions) {
  return z
    .object({ mode: z.enum(COUNT_MODES), counts: z.array(z.string()).optional(), total: z.string().optional() })
    .transform((values, ctx): DrawerCount => {
      let typed: unknown;
      if (values.mode === 'count') {
        const counts = values.counts ?? [];
        const unreadable = denominations.map((_, i) => i).filter((i) => readCount(counts[i]) === null);
        unreadable.forEach((i) => ctx.addIssue({ code: 'custom', message: countProblem(), path: ['counts', i] }));
        if (unreadable.length > 0) return z.NEVER;
        typed = fromMinor(runningTotalMinor(denominations, counts), currency);
      } else {
        typed = (values.total ?? '').trim();
        if (typed === '') {
          ctx.addIssue({ code: 'custom', message: blankMessage, path: ['total'] });
          return z.NEVER;
        }
      }
      const parsed = amount.safeParse(typed);
      if (!parsed.success) {
        parsed.error.issues.forEach((issue) => ctx.addIssue({ code: 'custom', message: issue.message, path: ['total'] }));
        return z.NEVER;
      }
      if (!fitsMinorUnit(parsed.data, currency)) {
        ctx.addIssue({ code: 'custom', message: decimalsProblem(label, currency), path: ['total'] });
        return z.NEVER;
      }
      return { amount: parsed.data, minor: toMinor(parsed.data, currency) };
    });
}

/**
 * What the form holds so far, in minor units, for the figures shown while counting (over/short
 * against the expected cash); null while nothing is counted yet or a typed total is not an amount
 * yet, so an untouched form does not already say "short". `total` is the dot decimal the amount
 * field hands on.
 */
export function currentTotalMinor(values: Partial<DrawerCountValues>, denominations: readonly number[], currency: string): number | null {
  if (values.mode !== 'total') {
    const counts = values.counts ?? [];
    return counts.some((c) => (c ?? '').trim() !== '') ? runningTotalMinor(denominations, counts) : null;
  }
  const typed = (values.total ?? '').trim();
  const amount = Number(typed);
  return typed !== '' && fitsMinorUnit(amount, currency) && amount >= 0 ? toMinor(amount, currency) : null;
}
