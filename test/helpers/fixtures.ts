/**
 * Rows written straight through drizzle, for tests that need inventory or settings without
 * going through (or waiting for) those areas' API. Amounts are in cents, as stored.
 */
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { inventory, settings } from '../../src/server/db/schema';
import { setDefaultRate } from '../../src/server/services/tax-classes';
import { percentToPpm } from '../../src/domain/tax';
import { moveStock } from '../../src/server/services/stock/ledger';
import { searchTextOf } from '../../src/server/services/inventory-search';

export type ProductRow = typeof inventory.$inferSelect;

export interface ProductFixture {
  upc?: string;
  item?: string;
  manufacturer?: string;
  subname?: string;
  qty?: number;
  lowinventory?: number;
  costCents?: number;
  priceCents?: number;
}

/**
 * Adds one inventory entry to a business; a unique UPC is made up when none is given. Its quantity
 * arrives through the stock ledger, as in the product, so the ledger's invariant holds here too.
 */
export async function seedProduct(db: Db, cid: string, fields: ProductFixture = {}): Promise<ProductRow> {
  const [row] = await db
    .insert(inventory)
    .values({
      cid,
      upc: fields.upc ?? String(randomInt(100_000_000_000, 1_000_000_000_000)),
      item: fields.item ?? 'Snacks',
      manufacturer: fields.manufacturer ?? 'Acme',
      subname: fields.subname ?? 'Widget',
      ...searchTextOf({ subname: fields.subname ?? 'Widget', manufacturer: fields.manufacturer ?? 'Acme' }),
      qty: 0,
      lowinventory: fields.lowinventory ?? 2,
      costCents: fields.costCents ?? 500,
      priceCents: fields.priceCents ?? 1000,
    })
    .returning();
  const moved = await moveStock(db, cid, { userId: null, userName: 'Test fixture' }, { inventoryId: row.id, add: fields.qty ?? 10, reason: 'create', floor: null });
  return { ...row, qty: moved.qtyAfter };
}

/**
 * Sets (or replaces) a business's tax rate, as a percent (13, 9.975), and currency. The rate is
 * the default tax class's, as saving settings through the API makes it.
 */
export async function seedSettings(db: Db, cid: string, taxPercent = 13, currency = 'CAD') {
  const taxratePpm = percentToPpm(taxPercent);
  const [row] = await db
    .insert(settings)
    .values({ cid, taxratePpm, currency })
    .onConflictDoUpdate({ target: settings.cid, set: { taxratePpm, currency, updatedAt: new Date() } })
    .returning();
  await setDefaultRate(db, cid, taxratePpm);
  return row;
}

/** Current stock of one product, read back from the database. */
export async function stockOf(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.select({ qty: inventory.qty }).from(inventory).where(eq(inventory.id, id));
  return row?.qty;
}
