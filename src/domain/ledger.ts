/**
 * The stock ledger's vocabulary, shared by server and screens. Every change of an entry's
 * quantity is one movement with one of these reasons (docs/stock.md).
 */
export const MOVEMENT_REASONS = ['create', 'edit', 'count', 'sale', 'return', 'receive', 'adjust', 'import'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** Why a shop adjusts stock by hand (`POST /inventory/:id/adjust`); `other` needs a note. */
export const ADJUSTMENT_REASONS = ['damaged', 'lost', 'theft', 'found', 'correction', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** What a movement's reason is called on screen and in the CSV. */
export const MOVEMENT_REASON_LABELS: Record<MovementReason, string> = {
  create: 'Added',
  edit: 'Edited',
  count: 'Counted',
  sale: 'Sold',
  return: 'Returned',
  receive: 'Received',
  adjust: 'Adjusted',
  import: 'Imported',
};

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  damaged: 'Damaged',
  lost: 'Lost',
  theft: 'Theft',
  found: 'Found',
  correction: 'Correction',
  other: 'Other',
};
