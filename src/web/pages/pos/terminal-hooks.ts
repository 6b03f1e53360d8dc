/** The terminal's behaviour, one job per hook: totals, the Add button, its register, and checkout. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MSG } from '../../../domain/messages';
import type { TPaymentInput, TRegister } from '../../../domain/schemas/money';
import { computeSaleTotals, type SaleTotals } from '../../../domain/totals';
import { ApiError } from '../../api/http';
import { useCheckout, type TCheckoutResult, type TPosProduct } from '../../api/pos';
import { useDeviceRegister, useRegisters } from '../../api/registers';
import { addLine, checkoutKey, clearCart, dropCheckoutKey, finishSale, type Cart } from './cart';
import { saleBody } from './sale-body';
import type { ShowNotice } from './terminal-notice';

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

/**
 * The Add button's way onto the receipt (quantity and discount chosen in the product's row),
 * priced in the business currency; the same product again is refused with the spec's notice.
 * (A scan of a product already on the receipt adds one more instead: useScanToReceipt.)
 */
export function useAddToReceipt(currency: string, notify: ShowNotice): AddToReceipt {
  return useCallback<AddToReceipt>(
    (product, saleqty, disc) => {
      if (addLine(product, saleqty, disc, currency)) return true;
      notify({ text: MSG.itemAlreadyInReceipt, tone: 'refused' });
      return false;
    },
    [notify, currency],
  );
}

/**
 * Checkout asked for while scans are still being looked up opens once the last of them is on the
 * receipt, so the total it collects is the whole sale's.
 */
export function useCheckoutAfterScans(pending: number, canCheckout: boolean, open: () => void): () => void {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || pending > 0) return;
    setAsked(false);
    if (canCheckout) open();
  }, [asked, pending, canCheckout, open]);
  return useCallback(() => {
    if (pending > 0) setAsked(true);
    else if (canCheckout) open();
  }, [pending, canCheckout, open]);
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
