/**
 * What each product's price and tax rate were, and since when: a sale made offline is taken at
 * the prices the device charged only when the product really had them in the days before the sale
 * (services/price-history.ts). The app writes a row in the same transaction as every change of a
 * price, a product's category or a category's class, a class's rate and the default rate; no
 * trigger does. A business table like every other (see ./schema.ts): `cid` first in every key,
 * row-level security forced; a product's history goes with it.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { inventory } from './schema';

export const priceHistory = pgTable(
  'price_history',
  {
    cid: text('cid').notNull(),
    /** Written by INSERT … SELECT too, so the database makes it. */
    id: text('id').notNull().default(sql`gen_random_uuid()::text`),
    inventoryId: text('inventory_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The rate of the product's tax class then, as the percent × 10,000. */
    taxRatePpm: integer('tax_rate_ppm').notNull(),
    /** From when the product had this price and rate (until the next row's time). */
    fromAt: timestamp('from_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'price_history_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'price_history_inventory_fk', columns: [t.cid, t.inventoryId], foreignColumns: [inventory.cid, inventory.id] }).onDelete('cascade'),
    index('price_history_cid_inv_from_idx').on(t.cid, t.inventoryId, t.fromAt),
  ],
);
