/**
 * Shifts of a register's cash drawer: opened with a counted float, cash paid in and out with a
 * reason, closed with the drawer counted. The report (X while open, Z once closed) is worked out
 * from the shift's own rows: its sales, their payments and change, its returns and their refunds,
 * and its cash movements (src/domain/shifts.ts has the arithmetic). A shift belongs to the user who
 * opened it: staff act on their own shifts, admins on every shift.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { fitsMinorUnit, fromMinor, toMinor } from '../../../domain/currency';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments';
import type { TShiftCashInput, TShiftCloseInput, TShiftList, TShiftListQuery, TShiftOpenInput, TShiftReport } from '../../../domain/schemas/money';
import { expectedCash, overShort } from '../../../domain/shifts';
import { withinTransaction, type DbOrTx } from '../../db/client';
import { withinLocalDays } from '../../db/local-days';
import { refundPayments, registers, salePayments, saleReturns, sales, saleTaxes, shiftCash, shifts } from '../../db/schema';
import { AppError, forbidden, invalid, isUniqueViolation, notFound } from '../../errors';
import { decimalsMessage, type AmountSubject } from '../amount-messages';
import { readPage } from '../paging';
import { timeZoneOf } from '../region';
import type { AuthContext } from '../sessions';
import { moneySettingsOf } from '../settings';
import { findRegister } from './registers';
import { netTaxLines, refundedTaxes, type TaxSum } from './report-taxes';

type ShiftRow = typeof shifts.$inferSelect;

export const SHIFT_NOT_FOUND = 'Shift not found';
export const SHIFT_ALREADY_OPEN = 'This register already has an open shift';
export const SHIFT_CLOSED = 'This shift is closed';
export const NOT_YOUR_SHIFT = 'Only the person who opened this shift, or an admin, can do that';

/** An amount typed in the business currency, in minor units, or a 400 on `field`. */
function minorOf(amount: number, currency: string, field: string, what: AmountSubject): number {
  if (!fitsMinorUnit(amount, currency)) throw invalid(field, decimalsMessage(what, currency));
  return toMinor(amount, currency);
}

function assertMayAct(auth: AuthContext, shift: ShiftRow): void {
  if (!auth.isAdmin && shift.openedBy !== auth.userId) throw forbidden(NOT_YOUR_SHIFT);
}

/** The shift, locked until the caller's transaction ends ('update' to close it, 'share' to add to it). */
async function lockShift(tx: DbOrTx, cid: string, id: string, strength: 'update' | 'share'): Promise<ShiftRow> {
  const [row] = await tx.select().from(shifts).where(and(eq(shifts.cid, cid), eq(shifts.id, id))).limit(1).for(strength);
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  return row;
}

export async function openShift(db: DbOrTx, auth: AuthContext, registerId: string, input: TShiftOpenInput): Promise<TShiftReport> {
  const { currency } = await moneySettingsOf(db, auth.cid);
  const floatMinor = minorOf(input.float, currency, 'float', 'float');
  return withinTransaction(db, async (tx) => {
    await findRegister(tx, auth.cid, registerId);
    let row: ShiftRow;
    try {
      // Two clerks opening at once: the one-open-shift index lets one in, the other is refused.
      [row] = await tx.insert(shifts).values({ cid: auth.cid, registerId, openedBy: auth.userId, openedByName: auth.name, floatCents: floatMinor }).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('SHIFT_OPEN', SHIFT_ALREADY_OPEN);
      throw err;
    }
    return reportOf(tx, row, currency);
  });
}

/** GET /registers/:id/shift: the register's open shift as an X report. */
export async function openShiftReport(db: DbOrTx, auth: AuthContext, registerId: string): Promise<TShiftReport> {
  await findRegister(db, auth.cid, registerId);
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.cid, auth.cid), eq(shifts.registerId, registerId), isNull(shifts.closedAt)))
    .limit(1);
  if (!row) throw notFound('This register has no open shift');
  assertMayAct(auth, row);
  return reportOf(db, row, (await moneySettingsOf(db, auth.cid)).currency);
}

