/** The terminal's behaviour, one job per hook: totals, adding and scanning, its register, and checkout. */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { MSG } from '../../../domain/messages';
import type { TPaymentInput, TRegister } from '../../../domain/schemas/money';
import { computeSaleTotals, type SaleTotals } from '../../../domain/totals';
import { ApiError } from '../../api/http';
import { fetchExactUpc, useCheckout, type TCheckoutResult, type TPosProduct } from '../../api/pos';
import { useDeviceRegister, useRegisters } from '../../api/registers';
import { useFlash } from '../../components/useFlash';
import { addLine, checkoutKey, clearCart, dropCheckoutKey, finishSale, type Cart } from './cart';
import { saleBody } from './sale-body';

/** How long the 'Item already in receipt' notice stays. */
const NOTICE_MS = 3000;

/** Performance marks around a scan, read by the web performance budget (a line must show within one frame of the answer). */
const SCAN_ANSWERED = 'pos:scan-answered';
const SCAN_LINE_SHOWN = 'pos:scan-line-shown';

export type AddToReceipt = (product: TPosProduct, saleqty: number, disc: number) => boolean;

/** How the business prices a cart: the default class's rate (shipping's) and whether prices include tax. */
export interface Pricing {
  defaultRateBp: number;
  inclusive: boolean;
}

/**
 * The receipt's totals by the function checkout uses (each line at its class's rate, tax per rate),
 * or the error of a cart that cannot be totalled.
 */
export function useCartTotals(cart: Cart, pricing: Pricing): SaleTotals | Error {
  const { defaultRateBp, inclusive } = pricing;
  return useMemo(() => {
    try {
      return computeSaleTotals({
        lines: cart.lines.map((l) => ({ priceMinor: l.priceCents, qty: l.saleqty, discountPct: l.discountPct, rateBp: l.rateBp ?? defaultRateBp })),
        shippingMinor: cart.shippingCents,
        defaultRateBp,
        inclusive,
      });
    } catch (err) {
      // Only a hand-edited stored cart gets here; the inputs are checked before a line is added.
      return err instanceof Error ? err : new Error(String(err));
    }
  }, [cart.lines, cart.shippingCents, defaultRateBp, inclusive]);
}

/** Puts a product on the receipt, priced in the business currency; the same product again is refused with the spec's notice. */
export function useAddToReceipt(currency: string): { add: AddToReceipt; notice: string | null } {
  const [notice, showNotice] = useFlash(NOTICE_MS);
  const add = useCallback<AddToReceipt>(
    (product, saleqty, disc) => {
      if (addLine(product, saleqty, disc, currency)) return true;
      showNotice(MSG.itemAlreadyInReceipt);
      return false;
    },
    [showNotice, currency],
  );
  return { add, notice };
}

/**
 * A scanned UPC that matches exactly one product goes straight onto the receipt (answers true when
 * it did). The time from the server's answer to the line on screen is measured for the budget.
 */
export function useScanToReceipt(add: AddToReceipt, lineCount: number): (upc: string) => Promise<boolean> {
  // Runs once the new line is in the DOM, before the browser paints it.
  useLayoutEffect(() => {
    if (performance.getEntriesByName(SCAN_ANSWERED, 'mark').length === 0) return;
    performance.mark(SCAN_LINE_SHOWN);
    performance.measure('pos:scan-to-line', SCAN_ANSWERED, SCAN_LINE_SHOWN);
    performance.clearMarks(SCAN_ANSWERED);
  }, [lineCount]);

  return useCallback(
    async (upc: string) => {
      const matches = await fetchExactUpc(upc).catch(() => []);
      if (matches.length !== 1) return false;
      performance.mark(SCAN_ANSWERED);
      if (!add(matches[0], 1, 0)) performance.clearMarks(SCAN_ANSWERED);
      return true;
    },
    [add],
  );
}

export interface TerminalRegister {
  /** The registers to choose from (none until they have loaded). */
  registers: TRegister[];
  /** The device's register while it exists in this business; null: no register. */
  current: TRegister | null;
  /** What checkout sends as `register`. */
  saleRegisterId: string | null;
  choose: (id: string | null) => void;
}

/** The register this device sells on, remembered on the device, and whether it is open. */
export function useTerminalRegister(): TerminalRegister {
  const list = useRegisters();
  const [deviceId, choose] = useDeviceRegister();
  const registers = list.data?.registers ?? [];
  const current = registers.find((r) => r._id === deviceId) ?? null;
  // Until the list answers, the remembered register is trusted (the server checks it); once it has,
  // a register of another business or one since removed (the device changed hands) counts as none.
  const saleRegisterId = list.data ? (current?._id ?? null) : deviceId;
  return { registers, current, saleRegisterId, choose };
}

/** The key that opens Checkout from anywhere on the terminal, so a scanner-and-keyboard sale needs no mouse. */
export const CHECKOUT_KEY = 'F2';

/** Opens Checkout on F2 while `enabled` (lines on the receipt, no dialog open). */
export function useCheckoutShortcut(enabled: boolean, open: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== CHECKOUT_KEY || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, open]);
}

/**
 * Checkout: the Finish Sale dialog and its Save, which sends the sale and its tender once (a lost
 * answer keeps the Idempotency-Key for the retry, and the server answers the first sale), and
 * Cancel Sale.
 */
export function useCheckoutFlow(cart: Cart, totals: SaleTotals | Error, currency: string, register: string | null, onSold: (sale: TCheckoutResult) => void) {
  const checkout = useCheckout();
  const [finishing, setFinishing] = useState(false);
  const { reset } = checkout;

  const save = async (qrid: string, payments: TPaymentInput[] | undefined) => {
    if (totals instanceof Error) return;
    try {
      const sale = await checkout.mutateAsync({ body: saleBody(cart, totals, currency, payments), qrid, register, idempotencyKey: checkoutKey() });
      finishSale(sale);
      setFinishing(false);
      onSold(sale);
    } catch (err) {
      // A refusal (stock gone, bad input) sold nothing; a lost answer keeps the key for the retry.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) dropCheckoutKey();
    }
  };

  const open = useCallback(() => {
    reset();
    setFinishing(true);
  }, [reset]);

  return {
    finishing,
    error: checkout.error,
    open,
    close: () => setFinishing(false),
    save,
    cancelSale: () => {
      clearCart();
      checkout.reset();
    },
  };
}
