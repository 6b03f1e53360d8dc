/**
 * Checkout: turns a cart into a sale. The server trusts only product ids, quantities and
 * discounts (and the shipping amount); it re-reads prices, each line's tax class, whether prices
 * include tax and the currency, recomputes every total with the same function the terminal uses
 * (src/domain/totals.ts), and in one transaction records the sale with its tax per rate, takes the
 * stock (never below zero, whatever runs concurrently) and writes the lines.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { decimalsRule, fitsMinorUnit, fromMinor, toMinor } from '../../domain/currency';
import { MSG } from '../../domain/messages';
import { WALLET_NOT_FOUND_MESSAGE, type TCheckoutBody, type TCheckoutLine, type TCheckoutResult } from '../../domain/schemas/pos';
import { computeSaleTotals, type SaleTotals } from '../../domain/totals';
import { withinTransaction, type DbOrTx } from '../db/client';
import { inventory, saleLines, sales, saleTaxes } from '../db/schema';
import { AppError, badRequest, invalid, notFound } from '../errors';
import { generateBarcode, receiptFileName } from './barcode';
import type { AuthContext } from './sessions';
import { findWalletId, recordWalletReceipt } from './wallets';
import { actorOf, moveStockMany, StockChangeRefused } from './stock/ledger';
import type { MoneySettings } from './settings';
import { saleTermsOf } from './sale-terms';
import { rateOf, type BusinessRates, type TaxRate } from './tax-classes';
import type { Payment } from '../../domain/payments';
import { paymentsOf, recordPayments, settleOrRefuse, tenderOf } from './money/payments';
import { openShiftForSale } from './money/registers';

/** Amount columns are 32-bit integers (minor units); a bigger sale is a typo, not a sale. */
const MAX_AMOUNT_CENTS = 2_000_000_000;
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

type SaleRow = typeof sales.$inferSelect;
type ProductRow = typeof inventory.$inferSelect;

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
  if (!fitsMinorUnit(summary.shipping, money.currency)) throw invalid('0.shipping', `Shipping ${decimalsRule(money.currency)}`);
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
  money: MoneySettings;
  /** Every class rate of the business (read with the money settings, before the transaction). */
  rates: BusinessRates;
  bname: string;
  tender: Payment[] | undefined;
  register: string | undefined;
}

