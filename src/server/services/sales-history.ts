/**
 * Sales history for admins: the receipts of a period, the period's figures and CSV exports.
 * Periods are whole days of the business's time zone (`from` and `to` both included, see
 * db/local-days.ts); all sums are done by the database.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { fromMinor, minorDigits } from '../../domain/currency';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/payments';
import { ppmToPercent } from '../../domain/tax';
import { isoInZone, todayIn } from '../../domain/region';
import { MAX_SUMMARY_DAYS, type TMethodTakings, type TOwnSalesToday, type TSaleRow, type TSalesDay, type TSalesPage, type TSalesSummary } from '../../domain/schemas/reports';
import { RANGE_ORDER_MESSAGE, isOrderedRange } from '../../domain/schemas/common';
import type { DbOrTx } from '../db/client';
import { localDayOf, withinLocalDays } from '../db/local-days';
import { refundPayments, registers, saleLines, salePayments, saleReturns, sales, saleTaxes, settings, users } from '../db/schema';
import { message } from '../../i18n/translator';
import { badRequest, invalid } from '../errors';
import { csvStream, toCsv, type Cell, type ReadInBusiness } from './csv';
import { timeZoneOf } from './region';
import type { AuthContext } from './sessions';
import { moneySettingsOf } from './settings';
import { netTaxLines, refundedTaxes } from './money/report-taxes';

const DAY_MS = 86_400_000;
/** Default period of the summary: the last 30 days, today included. */
const DEFAULT_SUMMARY_DAYS = 30;

export interface DayRange {
  from?: string;
  to?: string;
}

/** Calendar arithmetic on day names only (no clock involved): UTC midnights are just labels here. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(startOfDay(day).getTime() + n * DAY_MS));

/** The rows of one business inside a range of its local days; an open end is not filtered. */
function inRange(cid: string, range: DayRange, timeZone: string): SQL | undefined {
  return and(eq(sales.cid, cid), withinLocalDays(sales.createdAt, range, timeZone));
}

/** Fills in the summary's defaults (last 30 days up to today, in the shop's zone) and bounds its length. */
export function resolveSummaryRange(range: DayRange, today = todayIn('UTC')): { from: string; to: string } {
  const to = range.to ?? (range.from && range.from > today ? range.from : today);
  const from = range.from ?? addDays(to, -(DEFAULT_SUMMARY_DAYS - 1));
  if (!isOrderedRange(from, to)) throw invalid('from', RANGE_ORDER_MESSAGE);
  const days = (startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS + 1;
  if (days > MAX_SUMMARY_DAYS) throw badRequest(message('errors:sales.periodTooLong', { days: MAX_SUMMARY_DAYS }));
  return { from, to };
}

const saleColumns = {
  id: sales.id,
  barcode: sales.barcode,
  qfname: sales.qfname,
  createdAt: sales.createdAt,
  subtotalCents: sales.subtotalCents,
  discountCents: sales.discountCents,
  shippingCents: sales.shippingCents,
  taxCents: sales.taxCents,
  totalCents: sales.totalCents,
  currency: sales.currency,
  returned: sales.returned,
  returnedAt: sales.returnedAt,
  changeCents: sales.changeCents,
  refundedCents: sales.refundedCents,
  userId: sales.userId,
  registerId: sales.registerId,
};

type SaleSelect = {
  id: string;
  barcode: string;
  qfname: string;
  createdAt: Date;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  returned: boolean;
  returnedAt: Date | null;
  changeCents: number;
  refundedCents: number;
  userId: string | null;
  registerId: string | null;
};

/** A receipt's figures; how it was paid, by whom and where are added for the screens (SaleRow). */
type SaleFigures = Omit<TSaleRow, 'payments' | 'cashier' | 'register'>;

const distinct = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/**
 * Units and line counts of the given receipts, their tenders, and the names of their cashiers and
 * registers, each in one query over this page's receipts. Done after paging so a deep page never
 * reads the lines of the receipts it skips.
 */
async function withLineCounts(db: DbOrTx, cid: string, rows: SaleSelect[]): Promise<TSaleRow[]> {
  if (rows.length === 0) return [];
  const saleIds = rows.map((r) => r.id);
  const userIds = distinct(rows.map((r) => r.userId));
  const registerIds = distinct(rows.map((r) => r.registerId));
  const [counts, tenders, cashiers, tills] = await Promise.all([
    db
      .select({ saleId: saleLines.saleId, units: sql<string>`sum(${saleLines.qty})`, lines: count() })
      .from(saleLines)
      .where(and(eq(saleLines.cid, cid), inArray(saleLines.saleId, saleIds)))
      .groupBy(saleLines.saleId),
    db
      .select({ saleId: salePayments.saleId, method: salePayments.method, amountCents: salePayments.amountCents })
      .from(salePayments)
      .where(and(eq(salePayments.cid, cid), inArray(salePayments.saleId, saleIds)))
      .orderBy(salePayments.saleId, salePayments.position),
    userIds.length > 0 ? db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.cid, cid), inArray(users.id, userIds))) : [],
    registerIds.length > 0 ? db.select({ id: registers.id, name: registers.name }).from(registers).where(and(eq(registers.cid, cid), inArray(registers.id, registerIds))) : [],
  ]);
  const bySale = new Map(counts.map((c) => [c.saleId, c]));
  const paidBy = new Map<string, typeof tenders>();
  for (const p of tenders) paidBy.set(p.saleId, [...(paidBy.get(p.saleId) ?? []), p]);
  const cashierName = new Map(cashiers.map((u) => [u.id, u.name]));
  const registerName = new Map(tills.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    ...toSaleRow(r, Number(bySale.get(r.id)?.units ?? 0), bySale.get(r.id)?.lines ?? 0),
    payments: (paidBy.get(r.id) ?? []).map((p) => ({ method: p.method as PaymentMethod, amount: fromMinor(p.amountCents, r.currency) })),
    cashier: r.userId ? (cashierName.get(r.userId) ?? null) : null,
    register: r.registerId ? (registerName.get(r.registerId) ?? null) : null,
  }));
}

