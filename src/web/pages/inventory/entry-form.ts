/**
 * The add and edit forms' checks: the shared schemas' rules, every field's problem at once. The
 * shared schemas stop at "Please fill in all fields" while any field is blank (the server must
 * answer one message); a form can do better and also say, in the same go, what is wrong with the
 * fields that are filled in. A blank field still speaks the spec's words, once, in the alert.
 */
import { z } from 'zod';
import { describeAmountIssue, MAX_PRICE_MINOR, minorUnitIssue } from '../../../domain/currency';
import { MSG } from '../../../domain/messages';
import { numberFromText } from '../../../domain/schemas/common';
import { isFilled, ZInventoryAdd, ZInventoryUpdate } from '../../../domain/schemas/inventory';

/** The form's fields; their names on screen are in the inventory catalogue (`inventory:fields.*`). */
export const ENTRY_FIELDS = ['upc', 'item', 'manufacturer', 'subname', 'qty', 'lowinventory', 'cost', 'price'] as const;

export type EntryField = (typeof ENTRY_FIELDS)[number];

/** Cost and price: numbers the shared schema reads, that the server then checks in the business currency. */
const AMOUNT_FIELDS = ['cost', 'price'] as const;

/**
 * What the server will say of a cost or price in `currency` (at least one minor unit, at most the
 * largest price, no more decimals than the currency has: "must be at least 0.01"), said here
 * first, so the confirmation never offers "-$1.00" for the server to refuse.
 */
export function amountProblem(value: unknown, currency: string): string | null {
  const n = numberFromText(value);
  if (typeof n !== 'number' || Number.isNaN(n)) return null;
  const issue = minorUnitIssue(n, currency, { minMinor: 1, maxMinor: MAX_PRICE_MINOR });
  return issue ? describeAmountIssue(issue) : null;
}

/**
 * Checks the form's values with `rules` (a shared schema's per-field stage) in one pass: a blank
 * field's problem is the spec's "Please fill in all fields", any other field's is the rule's own;
 * cost and price are also held to the business currency's amounts (`amountProblem`).
 */
export function everyProblemAtOnce<TParsed>(rules: z.ZodType<TParsed>, currency: string) {
  return z.looseObject({}).transform((values, ctx): TParsed => {
    const parsed = rules.safeParse(values);
    const flagged = new Set<unknown>();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        flagged.add(key);
        const isBlank = typeof key === 'string' && !isFilled(values[key]);
        ctx.addIssue({ code: 'custom', path: issue.path, message: isBlank ? MSG.fillInAllFields : issue.message });
      }
    }
    let amountsOk = true;
    for (const field of AMOUNT_FIELDS) {
      const problem = flagged.has(field) ? null : amountProblem(values[field], currency);
      if (!problem) continue;
      amountsOk = false;
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    return parsed.success && amountsOk ? parsed.data : z.NEVER;
  });
}

/** The add form in the business currency: every field needed, the quantity above 0. */
export const entryAddForm = (currency: string) => everyProblemAtOnce(ZInventoryAdd.out, currency);
/** The edit form in the business currency: the quantity box is what is added, and may stay blank. */
export const entryEditForm = (currency: string) => everyProblemAtOnce(ZInventoryUpdate.out, currency);
