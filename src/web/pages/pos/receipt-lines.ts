/**
 * The receipt's lines and the rules for changing them, apart from where the cart is stored: a
 * scan adds a line or one more of it, a quantity stays within what is on hand, a discount within
 * the spec's 0-50 %, a removed line can be put back. Pure; cart.ts stores what these answer.
 */
import { MAX_DISCOUNT_PCT } from '../../../domain/constants';
import { toMinor } from '../../../domain/currency';
import { percentToPpm } from '../../../domain/tax';
import type { TPosProduct } from '../../api/pos';
import { i18n } from '../../i18n';
import type { CartLine } from './cart';

/** A typed figure, or the rule it breaks: in full, and as the few words a table cell has room for. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string; hint: string };

export const lineName = (line: Pick<CartLine, 'manufacturer' | 'subname'>) => `${line.manufacturer} ${line.subname}`.trim();

/** Quantities and percents are typed as whole numbers: "3", not "3.0", "3e0" or "three". */
function readWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

export const quantityRule = (available: number) => i18n.t('pos:lines.quantityRule', { max: available });
/** Checkout's own words for a discount it refuses, in the app's language. */
export const discountRule = () => i18n.t('pos:lines.discountRule', { max: MAX_DISCOUNT_PCT });

/** A typed sale quantity: 1 to what is on hand. */
export function readQuantity(text: string, available: number): Read<number> {
  const n = readWhole(text);
  return n !== null && n >= 1 && n <= available ? { ok: true, value: n } : { ok: false, message: quantityRule(available), hint: i18n.t('pos:lines.quantityHint', { max: available }) };
}

/** A typed discount: a whole percent from 0 to 50 (the spec's rule, checked again at checkout). */
export function readDiscount(text: string): Read<number> {
  const n = readWhole(text);
  return n !== null && n <= MAX_DISCOUNT_PCT ? { ok: true, value: n } : { ok: false, message: discountRule(), hint: i18n.t('pos:lines.discountHint', { max: MAX_DISCOUNT_PCT }) };
}

/** A product as a receipt line, priced in the business currency's minor unit. */
export function lineFromProduct(product: TPosProduct, saleqty: number, discountPct: number, currency: string): CartLine {
  return {
    _id: product._id,
    cid: product.cid,
    upc: product.upc,
    item: product.item,
    manufacturer: product.manufacturer,
    subname: product.subname,
    available: product.qty,
    priceCents: toMinor(product.price, currency),
    ratePpm: percentToPpm(product.taxRate),
    ...(product.taxes ? { taxes: product.taxes.map((t) => ({ name: t.name, ratePpm: percentToPpm(t.rate), compound: t.compound })) } : {}),
    saleqty,
    discountPct,
  };
}

export type ScanOutcome =
  | { kind: 'added'; line: CartLine }
  | { kind: 'more'; line: CartLine }
  /** One more would be more than the shop has: nothing changed. */
  | { kind: 'no-stock'; line: CartLine };

/**
 * A scanned product: a new line of 1, or one more on its line. The look-up's figure for what is on
 * hand replaces the line's, since it is the newer of the two.
 */
export function scanInto(lines: readonly CartLine[], product: TPosProduct, currency: string): { lines: CartLine[]; outcome: ScanOutcome } {
  const index = lines.findIndex((l) => l._id === product._id);
  if (index === -1) {
    const line = lineFromProduct(product, 1, 0, currency);
    return { lines: [...lines, line], outcome: { kind: 'added', line } };
  }
  const current = { ...lines[index], available: product.qty };
  if (current.saleqty + 1 > current.available) {
    return { lines: lines.map((l, i) => (i === index ? current : l)), outcome: { kind: 'no-stock', line: current } };
  }
  const line = { ...current, saleqty: current.saleqty + 1 };
  return { lines: lines.map((l, i) => (i === index ? line : l)), outcome: { kind: 'more', line } };
}

/** The line's new quantity, when the rule allows it; otherwise the lines as they were. */
export function withQuantity(lines: readonly CartLine[], id: string, saleqty: number): CartLine[] {
  return lines.map((l) => (l._id === id && saleqty >= 1 && saleqty <= l.available ? { ...l, saleqty } : l));
}

export function withDiscount(lines: readonly CartLine[], id: string, discountPct: number): CartLine[] {
  return readDiscount(String(discountPct)).ok ? lines.map((l) => (l._id === id ? { ...l, discountPct } : l)) : [...lines];
}

/**
 * A discount on the whole sale. Checkout takes discounts per line only (the sale's 'Disc on sale'
 * is their sum), so the sale's percent is set on every line: the same money off as a percent off
 * the whole.
 */
export function withEveryDiscount(lines: readonly CartLine[], discountPct: number): CartLine[] {
  return readDiscount(String(discountPct)).ok ? lines.map((l) => ({ ...l, discountPct })) : [...lines];
}

/** A line taken off the receipt, with where it was, so Undo can put it back. */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

export function withoutLine(lines: readonly CartLine[], id: string): { lines: CartLine[]; removed: RemovedLine | null } {
  const index = lines.findIndex((l) => l._id === id);
  if (index === -1) return { lines: [...lines], removed: null };
  return { lines: lines.filter((_, i) => i !== index), removed: { line: lines[index], index } };
}

/**
 * Undo of a removal: the line as it was, where it was. Scanned again meanwhile, the product's new
 * line gives way to the old one, so the receipt reads exactly as before the removal.
 */
export function withLineRestored(lines: readonly CartLine[], { line, index }: RemovedLine): CartLine[] {
  const others = lines.filter((l) => l._id !== line._id);
  const at = Math.min(index, others.length);
  return [...others.slice(0, at), line, ...others.slice(at)];
}
