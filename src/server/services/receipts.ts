/**
 * Stored receipts: looking one up by barcode, the full receipt for printing or rendering, and
 * accepting a return (once) which puts the sold units back in stock.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { fromMinor } from '../../domain/currency';
import type { TTaxLine } from '../../domain/schemas/tax';
import { ppmToPercent } from '../../domain/tax';
import { BARCODE_PATTERN, type TReceipt, type TReturnSummary, type TReturnsList, type TReturnUpdate } from '../../domain/schemas/pos';
import type { Database, DbOrTx } from '../db/client';
import { businesses, saleLines, sales, saleTaxes } from '../db/schema';
import { notFound } from '../errors';
import { RECEIPT_FILE_NAME } from './barcode';
import { findWalletReceipt } from './wallets';
import type { AuthContext } from './sessions';
import { assertOwnBusiness } from './own-business';
import { paymentsOf } from './money/payments';
import { returnUnits } from './money/returns';

type SaleRow = typeof sales.$inferSelect;

/** A sale's tax per rate, lowest rate first, in its currency's major unit. */
async function taxLinesOf(db: DbOrTx, sale: SaleRow): Promise<TTaxLine[]> {
  const rows = await db.select().from(saleTaxes).where(and(eq(saleTaxes.cid, sale.cid), eq(saleTaxes.saleId, sale.id))).orderBy(asc(saleTaxes.ratePpm), asc(saleTaxes.name));
  return rows.map((r) => ({ name: r.name, rate: ppmToPercent(r.ratePpm), base: fromMinor(r.baseCents, sale.currency), tax: fromMinor(r.taxCents, sale.currency), ...(r.named ? { named: true as const } : {}) }));
}

/** The spec's return receipt: its tax and rates are on the full receipt (GET /pos/receipt/{barcode}). */
function summaryOf(sale: SaleRow): TReturnSummary {
  return {
    barcode: sale.barcode,
    cid: sale.cid,
    createdAt: sale.createdAt.toISOString(),
    qfname: sale.qfname,
    returned: sale.returned,
    total: fromMinor(sale.totalCents, sale.currency),
  };
}

/** GET /pos/returns: the receipt with this barcode in the caller's business, if any. */
export async function findReturns(db: DbOrTx, cid: string, barcode: string): Promise<TReturnsList> {
  if (!BARCODE_PATTERN.test(barcode)) return { returns: [], count: 0 };
  const rows = await db.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.barcode, barcode))).limit(1);
  return { returns: rows.map(summaryOf), count: rows.length };
}

/**
 * PUT /pos/returns/update: the spec's whole-receipt return. It returns every unit still to return
 * (all of them, unless some came back before through a partial return), refunded in cash.
 */
export async function acceptReturn(db: DbOrTx, auth: AuthContext, input: TReturnUpdate): Promise<TReturnSummary> {
  assertOwnBusiness(auth, input.cid, 'You cannot return receipts of another business');
  const { sale } = await returnUnits(db, auth, { barcode: input.barcode, register: input.register });
  return summaryOf(sale);
}

async function receiptOf(db: DbOrTx, sale: SaleRow): Promise<TReceipt> {
  const [biz] = await db.select().from(businesses).where(eq(businesses.id, sale.cid));
  const lines = await db.select().from(saleLines).where(and(eq(saleLines.saleId, sale.id), eq(saleLines.cid, sale.cid))).orderBy(asc(saleLines.position));
  const money = (minor: number) => fromMinor(minor, sale.currency);
  const payments = await paymentsOf(db, sale);
  return {
    barcode: sale.barcode,
    qfname: sale.qfname,
    createdAt: sale.createdAt.toISOString(),
    returned: sale.returned,
    bname: biz?.bname ?? '',
    address: biz?.address ?? '',
    city: biz?.city ?? '',
    state: biz?.state ?? '',
    country: biz?.country ?? '',
    mailcode: biz?.mailcode ?? '',
    phone: biz?.phone ?? '',
    currency: sale.currency,
    taxrate: ppmToPercent(sale.taxratePpm),
    subtotal: money(sale.subtotalCents),
    discount: money(sale.discountCents),
    shipping: money(sale.shippingCents),
    taxes: money(sale.taxCents),
    total: money(sale.totalCents),
    pricesIncludeTax: sale.pricesIncludeTax,
    taxLines: await taxLinesOf(db, sale),
    lines: lines.map((l) => ({
      upc: l.upc,
      item: l.item,
      manufacturer: l.manufacturer,
      subname: l.subname,
      qty: l.qty,
      price: money(l.priceCents),
      itemdiscount: l.discountPct,
      line: money(l.lineCents),
      inventoryId: l.inventoryId,
      returnedQty: l.returnedQty,
      taxRate: ppmToPercent(l.taxRatePpm),
      ...(l.taxes.length > 0 ? { taxes: l.taxes.map((t) => ({ name: t.name, rate: ppmToPercent(t.ratePpm), compound: t.compound })) } : {}),
    })),
    payments,
    change: money(sale.changeCents),
    cashRounding: money(sale.cashRoundingCents),
    refunded: money(sale.refundedCents),
  };
}

/** GET /pos/receipt/{barcode}: the full receipt, within the caller's business. */
export async function getReceipt(db: DbOrTx, cid: string, barcode: string): Promise<TReceipt> {
  if (!BARCODE_PATTERN.test(barcode)) throw notFound(MSG.noReturnReceipt);
  const [sale] = await db.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.barcode, barcode))).limit(1);
  if (!sale) throw notFound(MSG.noReturnReceipt);
  return receiptOf(db, sale);
}

export interface ReceiptViewer {
  /** The signed-in caller's business, if any. */
  cid?: string;
  /** The wallet id the caller presented, if any. */
  walletId?: string;
}

export type ImageReceipt = TReceipt & { cid: string; saleId: string; walletId: string | null };

/**
 * The receipt behind an image file name, for a viewer who may see it: a user of the business
 * (looked up in that business), or the holder of the wallet it was sent to (found through the
 * wallet's index, then read in the receipt's business). Anyone else is told it does not exist.
 */
export async function getReceiptForImage(database: Pick<Database, 'db' | 'tenant'>, qfname: string, viewer: ReceiptViewer): Promise<ImageReceipt> {
  if (!RECEIPT_FILE_NAME.test(qfname)) throw notFound('Receipt not found');
  const inBusiness = async (cid: string, match: SQL) =>
    database.tenant(cid, async (tx) => {
      const [sale] = await tx.select().from(sales).where(and(eq(sales.cid, cid), match)).limit(1);
      return sale ? { ...(await receiptOf(tx, sale)), cid, saleId: sale.id, walletId: sale.walletId } : null;
    });
  const own = viewer.cid ? await inBusiness(viewer.cid, eq(sales.qfname, qfname)) : null;
  if (own) return own;
  const filed = viewer.walletId ? await findWalletReceipt(database.db, viewer.walletId, qfname) : null;
  const sent = filed ? await inBusiness(filed.cid, eq(sales.id, filed.saleId)) : null;
  if (!sent) throw notFound('Receipt not found');
  return sent;
}
