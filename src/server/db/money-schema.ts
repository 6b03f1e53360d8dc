/**
 * The money a till takes and gives back: each sale's payments, the registers and their shifts
 * (the cash drawer), cash paid in and out, and returns with their refunds. Business tables like
 * every other (see ./schema.ts): `cid` first in every key, row-level security forced. Amounts are
 * integer minor units of the business currency (src/domain/currency.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { PAYMENT_METHODS } from '../../domain/payments';
import { sales } from './schema';

const rowId = () => text('id').notNull().$defaultFn(() => randomUUID());
const cid = () => text('cid').notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const methodCheck = (name: string, column: Parameters<typeof sql>[1]) => check(name, sql`${column} in (${sql.raw(PAYMENT_METHODS.map((m) => `'${m}'`).join(', '))})`);

/** A till with a cash drawer. Every business has "Register 1" from sign-up. */
export const registers = pgTable(
  'registers',
  {
    id: rowId(),
    cid: cid(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'registers_pkey', columns: [t.cid, t.id] }), uniqueIndex('registers_cid_name_uq').on(t.cid, sql`lower(${t.name})`)],
);

/**
 * A drawer's shift, from the float counted in to the cash counted out. At most one is open per
 * register (a partial unique index, so two clerks opening at once get one shift). Closing stores
 * the expected cash, so the Z report never changes afterwards.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: rowId(),
    cid: cid(),
    registerId: text('register_id').notNull(),
    openedBy: text('opened_by'),
    openedByName: text('opened_by_name').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    floatCents: integer('float_cents').notNull(),
    closedBy: text('closed_by'),
    closedByName: text('closed_by_name'),
    closedAt: at('closed_at'),
    countedCents: integer('counted_cents'),
    expectedCashCents: integer('expected_cash_cents'),
  },
  (t) => [
    primaryKey({ name: 'shifts_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'shifts_register_fk', columns: [t.cid, t.registerId], foreignColumns: [registers.cid, registers.id] }),
    uniqueIndex('shifts_cid_register_open_uq').on(t.cid, t.registerId).where(sql`${t.closedAt} is null`),
    index('shifts_cid_opened_idx').on(t.cid, t.openedAt),
  ],
);

/** Cash put into (amount > 0) or taken out of (amount < 0) a drawer during a shift, with why. */
export const shiftCash = pgTable(
  'shift_cash',
  {
    id: rowId(),
    cid: cid(),
    shiftId: text('shift_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    userId: text('user_id'),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'shift_cash_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'shift_cash_shift_fk', columns: [t.cid, t.shiftId], foreignColumns: [shifts.cid, shifts.id] }),
    index('shift_cash_cid_shift_idx').on(t.cid, t.shiftId),
  ],
);

/**
 * How a sale was paid, one row per tender. The sale's shift and time are copied on, so a shift
 * report and a period's takings per method read these rows through their own index.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    cid: cid(),
    saleId: text('sale_id').notNull(),
    position: integer('position').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference'),
    shiftId: text('shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sale_payments_pkey', columns: [t.cid, t.saleId, t.position] }),
    foreignKey({ name: 'sale_payments_sale_fk', columns: [t.cid, t.saleId], foreignColumns: [sales.cid, sales.id] }).onDelete('cascade'),
    index('sale_payments_cid_shift_idx').on(t.cid, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('sale_payments_cid_created_idx').on(t.cid, t.createdAt, t.method),
    methodCheck('sale_payments_method_ck', t.method),
    check('sale_payments_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** One return of some units of a receipt, with what it refunded. */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: rowId(),
    cid: cid(),
    saleId: text('sale_id').notNull(),
    userId: text('user_id'),
    registerId: text('register_id'),
    shiftId: text('shift_id'),
    refundCents: integer('refund_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sale_returns_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'sale_returns_sale_fk', columns: [t.cid, t.saleId], foreignColumns: [sales.cid, sales.id] }).onDelete('cascade'),
    index('sale_returns_cid_sale_idx').on(t.cid, t.saleId),
    index('sale_returns_cid_shift_idx').on(t.cid, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('sale_returns_cid_created_idx').on(t.cid, t.createdAt),
  ],
);

/** The units of each sale line a return took back. */
export const saleReturnLines = pgTable(
  'sale_return_lines',
  {
    cid: cid(),
    returnId: text('return_id').notNull(),
    saleLineId: text('sale_line_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sale_return_lines_pkey', columns: [t.cid, t.returnId, t.saleLineId] }),
    foreignKey({ name: 'sale_return_lines_return_fk', columns: [t.cid, t.returnId], foreignColumns: [saleReturns.cid, saleReturns.id] }).onDelete('cascade'),
    check('sale_return_lines_qty_ck', sql`${t.qty} > 0`),
  ],
);

/**
 * The tax a return gave back, tax by tax as its sale keeps them in sale_taxes (GST and QST apart),
 * computed with the sale's own rounding rule (src/domain/refunds.ts), so the Z report and the
 * sales summary can net each tax of the sales against its refunds in SQL.
 */
export const saleReturnTaxes = pgTable(
  'sale_return_taxes',
  {
    cid: cid(),
    returnId: text('return_id').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    /** As in sale_taxes: the tax's own name when named, else the name the sale keeps its rate under. */
    name: text('name').notNull(),
    named: boolean('named').notNull().default(false),
    baseCents: integer('base_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sale_return_taxes_pkey', columns: [t.cid, t.returnId, t.ratePpm, t.named, t.name] }),
    foreignKey({ name: 'sale_return_taxes_return_fk', columns: [t.cid, t.returnId], foreignColumns: [saleReturns.cid, saleReturns.id] }).onDelete('cascade'),
  ],
);

/** How a return's refund was paid out, one row per method; shift and time copied as for payments. */
export const refundPayments = pgTable(
  'refund_payments',
  {
    cid: cid(),
    returnId: text('return_id').notNull(),
    position: integer('position').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    shiftId: text('shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'refund_payments_pkey', columns: [t.cid, t.returnId, t.position] }),
    foreignKey({ name: 'refund_payments_return_fk', columns: [t.cid, t.returnId], foreignColumns: [saleReturns.cid, saleReturns.id] }).onDelete('cascade'),
    index('refund_payments_cid_shift_idx').on(t.cid, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('refund_payments_cid_created_idx').on(t.cid, t.createdAt, t.method),
    methodCheck('refund_payments_method_ck', t.method),
    check('refund_payments_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
