/**
 * The stock ledger's payloads: movements (an entry's history and the business-wide list) and
 * hand adjustments. See src/domain/ledger.ts for the reasons and docs/stock.md for the rules.
 */
import { z } from 'zod';
import { ADJUSTMENT_REASONS, MOVEMENT_REASONS } from '../ledger';
import { RANGE_ORDER_MESSAGE, ZPageNumber, isOrderedRange, numberFromText, text } from './common';
import { MAX_QTY, ZInventoryRow } from './inventory';
import { ZIsoDay } from './reports';

export const ZMovement = z.object({
  _id: text(),
  inventoryId: text(),
  upc: text(),
  name: text(),
  delta: z.number().int(),
  qtyAfter: z.number().int(),
  reason: z.enum(MOVEMENT_REASONS),
  /** What caused it ('sale', 'purchase_order', 'stock_count', 'adjustment') and that record's id. */
  refType: text().nullable(),
  refId: text().nullable(),
  userId: text().nullable(),
  userName: text(),
  note: text(),
  createdAt: text(),
});
export type TMovement = z.infer<typeof ZMovement>;

export const ZMovementPage = z.object({
  movements: z.array(ZMovement),
  page: z.number().int(),
  pages: z.number().int(),
  count: z.number().int(),
});
export type TMovementPage = z.infer<typeof ZMovementPage>;

/** GET /inventory/:id/movements */
export const ZEntryMovementsQuery = z.object({ pageNumber: ZPageNumber });

const ZReasonFilter = z.preprocess((v) => (v === '' ? undefined : v), z.enum(MOVEMENT_REASONS, { error: `reason must be one of ${MOVEMENT_REASONS.join(', ')}` }).optional());

/** GET /movements.csv: a range of days (UTC, both ends included) and a reason, each optional. */
export const ZMovementsFilter = z
  .object({ from: ZIsoDay, to: ZIsoDay, reason: ZReasonFilter })
  .refine((r) => isOrderedRange(r.from, r.to), { message: RANGE_ORDER_MESSAGE, path: ['from'] });
export type TMovementsFilter = z.infer<typeof ZMovementsFilter>;

/** GET /movements: the same filter, paged. */
export const ZMovementsQuery = z
  .object({ from: ZIsoDay, to: ZIsoDay, reason: ZReasonFilter, pageNumber: ZPageNumber })
  .refine((r) => isOrderedRange(r.from, r.to), { message: RANGE_ORDER_MESSAGE, path: ['from'] });
export type TMovementsQuery = z.infer<typeof ZMovementsQuery>;

export const MAX_NOTE_LENGTH = 500;
export const NOTE_REQUIRED_MESSAGE = 'Please say what happened in the note';

/** POST /inventory/:id/adjust: units found (+) or gone (−), why, and a note (required for "other"). */
export const ZAdjustment = z
  .object({
    delta: z.preprocess(
      numberFromText,
      z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(-MAX_QTY, `must be at least -${MAX_QTY}`)
        .max(MAX_QTY, `must be at most ${MAX_QTY}`)
        .refine((n) => n !== 0, 'must not be 0'),
    ),
    reason: z.enum(ADJUSTMENT_REASONS, { error: `must be one of ${ADJUSTMENT_REASONS.join(', ')}` }),
    note: z.preprocess((v) => (v === undefined || v === null ? '' : v), text().trim().max(MAX_NOTE_LENGTH, `must be at most ${MAX_NOTE_LENGTH} characters`)),
  })
  .refine((a) => a.reason !== 'other' || a.note.length > 0, { message: NOTE_REQUIRED_MESSAGE, path: ['note'] });
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustmentResult = z.object({ entry: ZInventoryRow, movement: ZMovement });
export type TAdjustmentResult = z.infer<typeof ZAdjustmentResult>;
