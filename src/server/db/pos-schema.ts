/**
 * The terminal's quick keys: favourite products an admin puts on a grid for goods without a
 * barcode (bread, produce), one tap each. A business table like every other (see ./schema.ts):
 * `cid` first in every key, row-level security forced; a key goes with its product.
 */
import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inventory } from './schema';

export const quickKeys = pgTable(
  'quick_keys',
  {
    cid: text('cid').notNull(),
    inventoryId: text('inventory_id').notNull(),
    /** Place on the grid, from 0, left to right and top to bottom. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'quick_keys_pkey', columns: [t.cid, t.inventoryId] }),
    uniqueIndex('quick_keys_cid_position_uq').on(t.cid, t.position),
    foreignKey({ name: 'quick_keys_inventory_fk', columns: [t.cid, t.inventoryId], foreignColumns: [inventory.cid, inventory.id] }).onDelete('cascade'),
  ],
);