function toSaleRow(r: SaleSelect, units: number, lines: number): SaleFigures {
  return {
    _id: r.id,
    barcode: r.barcode,
    qfname: r.qfname,
    createdAt: r.createdAt.toISOString(),
    units,
    lines,
    subtotal: fromMinor(r.subtotalCents, r.currency),
    discount: fromMinor(r.discountCents, r.currency),
    shipping: fromMinor(r.shippingCents, r.currency),
    taxes: fromMinor(r.taxCents, r.currency),
    total: fromMinor(r.totalCents, r.currency),
    currency: r.currency,
    returned: r.returned,
    returnedAt: r.returnedAt ? r.returnedAt.toISOString() : null,
    change: fromMinor(r.changeCents, r.currency),
    refunded: fromMinor(r.refundedCents, r.currency),
  };
}

/** How many of a clerk's receipts of today are listed; the count and totals cover them all. */
export const OWN_SALES_LISTED = 200;

/**
 * The caller's own receipts of today in the shop's zone, newest first: what a clerk checks before
 * handing over the till. Totals in the business currency, refunds of them given separately.
 */
export async function ownSalesToday(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'userId'>): Promise<TOwnSalesToday> {
  const timeZone = await timeZoneOf(db, caller.cid);
  const day = todayIn(timeZone);
  const where = and(inRange(caller.cid, { from: day, to: day }, timeZone), eq(sales.userId, caller.userId));
  const [[totals], { currency }, rows] = await Promise.all([
    db
      .select({ receipts: count(), totalCents: sql<string>`coalesce(sum(${sales.totalCents}), 0)`, refundedCents: sql<string>`coalesce(sum(${sales.refundedCents}), 0)` })
      .from(sales)
      .where(where),
    moneySettingsOf(db, caller.cid),
    db.select(saleColumns).from(sales).where(where).orderBy(desc(sales.createdAt), desc(sales.id)).limit(OWN_SALES_LISTED),
  ]);
  return {
    day,
    receipts: totals.receipts,
    total: fromMinor(Number(totals.totalCents), currency),
    refunded: fromMinor(Number(totals.refundedCents), currency),
    currency,
    sales: await withLineCounts(db, caller.cid, rows),
  };
}

/** Receipts newest first, one page at a time. */
export async function listSales(db: DbOrTx, cid: string, opts: DayRange & { page: number; pageSize: number }): Promise<TSalesPage> {
  // Only a day filter needs the zone: an open range saves the look-up.
  const where = inRange(cid, opts, opts.from || opts.to ? await timeZoneOf(db, cid) : 'UTC');
  const [{ total }] = await db.select({ total: count() }).from(sales).where(where);
  const pages = Math.ceil(total / opts.pageSize);
  const page = Math.min(opts.page, Math.max(1, pages));
  const rows = await db
    .select(saleColumns)
    .from(sales)
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(opts.pageSize)
    .offset((page - 1) * opts.pageSize);
  return { sales: await withLineCounts(db, cid, rows), count: total, page, pages };
}

