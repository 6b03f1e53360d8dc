/**
 * The rules of buying stock, shared by the server (which applies them) and the screens (which show
 * them before anything is sent): what a receipt does to an entry's cost, how much "Order what is
 * low" asks for, and the status a purchase order has after a receipt. See docs/stock.md.
 * Amounts are integer cents; quantities are whole units.
 */
import { divRound } from './totals';

export const PURCHASE_ORDER_STATUSES = ['open', 'partial', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** What a status is called on screen and on the printed order. */
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  open: 'Open',
  partial: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Most lines one purchase order (or one receipt) may have. */
export const MAX_PURCHASE_ORDER_LINES = 200;

/** The largest quantity the product keeps on hand (domain/schemas/inventory.ts holds it as MAX_QTY). */
const MAX_ON_HAND = 1_000_000;

function requireWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
}

/**
 * An entry's cost after receiving `received` units bought at `poCostCents` each, when `onHand`
 * units were on hand at `costCents`: the weighted average
 *
 *     round((onHand × cost + received × poCost) / (onHand + received))
 *
 * rounded half away from zero on the cent. Stock at or below zero has no cost worth averaging
 * (units sold offline before they arrived), so the purchase cost is taken as it is.
 */
export function weightedAverageCostCents(onHand: number, costCents: number, received: number, poCostCents: number): number {
  requireWhole(onHand, 'On hand');
  requireWhole(costCents, 'Cost (cents)');
  requireWhole(received, 'Received');
  requireWhole(poCostCents, 'Purchase cost (cents)');
  if (received < 1) throw new RangeError(`Received must be at least 1, got ${received}`);
  if (onHand <= 0) return poCostCents;
  const value = BigInt(onHand) * BigInt(costCents) + BigInt(received) * BigInt(poCostCents);
  return Number(divRound(value, BigInt(onHand + received)));
}

/**
 * "Order what is low": an entry at or under its low level is ordered up to twice that level,
 * and always at least one unit (an entry whose low level is 0 and that has run out still needs
 * one). The quantity never passes what an entry may hold.
 */
export function reorderQty(onHand: number, lowLevel: number): number {
  requireWhole(onHand, 'On hand');
  requireWhole(lowLevel, 'Low level');
  return Math.min(MAX_ON_HAND, Math.max(1, 2 * lowLevel - onHand));
}

/** Whether an entry belongs in "Order what is low" (the low-inventory report's rule). */
export function isLow(onHand: number, lowLevel: number): boolean {
  return onHand <= lowLevel;
}

export interface OrderedLine {
  qty: number;
  received: number;
}

/** How many units of a line are still to come. */
export function remainingOf(line: OrderedLine): number {
  return line.qty - line.received;
}

/**
 * The status of an order that has not been cancelled, from its lines: nothing received yet is
 * `open`, everything received is `received`, anything between is `partial`.
 */
export function receivingStatus(lines: readonly OrderedLine[]): Exclude<PurchaseOrderStatus, 'cancelled'> {
  const received = lines.reduce((n, l) => n + l.received, 0);
  if (received === 0) return 'open';
  return lines.every((l) => l.received >= l.qty) ? 'received' : 'partial';
}

/** Only an order that is open or partly received takes more goods in. */
export function canReceive(status: PurchaseOrderStatus): boolean {
  return status === 'open' || status === 'partial';
}

/** Only an order with nothing received yet may be cancelled. */
export function canCancel(status: PurchaseOrderStatus): boolean {
  return status === 'open';
}

/** Σ qty × cost of the lines, in cents, exactly; throws when it would not be a safe integer. */
export function orderTotalCents(lines: readonly { qty: number; costCents: number }[]): number {
  let total = 0n;
  for (const [i, line] of lines.entries()) {
    requireWhole(line.qty, `Line ${i + 1} quantity`);
    requireWhole(line.costCents, `Line ${i + 1} cost (cents)`);
    total += BigInt(line.qty) * BigInt(line.costCents);
  }
  const n = Number(total);
  if (!Number.isSafeInteger(n)) throw new RangeError(`The order's total is too large: ${total}`);
  return n;
}
