/**
 * Writing one sale, whichever way it came: rung up online (services/checkout.ts, at the
 * catalogue's prices, never taking stock below zero) or made on a terminal without the server
 * (services/offline-sales.ts, at the prices the device charged, stock allowed below zero). In the
 * caller's transaction: the sale row, its lines, tax per rate, payments and the stock taken
 * commit together or not at all.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CashRounding } from '../../domain/cash-rounding';
import { fromMinor, toMinor } from '../../domain/currency';
import type { Payment } from '../../domain/payments';
import { WALLET_NOT_FOUND_MESSAGE, type TCheckoutResult } from '../../domain/schemas/pos';
import { computeSaleTotals, type SaleTotals } from '../../domain/totals';
import type { DbOrTx } from '../db/client';
import { inventory, saleLines, sales, saleTaxes } from '../db/schema';
import { message } from '../../i18n/translator';
import { AppError, badRequest } from '../errors';
import { receiptFileName } from './barcode';
import { paymentsOf, recordPayments, settleOrRefuse } from './money/payments';
import type { MoneySettings } from './settings';
import type { AuthContext } from './sessions';
import { actorOf, moveStockMany, StockChangeRefused } from './stock/ledger';
import type { TaxRate } from './tax-classes';
import { recordWalletReceipt } from './wallets';

/** Amount columns are 32-bit integers (minor units); a bigger sale is a typo, not a sale. */
const MAX_AMOUNT_CENTS = 2_000_000_000;

export type SaleRow = typeof sales.$inferSelect;
export type ProductRow = typeof inventory.$inferSelect;

/** A line as it is sold: the product, and the unit price and tax rate it is sold at. */
export interface SaleLineInput {
  product: ProductRow;
  qty: number;
  discountPct: number;
  priceMinor: number;
  rate: TaxRate;
  /** The catalogue's price when it differs from the one charged (offline sales), else null. */
  catalogPriceCents: number | null;
  /** Likewise the class's rate when it differs from the one charged (offline sales). */
  catalogTaxRatePpm?: number | null;
  /** Charged at a price or rate the product never had in the offline window (offline sales). */
  held?: boolean;
}

export interface SaleToRecord {
  auth: AuthContext;
  lines: SaleLineInput[];
  shippingCents: number;
  walletId: string | null;
  idempotencyKey?: string;
  /** With the business's cash rounding, applied to the cash part of the tender (none when left out). */
  money: MoneySettings & { cashRounding?: CashRounding };
  /** The default class: it taxes shipping, and is the sale's one rate in the spec's terms. */
  standard: TaxRate;
  bname: string;
  tender: Payment[] | undefined;
  /** The register and shift it belongs to, found once the tender is known to settle. */
  till: () => Promise<{ registerId: string; shiftId: string | null } | null>;
  barcode: string;
  createdAt: Date;
  /** Made offline and arrived now: stock may go below zero (the goods have left the shop). */
  syncedAt?: Date;
  /** Made offline at prices the products never had: no refund until an admin accepts it. */
  held?: boolean;
}