/**
 * The line count of each receipt, for a LATERAL join from `sales`: each receipt's lines are found
 * through the sale_lines_sale_idx index. Lines are reached through their receipt, which the outer
 * query already scopes to the business.
 */
function linesOfEachReceipt(db: DbOrTx, cid: string) {
  return db
    .select({ lines: sql<string>`count(sl.id)`.as('line_count') })
    .from(sql`sale_lines sl`)
    .where(sql`sl.sale_id = "sales"."id" and sl.cid = ${cid}`)
    .as('per_receipt');
}

/**
 * The tenders of each receipt as text ("cash 2000;card 1250", minor units, in the order given),
 * for the same LATERAL join: read through the payments' primary key, which starts (cid, sale_id).
 */
function paymentsOfEachReceipt(db: DbOrTx, cid: string) {
  return db
    .select({ payments: sql<string | null>`string_agg(sp.method || ' ' || sp.amount_cents::text, ';' order by sp.position)`.as('payment_list') })
    .from(sql`sale_payments sp`)
    .where(sql`sp.sale_id = "sales"."id" and sp.cid = ${cid}`)
    .as('paid_by');
}

/**
 * The taxes of each receipt as text (name, rate and tax in minor units, lowest rate first), for the
 * same LATERAL join; fields and entries apart by the ASCII unit and record separators, which no
 * name holds. A class's single rate is 'Tax', as its receipt row says.
 */
function taxesOfEachReceipt(db: DbOrTx, cid: string) {
  return db
    .select({
      taxes: sql<string | null>`string_agg(case when st.named then st.name else 'Tax' end || chr(31) || st.rate_ppm::text || chr(31) || st.tax_cents::text, chr(30) order by st.rate_ppm, st.name)`.as('tax_list'),
    })
    .from(sql`sale_taxes st`)
    .where(sql`st.sale_id = "sales"."id" and st.cid = ${cid}`)
    .as('taxed_by');
}

/** A receipt as the CSV export writes it: its row, how it was paid and each of its taxes. */
export interface SaleExportRow extends SaleFigures {
  payments: { method: string; amount: number }[];
  taxLines: { name: string; rate: number; tax: number }[];
}

/** The list taxesOfEachReceipt makes, in the receipt's currency. */
function readTaxList(list: string | null, currency: string): SaleExportRow['taxLines'] {
  if (!list) return [];
  return list.split('\u001e').map((entry) => {
    const [name, ratePpm, minor] = entry.split('\u001f');
    return { name, rate: ppmToPercent(Number(ratePpm)), tax: fromMinor(Number(minor), currency) };
  });
}

/** "cash 2000;card 1250" (see paymentsOfEachReceipt) in the receipt's currency. */
function readPaymentList(list: string | null, currency: string): SaleExportRow['payments'] {
  if (!list) return [];
  return list.split(';').map((entry) => {
    const [method, minor] = entry.split(' ');
    return { method, amount: fromMinor(Number(minor), currency) };
  });
}

/** Where one batch of an export ended: the last receipt's time (exact, as text) and id. */
interface SalesCursor {
  at: string;
  id: string;
}

/**
 * One batch of the CSV export: receipts of the range newest first, after `cursor`, lines counted
 * per receipt, in one query. Each batch starts where the last ended (not at an offset), so a batch
 * costs the same however deep into the range it is.
 */
