/** The terminal's behaviour, one job per hook: totals, the Add button, its register, and checkout. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CashRounding } from '../../../domain/cash-rounding';
import { MSG } from '../../../domain/messages';
import type { TPaymentInput, TRegister } from '../../../domain/schemas/money';
import { percentToPpm } from '../../../domain/tax';
import { computeSaleTotals, type LineTax, type SaleTotals } from '../../../domain/totals';
import { useTaxClasses } from '../../api/tax-classes';
import { ApiError, CANT_REACH } from '../../api/http';
import { useCheckout, type TCheckoutResult, type TPosProduct } from '../../api/pos';
import { useDeviceRegister, useRegisters } from '../../api/registers';
import { say } from '../../i18n';
import { takeFromDeviceStock } from '../../sync/catalog-store';
import { deviceBarcode, offlineSaleOf, offlineTenderProblem, OFFLINE_NO_WALLET } from '../../sync/offline-sale';
import { queueSale } from '../../sync/outbox-store';
import { nudgeOutbox } from '../../sync/useOutbox';
import { addLine, checkoutKey, clearCart, dropCheckoutKey, finishSale, type Cart, type LastSaleOf } from './cart';
import { saleBody } from './sale-body';
import type { ShowNotice } from './terminal-notice';

export type AddToReceipt = (product: TPosProduct, saleqty: number, disc: number) => boolean;

/** How the business prices a cart: the default class's rate (shipping's) and whether prices include tax. */
export interface Pricing {
  defaultRatePpm: number;
  /** The default class's named taxes, when it names them (shipping is taxed by each). */
  defaultTaxes?: readonly LineTax[];
  inclusive: boolean;
}

/**
 * The receipt's totals by the function checkout uses (each line at its class's rate, tax per rate),
 * or the error of a cart that cannot be totalled.
 */
export function useCartTotals(cart: Cart, pricing: Pricing): SaleTotals | Error {
  const { defaultRatePpm, defaultTaxes, inclusive } = pricing;
  return useMemo(() => {
    try {
      return computeSaleTotals({
        lines: cart.lines.map((l) => ({ priceMinor: l.priceCents, qty: l.saleqty, discountPct: l.discountPct, ratePpm: l.ratePpm ?? defaultRatePpm, taxes: l.taxes })),
        shippingMinor: cart.shippingCents,
        defaultRatePpm,
        defaultTaxes,
        inclusive,
      });
    } catch (err) {
      // Only a hand-edited stored cart gets here; the inputs are checked before a line is added.
      return err instanceof Error ? err : new Error(String(err));
    }
  }, [cart.lines, cart.shippingCents, defaultRatePpm, defaultTaxes, inclusive]);
}

/**
 * The default class's named taxes, for shipping, when it names them; as checkout reads them, or
 * none (one rate) while they are not known.
 */
export function useDefaultTaxes(): readonly LineTax[] | undefined {
  const classes = useTaxClasses();
  return useMemo(() => {
    const standard = classes.data?.find((c) => c.isDefault);
    // A class of one rate lists it under its own name: that one is the settings' rate, unnamed.
    if (!standard || (standard.taxes.length === 1 && standard.taxes[0].name === standard.name)) return undefined;
    return standard.taxes.map((t) => ({ name: t.name, ratePpm: percentToPpm(t.rate), compound: t.compound }));
  }, [classes.data]);
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
      notify({ text: say(MSG.itemAlreadyInReceipt), tone: 'refused' });
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

/** What the terminal needs to ring a sale up on the device when the server cannot be reached. */
export interface OfflineTerms {
  cid: string;
  bname: string;
  defaultRatePpm: number;
  /** The business's cash rounding: a sale kept on the device rounds its cash as checkout would. */
  cashRounding?: CashRounding;
}

/** How long a checkout that got no answer waits before it is asked once more. */
const LOST_ANSWER_RETRY_MS = 1000;

/** No answer came (no network, the server down, or a proxy saying so): the sale may be kept on the device. */
function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'NETWORK' || [502, 503, 504].includes(err.status));
}