export async function shiftReport(db: DbOrTx, auth: AuthContext, id: string): Promise<TShiftReport> {
  const [row] = await db.select().from(shifts).where(and(eq(shifts.cid, auth.cid), eq(shifts.id, id))).limit(1);
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  assertMayAct(auth, row);
  return reportOf(db, row, (await moneySettingsOf(db, auth.cid)).currency);
}

/** Pays cash into (amount > 0) or out of (amount < 0, with a reason) an open shift's drawer. */
export async function moveCash(db: DbOrTx, auth: AuthContext, id: string, input: TShiftCashInput): Promise<TShiftReport> {
  const { currency } = await moneySettingsOf(db, auth.cid);
  const amountMinor = minorOf(input.amount, currency, 'amount', 'amount');
  return withinTransaction(db, async (tx) => {
    const shift = await lockShift(tx, auth.cid, id, 'share');
    assertMayAct(auth, shift);
    if (shift.closedAt) throw new AppError('REGISTER_CLOSED', SHIFT_CLOSED);
    await tx.insert(shiftCash).values({ cid: auth.cid, shiftId: id, amountCents: amountMinor, reason: input.reason, userId: auth.userId, userName: auth.name });
    return reportOf(tx, shift, currency);
  });
}

/**
 * Closes the shift with the counted cash. The shift row is locked first, so sales still being
 * rung up on it (they hold it for share) finish before the figures are taken, and later ones find
 * the register closed; the expected cash is stored so the Z report never changes.
 */
export async function closeShift(db: DbOrTx, auth: AuthContext, id: string, input: TShiftCloseInput): Promise<TShiftReport> {
  const { currency } = await moneySettingsOf(db, auth.cid);
  const countedMinor = minorOf(input.counted, currency, 'counted', 'counted');
  return withinTransaction(db, async (tx) => {
    const shift = await lockShift(tx, auth.cid, id, 'update');
    assertMayAct(auth, shift);
    if (shift.closedAt) throw new AppError('REGISTER_CLOSED', SHIFT_CLOSED);
    const figures = await figuresOf(tx, shift);
    const [closed] = await tx
      .update(shifts)
      .set({ closedAt: new Date(), closedBy: auth.userId, closedByName: auth.name, countedCents: countedMinor, expectedCashCents: figures.expectedCashMinor })
      .where(and(eq(shifts.cid, auth.cid), eq(shifts.id, id)))
      .returning();
    return toReport(closed, figures, currency);
  });
}

