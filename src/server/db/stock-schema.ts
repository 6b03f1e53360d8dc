/**
 * The stock ledger and what writes to it: suppliers, purchase orders and stock counts. Business
 * tables like every other (see ./schema.ts): `cid` first in every key, row-level security forced.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { MOVEMENT_REASONS } from '../../domain/ledger';
import { PURCHASE_ORDER_STATUSES } from '../../domain/purchasing';

const rowId = () => text('id').notNull().$defaultFn(() => randomUUID());
const cid = () => text('cid').notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One change of an entry's quantity, written in the same statement as the change by
 * services/stock/ledger.ts and never updated or deleted. It copies the entry's UPC and name, so it
 * outlives the entry (no foreign key to inventory). `seq` orders an entry's movements exactly:
 * the row lock on the entry makes each change wait for the one before it to commit.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: rowId(),
    cid: cid(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    inventoryId: text('inventory_id').notNull(),
    upc: text('upc').notNull(),
    name: text('name').notNull(),
    delta: integer('delta').notNull(),
    qtyAfter: integer('qty_after').notNull(),
    reason: text('reason').notNull(),
    /** What caused it: 'sale', 'purchase_order', 'stock_count', ... with that record's id. */
    refType: text('ref_type'),
    refId: text('ref_id'),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_movements_pkey', columns: [t.cid, t.id] }),
    // Ascending on purpose: read backwards they give `order by seq desc` (nulls first), which a
    // `desc` index (`desc nulls last`) cannot serve. The reason and days filters of the movements
    // list and their counts read only these indexes (docs/performance.md).
    index('stock_movements_cid_entry_idx').on(t.cid, t.inventoryId, t.seq),
    index('stock_movements_cid_seq_idx').on(t.cid, t.seq),
    index('stock_movements_cid_reason_idx').on(t.cid, t.reason, t.seq),
    index('stock_movements_cid_created_idx').on(t.cid, t.createdAt, t.reason, t.seq),
    check('stock_movements_reason_ck', sql`${t.reason} in (${inList(MOVEMENT_REASONS)})`),
  ],
);

/** Numbers handed out one by one per business (purchase orders are 1, 2, 3 ... per business). */
export const businessCounters = pgTable(
  'business_counters',
  {
    cid: cid(),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'business_counters_pkey', columns: [t.cid, t.name] })],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: rowId(),
    cid: cid(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'suppliers_pkey', columns: [t.cid, t.id] }), uniqueIndex('suppliers_cid_name_uq').on(t.cid, sql`lower(${t.name})`)],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: rowId(),
    cid: cid(),
    number: integer('number').notNull(),
    supplierId: text('supplier_id').notNull(),
    status: text('status').notNull().default('open'),
    note: text('note').notNull().default(''),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'purchase_orders_pkey', columns: [t.cid, t.id] }),
    uniqueIndex('purchase_orders_cid_number_uq').on(t.cid, t.number),
    // A supplier with purchase orders cannot be deleted: the database refuses it too.
    foreignKey({ name: 'purchase_orders_supplier_fk', columns: [t.cid, t.supplierId], foreignColumns: [suppliers.cid, suppliers.id] }),
    index('purchase_orders_cid_status_idx').on(t.cid, t.status, t.number.desc()),
    check('purchase_orders_status_ck', sql`${t.status} in (${inList(PURCHASE_ORDER_STATUSES)})`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: rowId(),
    cid: cid(),
    purchaseOrderId: text('purchase_order_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    upc: text('upc').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    received: integer('received').notNull().default(0),
    costCents: integer('cost_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'purchase_order_lines_pkey', columns: [t.cid, t.id] }),
    foreignKey({
      name: 'purchase_order_lines_po_fk',
      columns: [t.cid, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.cid, purchaseOrders.id],
    }).onDelete('cascade'),
    uniqueIndex('purchase_order_lines_cid_po_entry_uq').on(t.cid, t.purchaseOrderId, t.inventoryId),
    // Never more received than ordered, whatever races: the database holds the line to it.
    check('purchase_order_lines_received_ck', sql`${t.received} >= 0 and ${t.received} <= ${t.qty}`),
  ],
);

export const STOCK_COUNT_STATUSES = ['open', 'committed', 'cancelled'] as const;

export const stockCounts = pgTable(
  'stock_counts',
  {
    id: rowId(),
    cid: cid(),
    name: text('name').notNull(),
    /** The count's scope: one category, one manufacturer, or (both null) everything. */
    scopeItem: text('scope_item'),
    scopeManufacturer: text('scope_manufacturer'),
    status: text('status').notNull().default('open'),
    zeroUncounted: boolean('zero_uncounted').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    committedBy: text('committed_by'),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'stock_counts_pkey', columns: [t.cid, t.id] }),
    index('stock_counts_cid_created_idx').on(t.cid, t.createdAt.desc()),
    check('stock_counts_status_ck', sql`${t.status} in (${inList(STOCK_COUNT_STATUSES)})`),
  ],
);

/** A counted line: `expected` is the stock on hand when the line was first counted. */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    cid: cid(),
    countId: text('count_id').notNull(),
    inventoryId: text('inventory_id').notNull(),
    upc: text('upc').notNull(),
    name: text('name').notNull(),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
    costCents: integer('cost_cents').notNull(),
    countedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'stock_count_lines_pkey', columns: [t.cid, t.countId, t.inventoryId] }),
    foreignKey({ name: 'stock_count_lines_count_fk', columns: [t.cid, t.countId], foreignColumns: [stockCounts.cid, stockCounts.id] }).onDelete('cascade'),
  ],
);