/** The sale and its payments, or null when its row could not be written (its key or receipt number is taken). */
export async function recordSale(tx: DbOrTx, input: SaleToRecord): Promise<{ row: SaleRow; payments: Payment[] } | null> {
  const { auth, lines } = input;
  const cid = auth.cid;
  const { currency, pricesIncludeTax } = input.money;
  const taxratePpm = input.standard.ratePpm;
  const totals = totalsOf({
    lines: lines.map((l) => ({ priceMinor: l.priceMinor, qty: l.qty, discountPct: l.discountPct, ratePpm: l.rate.ratePpm, taxes: l.rate.taxes })),
    shippingMinor: input.shippingCents,
    defaultRatePpm: taxratePpm,
    defaultTaxes: input.standard.taxes,
    inclusive: pricesIncludeTax,
  });

  const { payments, changeMinor, roundingMinor } = settleOrRefuse(totals.totalMinor, input.tender, '0.payments', input.money.cashRounding);
  const till = await input.till();
  const { createdAt, barcode } = input;
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
      units: lines.reduce((acc, l) => acc + l.qty, 0),
      costCents: costOfGoods(lines),
      taxratePpm,
      currency,
      walletId: input.walletId,
      idempotencyKey: input.idempotencyKey ?? null,
      registerId: till?.registerId ?? null,
      shiftId: till?.shiftId ?? null,
      changeCents: changeMinor,
      cashRoundingCents: roundingMinor,
      offline: input.syncedAt !== undefined,
      syncedAt: input.syncedAt ?? null,
      held: input.held ?? false,
      createdAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!sale) return null;

  if (sale.walletId) await recordWalletReceipt(tx, { walletId: sale.walletId, cid, saleId: sale.id, qfname: sale.qfname });

  await takeStock(tx, auth, sale.id, lines, input.syncedAt !== undefined);
  await recordPayments(tx, sale, payments);

  await tx.insert(saleLines).values(
    lines.map((l, i) => ({
      saleId: sale.id,
      cid,
      inventoryId: l.product.id,
      upc: l.product.upc,
      item: l.product.item,
      manufacturer: l.product.manufacturer,
      subname: l.product.subname,
      qty: l.qty,
      priceCents: l.priceMinor,
      costCents: l.product.costCents,
      discountPct: l.discountPct,
      lineCents: totals.lines[i].lineMinor,
      taxRatePpm: l.rate.ratePpm,
      taxes: l.rate.taxes.map((t) => ({ name: t.name, ratePpm: t.ratePpm, compound: t.compound })),
      position: i,
      catalogPriceCents: l.catalogPriceCents,
      catalogTaxRatePpm: l.catalogTaxRatePpm ?? null,
      held: l.held ?? false,
    })),
  );
  await tx.insert(saleTaxes).values(
    // A named tax (GST) keeps its name; a class's single rate the class's, as before.
    totals.taxes.map((t) => ({ cid, saleId: sale.id, ratePpm: t.ratePpm, name: t.name || nameOfRate(t.ratePpm, input.standard, lines), named: t.name !== '', baseCents: t.baseMinor, taxCents: t.taxMinor })),
  );
  return { row: sale, payments };
}

/** The business's products with these ids. */
export async function productsById(db: DbOrTx, cid: string, ids: string[]): Promise<Map<string, ProductRow>> {
  const products = await db.select().from(inventory).where(and(eq(inventory.cid, cid), inArray(inventory.id, ids)));
  return new Map(products.map((p) => [p.id, p]));
}

/** A rate's name on the receipt: the default class's when it has that rate, else the first line's class with it. */
function nameOfRate(ratePpm: number, standard: TaxRate, lines: SaleLineInput[]): string {
  if (standard.ratePpm === ratePpm) return standard.name;
  return lines.find((l) => l.rate.ratePpm === ratePpm)?.rate.name ?? standard.name;
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
 * Takes each line's units (the ledger locks the entries in id order, so two carts holding the
 * same products cannot deadlock). Online, only if that many are left, otherwise the whole sale is
 * refused; a sale made offline takes them whatever is left, as the goods have gone.
 */
async function takeStock(tx: DbOrTx, auth: AuthContext, saleId: string, lines: { product: ProductRow; qty: number }[], madeOffline: boolean): Promise<void> {
  const changes = lines.map((l) => ({ inventoryId: l.product.id, add: -l.qty, reason: 'sale' as const, refType: 'sale', refId: saleId, ...(madeOffline ? { floor: null } : {}) }));
  try {
    await moveStockMany(tx, auth.cid, actorOf(auth), changes);
  } catch (err) {
    if (!(err instanceof StockChangeRefused)) throw err;
    const product = lines.find((l) => l.product.id === err.inventoryId)?.product;
    const left = err.refusal.kind === 'missing' ? 0 : err.refusal.onHand;
    throw new AppError('SOLD_OUT', message('errors:stock.soldOut', { left: Math.max(0, left), manufacturer: product?.manufacturer ?? '', subname: product?.subname ?? '' }));
  }
}

export async function findSaleByKey(db: DbOrTx, cid: string, key: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.idempotencyKey, key))).limit(1);
  return row;
}

export async function storedPayments(db: DbOrTx, sale: SaleRow): Promise<Payment[]> {
  const rows = await paymentsOf(db, sale);
  return rows.map((p) => ({ method: p.method, amountMinor: toMinor(p.amount, sale.currency), ...(p.reference ? { reference: p.reference } : {}) }));
}

export function resultOf(sale: SaleRow, qrid: string | undefined, payments: readonly Payment[]): TCheckoutResult {
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
    cashRounding: money(sale.cashRoundingCents),
  };
}
