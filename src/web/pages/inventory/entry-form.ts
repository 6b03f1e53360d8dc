/**
 * The add and edit forms' checks: the shared schemas' rules, every field's problem at once. The
 * shared schemas stop at "Please fill in all fields" while any field is blank (the server must
 * answer one message); a form can do better and also say, in the same go, what is wrong with the
 * fields that are filled in. A blank field still speaks the spec's words, once, in the alert.
 */
import { z } from 'zod';
import { MSG } from '../../../domain/messages';
import { isFilled, ZInventoryAdd, ZInventoryUpdate } from '../../../domain/schemas/inventory';

/** The form's fields; their names on screen are in the inventory catalogue (`inventory:fields.*`). */
export const ENTRY_FIELDS = ['upc', 'item', 'manufacturer', 'subname', 'qty', 'lowinventory', 'cost', 'price'] as const;

export type EntryField = (typeof ENTRY_FIELDS)[number];

/**
 * Checks the form's values with `rules` (a shared schema's per-field stage) in one pass: a blank
 * field's problem is the spec's "Please fill in all fields", any other field's is the rule's own.
 */
export function everyProblemAtOnce<TParsed>(rules: z.ZodType<TParsed>) {
  return z.looseObject({}).transform((values, ctx): TParsed => {
    const parsed = rules.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const isBlank = typeof key === 'string' && !isFilled(values[key]);
      ctx.addIssue({ code: 'custom', path: issue.path, message: isBlank ? MSG.fillInAllFields : issue.message });
    }
    return z.NEVER;
  });
}

/** The add form: every field needed, the quantity above 0. */
export const ZEntryAddForm = everyProblemAtOnce(ZInventoryAdd.out);
/** The edit form: the quantity box is what is added, and may stay blank. */
export const ZEntryEditForm = everyProblemAtOnce(ZInventoryUpdate.out);