interface ShiftFigures {
  register: { id: string; name: string };
  sales: { count: number; subtotal: number; discount: number; shipping: number; tax: number; total: number };
  taxes: TaxSum[];
  /** What the shift's returns gave back of each tax. */
  refundedTaxes: TaxSum[];
  returns: { count: number; refunded: number };
  payments: { method: PaymentMethod; count: number; amount: number }[];
  refunds: { method: PaymentMethod; amount: number }[];
  changeGiven: number;
  /** Σ the sales' cash rounding: part of the cash payments, so of the expected cash too. */
  cashRounding: number;
  payIns: number;
  payOuts: number;
  cash: { amount: number; reason: string; by: string; at: Date }[];
  expectedCashMinor: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** Every figure of a shift, in minor units, from its rows (each read through its shift index). */
async function figuresOf(db: DbOrTx, shift: ShiftRow): Promise<ShiftFigures> {
  const cid = shift.cid;
  const [register] = await db.select({ id: registers.id, name: registers.name }).from(registers).where(and(eq(registers.cid, cid), eq(registers.id, shift.registerId)));
  const [sold] = await db
    .select({
      count: count(),
      subtotal: sql<string>`coalesce(sum(${sales.subtotalCents}), 0)`,
      discount: sql<string>`coalesce(sum(${sales.discountCents}), 0)`,
      shipping: sql<string>`coalesce(sum(${sales.shippingCents}), 0)`,
      tax: sql<string>`coalesce(sum(${sales.taxCents}), 0)`,
      total: sql<string>`coalesce(sum(${sales.totalCents}), 0)`,
      change: sql<string>`coalesce(sum(${sales.changeCents}), 0)`,
      cashRounding: sql<string>`coalesce(sum(${sales.cashRoundingCents}), 0)`,
    })
    .from(sales)
    .where(and(eq(sales.cid, cid), eq(sales.shiftId, shift.id)));
  const taxes = await db
    .select({ ratePpm: saleTaxes.ratePpm, named: saleTaxes.named, name: sql<string>`min(${saleTaxes.name})`, base: sql<string>`sum(${saleTaxes.baseCents})`, tax: sql<string>`sum(${saleTaxes.taxCents})` })
    .from(saleTaxes)
    .innerJoin(sales, and(eq(sales.cid, saleTaxes.cid), eq(sales.id, saleTaxes.saleId)))
    .where(and(eq(sales.cid, cid), eq(sales.shiftId, shift.id)))
    // A named tax (GST, QST) apart by its name; a class's single rate by its rate, as before.
    .groupBy(saleTaxes.ratePpm, saleTaxes.named, sql`case when ${saleTaxes.named} then ${saleTaxes.name} end`)
    .orderBy(saleTaxes.ratePpm, sql`min(${saleTaxes.name})`);
  const paid = await db
    .select({ method: salePayments.method, count: count(), amount: sql<string>`sum(${salePayments.amountCents})` })
    .from(salePayments)
    .where(and(eq(salePayments.cid, cid), eq(salePayments.shiftId, shift.id)))
    .groupBy(salePayments.method);
  const [returned] = await db
    .select({ count: count(), refunded: sql<string>`coalesce(sum(${saleReturns.refundCents}), 0)` })
    .from(saleReturns)
    .where(and(eq(saleReturns.cid, cid), eq(saleReturns.shiftId, shift.id)));
  const refunded = await db
    .select({ method: refundPayments.method, amount: sql<string>`sum(${refundPayments.amountCents})` })
    .from(refundPayments)
    .where(and(eq(refundPayments.cid, cid), eq(refundPayments.shiftId, shift.id)))
    .groupBy(refundPayments.method);
  const taxesRefunded = await refundedTaxes(db, cid, eq(saleReturns.shiftId, shift.id));
  const cash = await db.select().from(shiftCash).where(and(eq(shiftCash.cid, cid), eq(shiftCash.shiftId, shift.id))).orderBy(asc(shiftCash.createdAt), asc(shiftCash.id));

  const changeGiven = n(sold.change);
  const paidBy = (m: PaymentMethod) => paid.find((p) => p.method === m);
  const refundedBy = (m: PaymentMethod) => n(refunded.find((r) => r.method === m)?.amount);
  const payIns = cash.filter((c) => c.amountCents > 0).reduce((acc, c) => acc + c.amountCents, 0);
  const payOuts = cash.filter((c) => c.amountCents < 0).reduce((acc, c) => acc - c.amountCents, 0);
  return {
    register: register ?? { id: shift.registerId, name: '' },
    sales: { count: n(sold.count), subtotal: n(sold.subtotal), discount: n(sold.discount), shipping: n(sold.shipping), tax: n(sold.tax), total: n(sold.total) },
    taxes: taxes.map((t) => ({ name: t.name, named: t.named, ratePpm: t.ratePpm, base: n(t.base), tax: n(t.tax) })),
    refundedTaxes: taxesRefunded,
    returns: { count: n(returned.count), refunded: n(returned.refunded) },
    // Every method is listed, cash first, so a report always reads the same way; cash is net of change.
    payments: PAYMENT_METHODS.map((method) => ({
      method,
      count: n(paidBy(method)?.count),
      amount: n(paidBy(method)?.amount) - (method === 'cash' ? changeGiven : 0),
    })),
    refunds: PAYMENT_METHODS.map((method) => ({ method, amount: refundedBy(method) })).filter((r) => r.amount > 0),
    changeGiven,
    cashRounding: n(sold.cashRounding),
    payIns,
    payOuts,
    cash: cash.map((c) => ({ amount: c.amountCents, reason: c.reason, by: c.userName, at: c.createdAt })),
    expectedCashMinor: expectedCash({
      floatMinor: shift.floatCents,
      cashTakenMinor: n(paidBy('cash')?.amount),
      changeGivenMinor: changeGiven,
      cashRefundedMinor: refundedBy('cash'),
      payInsMinor: payIns,
      payOutsMinor: payOuts,
    }),
  };
}

async function reportOf(db: DbOrTx, shift: ShiftRow, currency: string): Promise<TShiftReport> {
  return toReport(shift, await figuresOf(db, shift), currency);
}

function toReport(shift: ShiftRow, f: ShiftFigures, currency: string): TShiftReport {
  const money = (minor: number) => fromMinor(minor, currency);
  // A closed shift keeps the expected cash it closed with.
  const expected = shift.expectedCashCents ?? f.expectedCashMinor;
  return {
    _id: shift.id,
    register: { _id: f.register.id, name: f.register.name },
    openedAt: shift.openedAt.toISOString(),
    openedBy: shift.openedByName,
    closedAt: shift.closedAt?.toISOString() ?? null,
    closedBy: shift.closedByName ?? null,
    currency,
    float: money(shift.floatCents),
    sales: {
      count: f.sales.count,
      subtotal: money(f.sales.subtotal),
      discount: money(f.sales.discount),
      shipping: money(f.sales.shipping),
      tax: money(f.sales.tax),
      total: money(f.sales.total),
    },
    taxLines: netTaxLines(f.taxes, f.refundedTaxes, money),
    returns: { count: f.returns.count, refunded: money(f.returns.refunded) },
    payments: f.payments.map((p) => ({ method: p.method, count: p.count, amount: money(p.amount) })),
    refunds: f.refunds.map((r) => ({ method: r.method, amount: money(r.amount) })),
    changeGiven: money(f.changeGiven),
    cashRounding: money(f.cashRounding),
    payIns: money(f.payIns),
    payOuts: money(f.payOuts),
    cashMovements: f.cash.map((c) => ({ amount: money(c.amount), reason: c.reason, by: c.by, at: c.at.toISOString() })),
    expectedCash: money(expected),
    counted: shift.countedCents === null ? null : money(shift.countedCents),
    overShort: shift.countedCents === null ? null : money(overShort(shift.countedCents, expected)),
  };
}

/** GET /shifts: newest first, by the local day they opened on; staff see the shifts they opened. */
export async function listShifts(db: DbOrTx, auth: AuthContext, query: TShiftListQuery, pageSize: number): Promise<TShiftList> {
  const [{ currency }, timeZone] = await Promise.all([moneySettingsOf(db, auth.cid), query.from || query.to ? timeZoneOf(db, auth.cid) : Promise.resolve('UTC')]);
  const where = and(eq(shifts.cid, auth.cid), withinLocalDays(shifts.openedAt, query, timeZone), auth.isAdmin ? undefined : eq(shifts.openedBy, auth.userId));
  const page = await readPage({
    requested: query.pageNumber,
    pageSize,
    rows: (offset) =>
      db
        .select({
          shift: shifts,
          register: registers.name,
          salesCount: sql<string>`(select count(*) from ${sales} where ${sales.cid} = ${shifts.cid} and ${sales.shiftId} = ${shifts.id})`,
          total: sql<string>`(select coalesce(sum(${sales.totalCents}), 0) from ${sales} where ${sales.cid} = ${shifts.cid} and ${sales.shiftId} = ${shifts.id})`,
        })
        .from(shifts)
        .innerJoin(registers, and(eq(registers.cid, shifts.cid), eq(registers.id, shifts.registerId)))
        .where(where)
        .orderBy(desc(shifts.openedAt), desc(shifts.id))
        .limit(pageSize)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(shifts).where(where))[0].n,
  });
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    shifts: page.rows.map((r) => ({
      _id: r.shift.id,
      register: r.register,
      openedAt: r.shift.openedAt.toISOString(),
      openedBy: r.shift.openedByName,
      closedAt: r.shift.closedAt?.toISOString() ?? null,
      closedBy: r.shift.closedByName ?? null,
      salesCount: n(r.salesCount),
      total: money(n(r.total)),
      expectedCash: r.shift.expectedCashCents === null ? null : money(r.shift.expectedCashCents),
      counted: r.shift.countedCents === null ? null : money(r.shift.countedCents),
      overShort: r.shift.countedCents === null || r.shift.expectedCashCents === null ? null : money(r.shift.countedCents - r.shift.expectedCashCents),
    })),
    count: page.count,
    pages: page.pages,
    page: page.page,
    currency,
  };
}