/**
 * Checkout: the Finish Sale dialog and its Save, which sends the sale and its tender once (a lost
 * answer keeps the Idempotency-Key for the retry, and the server answers the first sale), and
 * Cancel Sale. When the server cannot be reached, a cash sale is kept on the device under that
 * same key (sync/outbox-store.ts) and sent when the connection is back: a checkout that did arrive
 * after all is then answered, not recorded twice.
 */
export function useCheckoutFlow(
  cart: Cart,
  totals: SaleTotals | Error,
  currency: string,
  register: string | null,
  offlineTerms: OfflineTerms | null,
  onSold: (sale: TCheckoutResult, offline: boolean) => void,
) {
  const checkout = useCheckout();
  const [finishing, setFinishing] = useState(false);
  const [offlineError, setOfflineError] = useState<Error | null>(null);
  const { reset } = checkout;

  const saveOffline = async (key: string, qrid: string, payments: TPaymentInput[] | undefined, sold: SaleTotals) => {
    const refusal = offlineTerms ? offlineTenderProblem(payments) : CANT_REACH;
    if (refusal || !offlineTerms) {
      setOfflineError(new Error(say(refusal ?? CANT_REACH)));
      return;
    }
    const soldAt = new Date();
    const { sale, receipt } = offlineSaleOf({
      lines: cart.lines,
      shippingMinor: cart.shippingCents,
      totals: sold,
      currency,
      defaultRatePpm: offlineTerms.defaultRatePpm,
      cashRounding: offlineTerms.cashRounding,
      payments,
      register,
      bname: offlineTerms.bname,
      barcode: deviceBarcode(),
      soldAt,
    });
    await queueSale(offlineTerms.cid, { key, sale, receipt });
    await takeFromDeviceStock(offlineTerms.cid, cart.lines.map((l) => ({ id: l._id, qty: l.saleqty }))).catch(() => undefined);
    const finished: LastSaleOf = {
      barcode: receipt.barcode,
      qfname: '',
      createdAt: receipt.createdAt,
      total: receipt.total,
      subtotal: receipt.subtotal,
      discount: receipt.discount,
      shipping: receipt.shipping,
      taxes: receipt.taxes,
      returned: false,
      walletId: null,
      ...(qrid ? { walletMessage: OFFLINE_NO_WALLET } : {}),
      payments: receipt.payments,
      change: receipt.change,
      cashRounding: receipt.cashRounding,
      offline: true,
    };
    finishSale(finished);
    setFinishing(false);
    nudgeOutbox();
    onSold(finished, true);
  };

  const save = async (qrid: string, payments: TPaymentInput[] | undefined) => {
    if (totals instanceof Error) return;
    setOfflineError(null);
    const key = checkoutKey();
    // The browser knows it has no network: no need to wait for the request to fail.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return saveOffline(key, qrid, payments, totals);
    const send = () => checkout.mutateAsync({ body: saleBody(cart, totals, currency, payments), qrid, register, idempotencyKey: key });
    try {
      let sale: TCheckoutResult;
      try {
        sale = await send();
      } catch (err) {
        if (!isUnreachable(err)) throw err;
        // No answer: the sale may have arrived and only its answer been lost. Asked again under the
        // same key, the server answers the first sale, whose receipt number is the one to print.
        await new Promise((resolve) => setTimeout(resolve, LOST_ANSWER_RETRY_MS));
        sale = await send();
      }
      finishSale(sale);
      setFinishing(false);
      onSold(sale, false);
    } catch (err) {
      // Still no answer: the server is down or unreachable, so the sale is kept on the device.
      if (isUnreachable(err)) return saveOffline(key, qrid, payments, totals);
      // A refusal (stock gone, bad input) sold nothing; a lost answer keeps the key for the retry.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) dropCheckoutKey();
    }
  };

  const open = useCallback(() => {
    reset();
    setOfflineError(null);
    setFinishing(true);
  }, [reset]);

  return {
    finishing,
    error: offlineError ?? (isUnreachable(checkout.error) ? null : checkout.error),
    open,
    close: () => setFinishing(false),
    save,
    cancelSale: () => {
      clearCart();
      checkout.reset();
    },
  };
}