/** The sale and its payments, or null when its row could not be written (its key or receipt number is taken). */
async function sell(tx: DbOrTx, input: SellInput): Promise<{ row: SaleRow; payments: Payment[] } | null> {
  const { auth, lines } = input;
  const cid = auth.cid;
  const ids = lines.map((l) => l._id);
  const products = await tx.select().from(inventory).where(and(eq(inventory.cid, cid), inArray(inventory.id, ids)));
  const byId = new Map(products.map((p) => [p.id, p]));
  const ordered = lines.map((l) => {
    const product = byId.get(l._id);
    if (!product) throw notFound(`Product ${l._id} was not found`);
    return { product, qty: l.saleqty, discountPct: l.itemdiscount };
  });

  // Each line is taxed by its category's class, or the default class (which also taxes shipping).
  const rates = input.rates;
  const classes = ordered.map((l) => rateOf(rates, l.product.item));
  const { currency, pricesIncludeTax } = input.money;
  const taxrateBp = rates.standard.rateBp;
  const totals = totalsOf({
    lines: ordered.map((l, i) => ({ priceMinor: l.product.priceCents, qty: l.qty, discountPct: l.discountPct, rateBp: classes[i].rateBp })),
    shippingMinor: input.shippingCents,
    defaultRateBp: taxrateBp,
    inclusive: pricesIncludeTax,
  });

  const { payments, changeMinor } = settleOrRefuse(totals.totalMinor, input.tender, '0.payments');
  const till = input.register ? await openShiftForSale(tx, cid, input.register) : null;

  const createdAt = new Date();
  const barcode = generateBarcode();
  // The sale row goes in first: a concurrent replay of the same key now waits on the unique
  // index instead of selling a second time.
  const [sale] = await tx
    .insert(sales)
    .values({
      cid,
      userId: auth.userId,
      barcode,
      qfname: receiptFileName(createdAt, input.bname, barcode),
      subtotalCents: totals.subtotalMinor,
      discountCents: totals.discountMinor,
      shippingCents: totals.shippingMinor,
      taxCents: totals.taxMinor,
      totalCents: totals.totalMinor,
      // Null when tax is added: the goods before tax are then the subtotal.
      goodsNetCents: pricesIncludeTax ? totals.goodsNetMinor : null,
      pricesIncludeTax,
      // The lines' sums, from the same rows the lines copy below, so reports need not read lines.
      units: ordered.reduce((acc, l) => acc + l.qty, 0),
      costCents: costOfGoods(ordered),
      taxrateBp,
      currency,
      walletId: input.walletId,
      idempotencyKey: input.idempotencyKey ?? null,
      registerId: till?.registerId ?? null,
      shiftId: till?.shiftId ?? null,
      changeCents: changeMinor,
      createdAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!sale) return null;

  if (sale.walletId) await recordWalletReceipt(tx, { walletId: sale.walletId, cid, saleId: sale.id, qfname: sale.qfname });

  await takeStock(tx, auth, sale.id, ordered);
  await recordPayments(tx, sale, payments);

  await tx.insert(saleLines).values(
    ordered.map((l, i) => ({
      saleId: sale.id,
      cid,
      inventoryId: l.product.id,
      upc: l.product.upc,
      item: l.product.item,
      manufacturer: l.product.manufacturer,
      subname: l.product.subname,
      qty: l.qty,
      priceCents: l.product.priceCents,
      costCents: l.product.costCents,
      discountPct: l.discountPct,
      lineCents: totals.lines[i].lineMinor,
      taxRateBp: classes[i].rateBp,
      position: i,
    })),
  );
  await tx.insert(saleTaxes).values(
    totals.taxes.map((t) => ({ cid, saleId: sale.id, rateBp: t.rateBp, name: nameOfRate(t.rateBp, rates.standard, classes), baseCents: t.baseMinor, taxCents: t.taxMinor })),
  );
  return { row: sale, payments };
}

/** A rate's name on the receipt: the default class's when it has that rate, else the first line's class with it. */
function nameOfRate(rateBp: number, standard: TaxRate, classes: TaxRate[]): string {
  if (standard.rateBp === rateBp) return standard.name;
  return classes.find((c) => c.rateBp === rateBp)?.name ?? standard.name;
}

function totalsOf(input: Parameters<typeof computeSaleTotals>[0]): SaleTotals {
  let totals: SaleTotals;
  try {
    totals = computeSaleTotals(input);
  } catch (err) {
    if (err instanceof RangeError) throw badRequest('This sale is too large');
    throw err;
  }
  const amounts = [totals.totalMinor, totals.discountMinor, ...totals.lines.map((l) => l.grossMinor), ...totals.taxes.map((t) => t.baseMinor)];
  if (amounts.some((cents) => cents > MAX_AMOUNT_CENTS)) throw badRequest('This sale is too large');
  return totals;
}

/**
 * Σ cost × qty. Cost is not bounded by the price checks (a free item may cost a lot), so it is
 * summed exactly and refused rather than rounded if it ever leaves the safe-integer range.
 */
function costOfGoods(lines: { product: ProductRow; qty: number }[]): number {
  const cents = lines.reduce((acc, l) => acc + BigInt(l.product.costCents) * BigInt(l.qty), 0n);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest('This sale is too large');
  return Number(cents);
}

/**
 * Takes each line's units only if that many are left (the ledger locks the entries in id order,
 * so two carts holding the same products cannot deadlock); otherwise the whole sale is refused.
 */
async function takeStock(tx: DbOrTx, auth: AuthContext, saleId: string, lines: { product: ProductRow; qty: number }[]): Promise<void> {
  const changes = lines.map((l) => ({ inventoryId: l.product.id, add: -l.qty, reason: 'sale' as const, refType: 'sale', refId: saleId }));
  try {
    await moveStockMany(tx, auth.cid, actorOf(auth), changes);
  } catch (err) {
    if (!(err instanceof StockChangeRefused)) throw err;
    const product = lines.find((l) => l.product.id === err.inventoryId)?.product;
    const left = err.refusal.kind === 'missing' ? 0 : err.refusal.onHand;
    throw new AppError('SOLD_OUT', `Only ${Math.max(0, left)} of ${product?.manufacturer ?? ''} ${product?.subname ?? ''} left in stock`);
  }
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

async function findSaleByKey(db: DbOrTx, cid: string, key: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.idempotencyKey, key))).limit(1);
  return row;
}

async function storedPayments(db: DbOrTx, sale: SaleRow): Promise<Payment[]> {
  const rows = await paymentsOf(db, sale);
  return rows.map((p) => ({ method: p.method, amountMinor: toMinor(p.amount, sale.currency), ...(p.reference ? { reference: p.reference } : {}) }));
}

function resultOf(sale: SaleRow, qrid: string | undefined, payments: readonly Payment[]): TCheckoutResult {
  const money = (minor: number) => fromMinor(minor, sale.currency);
  return {
    barcode: sale.barcode,
    qfname: sale.qfname,
    createdAt: sale.createdAt.toISOString(),
    total: money(sale.totalCents),
    subtotal: money(sale.subtotalCents),
    discount: money(sale.discountCents),
    shipping: money(sale.shippingCents),
    taxes: money(sale.taxCents),
    returned: sale.returned,
    walletId: sale.walletId,
    ...(qrid && !sale.walletId ? { walletMessage: WALLET_NOT_FOUND_MESSAGE } : {}),
    payments: payments.map((p) => ({ method: p.method, amount: money(p.amountMinor), reference: p.reference ?? null })),
    change: money(sale.changeCents),
  };
}
