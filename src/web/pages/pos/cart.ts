/**
 * The terminal's cart, held on the client. localStorage ('posCart') is the source of truth so the
 * cart survives a reload, follows other tabs, and disappears when logout clears the key.
 */
import { useSyncExternalStore } from 'react';
import type { LineTax } from '../../../domain/totals';
import type { TPosProduct, TCheckoutResult } from '../../api/pos';
import { lineFromProduct, scanInto, withDiscount, withEveryDiscount, withLineRestored, withoutLine, withQuantity, type RemovedLine, type ScanOutcome } from './receipt-lines';

export const CART_STORAGE_KEY = 'posCart';

export interface CartLine {
  _id: string;
  cid: string;
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  /** Units on hand when the line was added (caps the sale quantity). */
  available: number;
  /** Minor units of the business currency (cents, yen, fils); named when every amount was cents. */
  priceCents: number;
  /** The product's tax rate (its class's), the percent × 10,000; carts stored before classes have none: the default rate. */
  ratePpm?: number;
  /** Its class's named taxes in order (GST then QST), when the class names them. */
  taxes?: readonly LineTax[];
  saleqty: number;
  discountPct: number;
}

/** A sale just finished; `offline`: rung up without the server, waiting on this device. */
export type LastSaleOf = TCheckoutResult & { offline?: boolean };

export interface Cart {
  lines: CartLine[];
  /** Minor units of the business currency. */
  shippingCents: number;
  /**
   * The Idempotency-Key of the checkout being attempted. It is kept until the sale succeeds (or the
   * server refuses it outright), so a retry after a lost answer can never sell twice.
   */
  idempotencyKey: string | null;
  /** The last finished sale, shown under the terminal until the next one starts. */
  lastSale: LastSaleOf | null;
  /** The line scanned, added or changed last: the one F3 and F4 edit. */
  recentLineId?: string;
}

const EMPTY: Cart = { lines: [], shippingCents: 0, idempotencyKey: null, lastSale: null };

let cachedRaw: string | null = null;
let cached: Cart = EMPTY;
const listeners = new Set<() => void>();

function isCart(value: unknown): value is Cart {
  return (
    typeof value === 'object' &&
    value !== null &&
    'lines' in value &&
    Array.isArray(value.lines) &&
    'shippingCents' in value &&
    Number.isSafeInteger(value.shippingCents)
  );
}

/** A line stored when rates were hundredths of a percent (`rateBp`) gets its rate in today's unit. */
export function upgradeLine(line: CartLine & { rateBp?: unknown }): CartLine {
  if (line.ratePpm !== undefined || typeof line.rateBp !== 'number') return line;
  const { rateBp, ...rest } = line;
  return { ...rest, ratePpm: rateBp * 100 };
}

/** Reads the stored cart; the parsed value is reused while the stored text is unchanged. */
export function readCart(): Cart {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policy): the cart then starts empty.
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cached = isCart(parsed) ? { ...EMPTY, ...parsed, lines: parsed.lines.map(upgradeLine) } : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function writeCart(next: Cart) {
  const raw = JSON.stringify(next);
  localStorage.setItem(CART_STORAGE_KEY, raw);
  cachedRaw = raw;
  cached = next;
  listeners.forEach((l) => l());
}

function update(change: (cart: Cart) => Cart) {
  writeCart(change(readCart()));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

export function hasLine(productId: string): boolean {
  return readCart().lines.some((l) => l._id === productId);
}

/** Adds a product, priced in the business currency; returns false (and changes nothing) when it is already on the receipt. */
export function addLine(product: TPosProduct, saleqty: number, discountPct: number, currency: string): boolean {
  if (hasLine(product._id)) return false;
  update((cart) => ({ ...cart, lastSale: null, lines: [...cart.lines, lineFromProduct(product, saleqty, discountPct, currency)], recentLineId: product._id }));
  return true;
}

/** A scanned product: a new line, or one more on its line (within what is on hand). */
export function scanProduct(product: TPosProduct, currency: string): ScanOutcome {
  const { lines, outcome } = scanInto(readCart().lines, product, currency);
  update((cart) => ({ ...cart, lastSale: null, lines, recentLineId: product._id }));
  return outcome;
}

/** The line's quantity; one outside 1 to what is on hand is ignored (the editor says why). */
export function setLineQuantity(productId: string, saleqty: number) {
  update((cart) => ({ ...cart, lines: withQuantity(cart.lines, productId, saleqty), recentLineId: productId }));
}

export function setLineDiscount(productId: string, discountPct: number) {
  update((cart) => ({ ...cart, lines: withDiscount(cart.lines, productId, discountPct), recentLineId: productId }));
}

/** The same discount on every line: checkout takes no discount on the sale itself. */
export function setSaleDiscount(discountPct: number) {
  update((cart) => ({ ...cart, lines: withEveryDiscount(cart.lines, discountPct) }));
}

/** Takes a line off the receipt and answers it, with its place, for Undo. */
export function takeLine(productId: string): RemovedLine | null {
  const { lines, removed } = withoutLine(readCart().lines, productId);
  if (removed) update((cart) => ({ ...cart, lines, recentLineId: cart.recentLineId === productId ? undefined : cart.recentLineId }));
  return removed;
}

export function putLineBack(removed: RemovedLine) {
  update((cart) => ({ ...cart, lastSale: null, lines: withLineRestored(cart.lines, removed), recentLineId: removed.line._id }));
}

/** The line F3 and F4 edit: the one touched last, else the last on the receipt. */
export function recentLine(cart: Cart): CartLine | undefined {
  return cart.lines.find((l) => l._id === cart.recentLineId) ?? cart.lines.at(-1);
}

export function setShipping(shippingCents: number) {
  update((cart) => ({ ...cart, shippingCents }));
}

/** Cancel Sale: lines, shipping and discounts go; so does any pending checkout key. */
export function clearCart() {
  writeCart(EMPTY);
}

/**
 * A random v4 UUID. crypto.randomUUID exists only in secure contexts, and a shop may open the
 * terminal over plain http on its own network; getRandomValues works everywhere.
 */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for this checkout attempt: the pending one if a previous attempt's answer was lost. */
export function checkoutKey(): string {
  const cart = readCart();
  if (cart.idempotencyKey) return cart.idempotencyKey;
  const key = newUuid();
  writeCart({ ...cart, idempotencyKey: key });
  return key;
}

/** The server answered "no" (4xx): nothing was sold, so the next attempt is a new one. */
export function dropCheckoutKey() {
  update((cart) => ({ ...cart, idempotencyKey: null }));
}

/** The sale went through: start an empty receipt and remember the sale to show it. */
export function finishSale(sale: LastSaleOf) {
  writeCart({ ...EMPTY, lastSale: sale });
}

export function dismissLastSale() {
  update((cart) => ({ ...cart, lastSale: null }));
}
