/**
 * A purchase order being drafted: its lines as the form holds them (quantities and costs as the
 * inputs' text), and the ways lines arrive: a scanned UPC adds one unit, "Order what is low"
 * adds every low entry not yet on the draft at its reorder quantity (src/domain/purchasing.ts).
 */
import { toCents } from '../../../domain/money';
import { MAX_PURCHASE_ORDER_LINES, orderTotalCents } from '../../../domain/purchasing';
import type { TOrderableEntry } from '../../../domain/schemas/purchasing';

export interface DraftLine {
  inventoryId: string;
  upc: string;
  name: string;
  onHand: number;
  lowinventory: number;
  qty: string;
  cost: string;
}

export interface DraftValues {
  supplierId: string;
  note: string;
  lines: DraftLine[];
}

export const EMPTY_DRAFT: DraftValues = { supplierId: '', note: '', lines: [] };

/** A new line for an entry; its cost starts at what the entry costs now. */
export function draftLineOf(entry: TOrderableEntry, qty: number): DraftLine {
  return { inventoryId: entry.inventoryId, upc: entry.upc, name: entry.name, onHand: entry.onHand, lowinventory: entry.lowinventory, qty: String(qty), cost: entry.cost.toFixed(2) };
}

const unitsIn = (qty: string) => {
  const n = Number(qty);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export type AddOutcome = { kind: 'added' | 'increased'; lines: DraftLine[]; index: number } | { kind: 'full' };

/** One more unit of a scanned or picked entry: one more on its line, or a new line of 1. */
export function addUnit(lines: readonly DraftLine[], entry: TOrderableEntry): AddOutcome {
  const index = lines.findIndex((l) => l.inventoryId === entry.inventoryId);
  if (index >= 0) {
    const next = [...lines];
    next[index] = { ...lines[index], qty: String(unitsIn(lines[index].qty) + 1) };
    return { kind: 'increased', lines: next, index };
  }
  if (lines.length >= MAX_PURCHASE_ORDER_LINES) return { kind: 'full' };
  return { kind: 'added', lines: [...lines, draftLineOf(entry, 1)], index: lines.length };
}

/** Every low entry not on the draft yet, at its reorder quantity, as far as an order's lines go. */
export function addLowEntries(lines: readonly DraftLine[], entries: readonly TOrderableEntry[]): { lines: DraftLine[]; added: number; left: number } {
  const onDraft = new Set(lines.map((l) => l.inventoryId));
  const next = [...lines];
  let left = 0;
  for (const entry of entries) {
    if (onDraft.has(entry.inventoryId)) continue;
    if (next.length >= MAX_PURCHASE_ORDER_LINES) {
      left += 1;
      continue;
    }
    next.push(draftLineOf(entry, entry.reorderQty));
  }
  return { lines: next, added: next.length - lines.length, left };
}

/** The draft's total in cents, or null while a quantity or a cost does not read as one. */
export function draftTotalCents(lines: readonly Pick<DraftLine, 'qty' | 'cost'>[]): number | null {
  try {
    return orderTotalCents(
      lines.map((l) => {
        const qty = Number(l.qty);
        const cost = Number(l.cost);
        if (l.qty.trim() === '' || l.cost.trim() === '' || !Number.isInteger(qty) || qty < 0 || !Number.isFinite(cost) || cost < 0) throw new RangeError('not a number');
        return { qty, costCents: toCents(cost) };
      }),
    );
  } catch {
    return null;
  }
}
