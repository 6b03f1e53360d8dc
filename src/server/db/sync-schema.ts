/**
 * What the terminal's catalogue on the device needs besides the inventory itself: the products
 * deleted since a cursor. A delete trigger on `inventory` writes each one here with the deleting
 * transaction's id; a business table like every other (cid first, row-level security forced).
 */
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const catalogDeletions = pgTable(
  'catalog_deletions',
  {
    cid: text('cid').notNull(),
    inventoryId: text('inventory_id').notNull(),
    changeXid: bigint('change_xid', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'catalog_deletions_pkey', columns: [t.cid, t.inventoryId] }), index('catalog_deletions_cid_change_idx').on(t.cid, t.changeXid)],
);