async function listSalesBatch(db: DbOrTx, cid: string, range: DayRange, timeZone: string, cursor: SalesCursor | null, limit: number): Promise<{ rows: SaleExportRow[]; next: SalesCursor | null }> {
  const perReceipt = linesOfEachReceipt(db, cid);
  const paidBy = paymentsOfEachReceipt(db, cid);
  const taxedBy = taxesOfEachReceipt(db, cid);
  const rows = await db
    // The time as text keeps its microseconds, which a Date would round away, and a cursor
    // rounded down would skip the receipts of the same millisecond.
    .select({ ...saleColumns, units: sales.units, lines: perReceipt.lines, payments: paidBy.payments, taxes: taxedBy.taxes, at: sql<string>`${sales.createdAt}::text` })
    .from(sales)
    .innerJoinLateral(perReceipt, sql`true`)
    .innerJoinLateral(paidBy, sql`true`)
    .innerJoinLateral(taxedBy, sql`true`)
    .where(and(inRange(cid, range, timeZone), cursor ? sql`(${sales.createdAt}, ${sales.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(limit);
  const last = rows.at(-1);
  return { rows: rows.map((r) => ({ ...toSaleRow(r, r.units, Number(r.lines)), payments: readPaymentList(r.payments, r.currency), taxLines: readTaxList(r.taxes, r.currency) })), next: last && rows.length === limit ? { at: last.at, id: last.id } : null };
}

async function currencyOf(db: DbOrTx, cid: string): Promise<string> {
  const [row] = await db.select({ currency: settings.currency }).from(settings).where(eq(settings.cid, cid)).limit(1);
  return row?.currency ?? 'USD';
}

const n = (v: unknown) => Number(v ?? 0);
const sum = <T>(rows: T[], pick: (r: T) => unknown) => rows.reduce((acc, r) => acc + n(pick(r)), 0);

interface MoneyMovements {
  /** Minor units per method: payments taken, refunds paid out. */
  paid: { method: string; amount: string }[];
  refunded: { method: string; amount: string }[];
  changeGiven: number;
}

/** Per method, what was taken (cash net of change), refunded and kept; every method, cash first. */
function takingsByMethod(m: MoneyMovements, fromCents: (minor: number) => number): TMethodTakings[] {
  const amountOf = (rows: { method: string; amount: string }[], method: string) => n(rows.find((r) => r.method === method)?.amount);
  return PAYMENT_METHODS.map((method) => {
    const taken = amountOf(m.paid, method) - (method === 'cash' ? m.changeGiven : 0);
    const refunded = amountOf(m.refunded, method);
    return { method, taken: fromCents(taken), refunded: fromCents(refunded), net: fromCents(taken - refunded) };
  });
}

/**
 * The period's figures. Sales come from `sales` rows alone, read through the (cid, created_at)
 * index: each receipt carries its units and cost of goods, written with its lines at checkout, so
 * a whole year of a large shop never touches the lines. Payments, returns and refunds are read
 * from their own rows by their own (cid, created_at) indexes, each on the day it happened: a
 * refund given today for last month's sale is today's money leaving the till, so it counts in
 * the period it was paid out, as the drawer saw it.
 */
export async function summarizeSales(db: DbOrTx, cid: string, range: DayRange, zone?: string): Promise<TSalesSummary> {
  const timeZone = zone ?? (await timeZoneOf(db, cid));
  const { from, to } = resolveSummaryRange(range, todayIn(timeZone));
  // Grouped on the local date of each receipt, in the shop's zone.
  const saleDate = localDayOf(sales.createdAt, timeZone);
  const kept = sql`not ${sales.returned}`;
  const period = { from, to };

  const [receiptDays, currency, rates, paid, refunded, returns, taxesRefunded] = await Promise.all([
    db
      .select({
        day: sql<string>`${saleDate}::text`,
        sales: sql<string>`count(*)`,
        units: sql<string>`sum(${sales.units})`,
        revenue: sql<string>`sum(${sales.totalCents})`,
        subtotal: sql<string>`sum(${sales.subtotalCents})`,
        discounts: sql<string>`sum(${sales.discountCents})`,
        taxes: sql<string>`sum(${sales.taxCents})`,
        shipping: sql<string>`sum(${sales.shippingCents})`,
        change: sql<string>`sum(${sales.changeCents})`,
        cashRounding: sql<string>`sum(${sales.cashRoundingCents})`,
        // Margin counts only what was kept: the goods before tax (the subtotal when tax is added;
        // less the tax the lines contain when prices include it: src/domain/totals.ts) less cost.
        keptGoodsNet: sql<string>`coalesce(sum(coalesce(${sales.goodsNetCents}, ${sales.subtotalCents})) filter (where ${kept}), 0)`,
        keptCost: sql<string>`coalesce(sum(${sales.costCents}) filter (where ${kept}), 0)`,
      })
      .from(sales)
      .where(inRange(cid, { from, to }, timeZone))
      .groupBy(saleDate),
    currencyOf(db, cid),
    // Tax per rate over the period, from each receipt's rates (the same receipts as above).
    db
      .select({ ratePpm: saleTaxes.ratePpm, named: saleTaxes.named, name: sql<string>`min(${saleTaxes.name})`, base: sql<string>`sum(${saleTaxes.baseCents})`, tax: sql<string>`sum(${saleTaxes.taxCents})` })
      .from(saleTaxes)
      .innerJoin(sales, and(eq(sales.cid, saleTaxes.cid), eq(sales.id, saleTaxes.saleId)))
      .where(and(eq(saleTaxes.cid, cid), inRange(cid, { from, to }, timeZone)))
      // A named tax (GST, QST) apart by its name; a class's single rate by its rate, as before.
      .groupBy(saleTaxes.ratePpm, saleTaxes.named, sql`case when ${saleTaxes.named} then ${saleTaxes.name} end`)
      .orderBy(saleTaxes.ratePpm, sql`min(${saleTaxes.name})`),
    db
      .select({ method: salePayments.method, amount: sql<string>`sum(${salePayments.amountCents})` })
      .from(salePayments)
      .where(and(eq(salePayments.cid, cid), withinLocalDays(salePayments.createdAt, period, timeZone)))
      .groupBy(salePayments.method),
    db
      .select({ method: refundPayments.method, amount: sql<string>`sum(${refundPayments.amountCents})` })
      .from(refundPayments)
      .where(and(eq(refundPayments.cid, cid), withinLocalDays(refundPayments.createdAt, period, timeZone)))
      .groupBy(refundPayments.method),
    // Returns of the period, partial ones included: how many receipts they came from, and what they refunded.
    db
      .select({ receipts: sql<string>`count(distinct ${saleReturns.saleId})`, refunded: sql<string>`coalesce(sum(${saleReturns.refundCents}), 0)` })
      .from(saleReturns)
      .where(and(eq(saleReturns.cid, cid), withinLocalDays(saleReturns.createdAt, period, timeZone))),
    // What those returns gave back of each tax, to net against the sales' taxes above.
    refundedTaxes(db, cid, withinLocalDays(saleReturns.createdAt, period, timeZone)),
  ]);
  const fromCents = (minor: number) => fromMinor(minor, currency);

  const byDay = new Map(receiptDays.map((d) => [d.day, d]));
  const days: TSalesDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const r = byDay.get(day);
    days.push({ date: day, sales: n(r?.sales), revenue: fromCents(n(r?.revenue)), units: n(r?.units) });
  }

  const revenueCents = sum(receiptDays, (d) => d.revenue);
  const taxCents = sum(receiptDays, (d) => d.taxes);
  const returnsValueCents = n(returns[0]?.refunded);
  const changeGiven = sum(receiptDays, (d) => d.change);
  const keptCostCents = sum(receiptDays, (d) => d.keptCost);
  return {
    from,
    to,
    salesCount: sum(receiptDays, (d) => d.sales),
    units: sum(receiptDays, (d) => d.units),
    revenue: fromCents(revenueCents),
    subtotal: fromCents(sum(receiptDays, (d) => d.subtotal)),
    discounts: fromCents(sum(receiptDays, (d) => d.discounts)),
    taxes: fromCents(taxCents),
    shipping: fromCents(sum(receiptDays, (d) => d.shipping)),
    net: fromCents(revenueCents - taxCents),
    gross: fromCents(revenueCents),
    taxLines: netTaxLines(
      rates.map((r) => ({ ratePpm: r.ratePpm, named: r.named, name: r.name, base: n(r.base), tax: n(r.tax) })),
      taxesRefunded,
      fromCents,
    ),
    returnsCount: n(returns[0]?.receipts),
    returnsValue: fromCents(returnsValueCents),
    netRevenue: fromCents(revenueCents - returnsValueCents),
    cost: fromCents(keptCostCents),
    grossMargin: fromCents(sum(receiptDays, (d) => d.keptGoodsNet) - keptCostCents),
    payments: takingsByMethod({ paid, refunded, changeGiven }, fromCents),
    changeGiven: fromCents(changeGiven),
    // What cash rounding added to the takings (src/domain/cash-rounding.ts): in the cash taken, not in revenue.
    cashRounding: fromCents(sum(receiptDays, (d) => d.cashRounding)),
    currency,
    days,
  };
}

// ---- CSV ----

/** An amount with its currency's decimals: 12.50, 150, 1.235. */
const money = (v: number, currency: string) => v.toFixed(minorDigits(currency));

/** Receipts read per round trip of a sales export: the most of it held in memory at once. */
export const EXPORT_BATCH = 1_000;

/** Times are the shop's wall-clock time with their offset (see isoInZone), its zone named in the header. */
const salesCsvHeader = (timeZone: string): Cell[] => [
  `Date (${timeZone})`,
  'Barcode',
  'Receipt',
  'Lines',
  'Units',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Payments',
  'Change',
  'Refunded',
  'Currency',
  'Returned',
  `Returned at (${timeZone})`,
  'Taxes',
];

function salesCsvRecord(r: SaleExportRow, timeZone: string): Cell[] {
  return [
    isoInZone(new Date(r.createdAt), timeZone),
    r.barcode,
    r.qfname,
    r.lines,
    r.units,
    money(r.subtotal, r.currency),
    money(r.discount, r.currency),
    money(r.shipping, r.currency),
    money(r.taxes, r.currency),
    money(r.total, r.currency),
    // One cell, tenders in the order given: "cash 20.00; card 12.50".
    r.payments.map((p) => `${p.method} ${money(p.amount, r.currency)}`).join('; '),
    money(r.change, r.currency),
    money(r.refunded, r.currency),
    r.currency,
    r.returned,
    r.returnedAt && isoInZone(new Date(r.returnedAt), timeZone),
    // Last, so the columns before keep their places: "GST 5 % 0.33; QST 9.975 % 0.66".
    r.taxLines.map((t) => `${t.name} ${t.rate} % ${money(t.tax, r.currency)}`).join('; '),
  ];
}

/**
 * The receipts of a range as a CSV stream, EXPORT_BATCH receipts at a time (see csvStream), so a
 * year of a large shop is never held in memory whole.
 */
export async function exportSalesCsv(db: DbOrTx, readMore: ReadInBusiness, cid: string, range: DayRange, batch = EXPORT_BATCH): Promise<Readable> {
  const timeZone = await timeZoneOf(db, cid);
  return csvStream({
    header: salesCsvHeader(timeZone),
    record: (r) => salesCsvRecord(r, timeZone),
    first: () => listSalesBatch(db, cid, range, timeZone, null, batch),
    more: (handle, after) => listSalesBatch(handle, cid, range, timeZone, after, batch),
    readMore,
  });
}

export async function exportSummaryCsv(db: DbOrTx, cid: string, range: DayRange): Promise<{ csv: string; from: string; to: string }> {
  const timeZone = await timeZoneOf(db, cid);
  const s = await summarizeSales(db, cid, range, timeZone);
  const m = (v: number) => money(v, s.currency);
  const csv = toCsv([
    ['Figure', 'Value'],
    [`From (${timeZone})`, s.from],
    [`To (${timeZone})`, s.to],
    ['Currency', s.currency],
    ['Receipts', s.salesCount],
    ['Units sold', s.units],
    ['Revenue', m(s.revenue)],
    ['Discounts', m(s.discounts)],
    ['Tax', m(s.taxes)],
    ...s.taxLines.flatMap((t) => {
      const label = t.named ? `${t.name} at ${t.rate} %` : `Tax at ${t.rate} %`;
      const charged = [`${label} (on ${m(t.base)})`, m(t.tax)];
      // The period's refunds of this tax and what it kept, only where returns gave some back.
      return t.refunded === 0 && t.refundedBase === 0 ? [charged] : [charged, [`${label} refunded (on ${m(t.refundedBase)})`, m(-t.refunded)], [`${label} kept`, m(t.net)]];
    }),
    ['Sales before tax', m(s.net)],
    ['Shipping', m(s.shipping)],
    ['Receipts with returns', s.returnsCount],
    ['Refunded', m(s.returnsValue)],
    ['Net revenue', m(s.netRevenue)],
    ['Cost of goods kept', m(s.cost)],
    ['Gross margin', m(s.grossMargin)],
    ['Change given', m(s.changeGiven)],
    ['Cash rounding', m(s.cashRounding)],
    [],
    ['Method', 'Taken', 'Refunded', 'Net'],
    ...s.payments.map((p) => [p.method, m(p.taken), m(p.refunded), m(p.net)]),
    [],
    ['Date', 'Receipts', 'Units', 'Revenue'],
    ...s.days.map((d) => [d.date, d.sales, d.units, m(d.revenue)]),
  ]);
  return { csv, from: s.from, to: s.to };
}
