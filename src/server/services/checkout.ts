/**
 * Checkout: turns a cart into a sale. The server trusts only product ids, quantities and
 * discounts (and the shipping amount); it re-reads prices, each line's tax class, whether prices
 * include tax and the currency, recomputes every total with the same function the terminal uses
 * (src/domain/totals.ts), and in one transaction records the sale with its tax per rate, takes the
 * stock (never below zero, whatever runs concurrently) and writes the lines.
 */
import { and, asc, eq } from 'drizzle-orm';
import { fitsMinorUnit, toMinor } from '../../domain/currency';
import { MSG } from '../../domain/messages';
import type { TCheckoutBody, TCheckoutLine, TCheckoutResult } from '../../domain/schemas/pos';
import { withinTransaction, type DbOrTx } from '../db/client';
import { saleLines } from '../db/schema';
import { message } from '../../i18n/translator';
import { AppError, badRequest, invalid, notFound } from '../errors';
import { decimalsMessage } from './amount-messages';
import { generateBarcode } from './barcode';
import type { AuthContext } from './sessions';
import { findWalletId } from './wallets';
import { saleTermsOf, type SaleTerms } from './sale-terms';
import { rateOf, type BusinessRates } from './tax-classes';
import type { Payment } from '../../domain/payments';
import { tenderOf } from './money/payments';
import { openShiftForSale } from './money/registers';
import { findSaleByKey, productsById, recordSale, resultOf, storedPayments, type SaleLineInput, type SaleRow } from './sale-record';

const BARCODE_ATTEMPTS = 5;

export interface CheckoutOptions {
  auth: AuthContext;
  body: TCheckoutBody;
  /** The scanned receipt-wallet code, if any. */
  qrid?: string;
  /** The register it is rung up on: the sale then belongs to its open shift. */
  register?: string;
  idempotencyKey?: string;
}

/**
 * Sells within the caller's transaction (or one of its own): the sale row, the stock taken and the
 * lines commit together or not at all.
 */
export async function checkout(db: DbOrTx, opts: CheckoutOptions): Promise<TCheckoutResult> {
  const { auth, body, idempotencyKey } = opts;
  const qrid = opts.qrid?.trim() || undefined;
  const [summary, ...lines] = body;
  if (new Set(lines.map((l) => l._id)).size !== lines.length) throw badRequest(MSG.itemAlreadyInReceipt);

  const walletId = qrid ? await findWalletId(db, qrid) : null;
  const terms = await saleTermsOf(db, auth);
  const money = terms.money;
  if (!fitsMinorUnit(summary.shipping, money.currency)) throw invalid('0.shipping', decimalsMessage('shipping', money.currency));
  const shippingCents = toMinor(summary.shipping, money.currency);
  const tender = tenderOf(summary.payments, money.currency, '0.payments');
  const replay = async (sale: SaleRow) => {
    // Stripe's rule: a key names one request; the same key with another sale is a client bug.
    if (!(await isSameSale(db, sale, { lines, shippingCents, walletId }))) throw new AppError('IDEMPOTENCY_MISMATCH', MSG.idempotencyKeyReused);
    return resultOf(sale, qrid, await storedPayments(db, sale));
  };

  if (idempotencyKey) {
    const prior = await findSaleByKey(db, auth.cid, idempotencyKey);
    if (prior) return replay(prior);
  }

  return withinTransaction(db, async (tx) => {
    for (let attempt = 1; attempt <= BARCODE_ATTEMPTS; attempt++) {
      const sale = await sell(tx, { auth, lines, shippingCents, walletId, idempotencyKey, money, rates: terms.rates, bname: terms.bname, tender, register: opts.register });
      if (sale) return resultOf(sale.row, qrid, sale.payments);
      // The sale row was not written. Either a replay raced the first sale with this key (the
      // unique index made it wait for that one to commit, and it is now visible) or, rarely, the
      // random receipt number was taken: then try another.
      if (idempotencyKey) {
        const prior = await findSaleByKey(tx, auth.cid, idempotencyKey);
        if (prior) return replay(prior);
      }
    }
    throw new Error(`No free receipt number after ${BARCODE_ATTEMPTS} attempts`);
  });
}

interface SellInput {
  auth: AuthContext;
  lines: TCheckoutLine[];
  shippingCents: number;
  walletId: string | null;
  idempotencyKey?: string;
  money: SaleTerms['money'];
  /** Every class rate of the business (read with the money settings, before the transaction). */
  rates: BusinessRates;
  bname: string;
  tender: Payment[] | undefined;
  register: string | undefined;
}

/**
 * The sale at the catalogue's prices, each line taxed by its category's class (or the default
 * class, which also taxes shipping), and its payments; or null when its row could not be written
 * (its key or receipt number is taken).
 */
async function sell(tx: DbOrTx, input: SellInput): Promise<{ row: SaleRow; payments: Payment[] } | null> {
  const { auth, lines, rates } = input;
  const byId = await productsById(tx, auth.cid, lines.map((l) => l._id));
  const priced: SaleLineInput[] = lines.map((l) => {
    const product = byId.get(l._id);
    if (!product) throw notFound(message('errors:sales.productNotFound', { id: l._id }));
    return { product, qty: l.saleqty, discountPct: l.itemdiscount, priceMinor: product.priceCents, rate: rateOf(rates, product.item), catalogPriceCents: null };
  });
  return recordSale(tx, {
    auth,
    lines: priced,
    shippingCents: input.shippingCents,
    walletId: input.walletId,
    idempotencyKey: input.idempotencyKey,
    money: input.money,
    standard: rates.standard,
    bname: input.bname,
    tender: input.tender,
    till: () => (input.register ? openShiftForSale(tx, auth.cid, input.register) : Promise.resolve(null)),
    barcode: generateBarcode(),
    createdAt: new Date(),
  });
}

/** Whether a replayed request asks for the sale already recorded: the same lines, shipping and wallet. */
async function isSameSale(db: DbOrTx, sale: SaleRow, request: { lines: TCheckoutLine[]; shippingCents: number; walletId: string | null }): Promise<boolean> {
  if (sale.shippingCents !== request.shippingCents || sale.walletId !== request.walletId) return false;
  const recorded = await db
    .select({ inventoryId: saleLines.inventoryId, qty: saleLines.qty, discountPct: saleLines.discountPct })
    .from(saleLines)
    .where(and(eq(saleLines.cid, sale.cid), eq(saleLines.saleId, sale.id)))
    .orderBy(asc(saleLines.position));
  const asked = request.lines.map((l) => ({ inventoryId: l._id, qty: l.saleqty, discountPct: l.itemdiscount }));
  return JSON.stringify(recorded) === JSON.stringify(asked);
}
