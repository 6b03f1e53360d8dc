/**
 * The getting-started checklist and the sample catalogue (issue 18, item 1). Each step is done
 * when the business has done it: its address and phone for receipts, products of its own in the inventory, its tax rate set, a shift
 * opened on a register, a first sale. The sample catalogue is a dozen everyday products with
 * in-store barcodes in a range of their own (29900000001…), so "remove the samples" finds exactly
 * them; categories and manufacturers it brought go too, unless the shop's own products use them.
 */
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { gs1CheckDigit } from '../../domain/barcodes';
import { minorDigits } from '../../domain/currency';
import type { TGettingStarted } from '../../domain/schemas/getting-started';
import type { DbOrTx } from '../db/client';
import { one } from '../db/raw';
import { businesses, inventory, items, manufacturers } from '../db/schema';
import { conflict } from '../errors';
import type { AuthContext } from './sessions';
import { moneySettingsOf } from './settings';
import { actorOf, addEntriesWithStock } from './stock/ledger';

/** [category, manufacturer, name, price in hundredths of the major unit, quantity] */
const SAMPLES: readonly [string, string, string, number, number][] = [
  ['Bakery', 'Corner Bakehouse', 'Sourdough loaf', 550, 12],
  ['Bakery', 'Corner Bakehouse', 'Butter croissant', 225, 30],
  ['Bakery', 'Corner Bakehouse', 'Cinnamon roll', 350, 20],
  ['Produce', 'Green Valley Farm', 'Apples, per kg', 399, 40],
  ['Produce', 'Green Valley Farm', 'Bananas, bunch', 199, 25],
  ['Produce', 'Green Valley Farm', 'Free-range eggs, dozen', 549, 18],
  ['Drinks', 'Brookside Drinks', 'Sparkling water 500 ml', 149, 48],
  ['Drinks', 'Brookside Drinks', 'Orange juice 1 l', 429, 15],
  ['Drinks', 'Brookside Drinks', 'Cold brew coffee', 375, 24],
  ['Pantry', 'Harbour Goods', 'Wildflower honey 350 g', 899, 10],
  ['Pantry', 'Harbour Goods', 'Strawberry jam', 649, 12],
  ['Pantry', 'Harbour Goods', 'Sea salt crisps', 279, 36],
];

/** The sample's in-store EAN-13s: 2990000000 + its number, with the check digit. */
export const SAMPLE_UPCS = SAMPLES.map((_, i) => {
  const body = `299${String(i + 1).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
});

export async function gettingStarted(db: DbOrTx, cid: string): Promise<TGettingStarted> {
  const samples = sql.join(SAMPLE_UPCS.map((u) => sql`${u}`), sql`, `);
  const row = await one<{ details: boolean; products: boolean; tax: boolean; till: boolean; sale: boolean; sample: boolean; dismissed: boolean }>(
    db,
    sql`select
      coalesce((select address <> '' and phone <> '' from businesses where id = ${cid}), false) as details,
      exists (select 1 from inventory where cid = ${cid} and upc not in (${samples})) as products,
      exists (select 1 from settings where cid = ${cid}) as tax,
      exists (select 1 from shifts where cid = ${cid}) as till,
      exists (select 1 from sales where cid = ${cid}) as sale,
      exists (select 1 from inventory where cid = ${cid} and upc in (${samples})) as sample,
      coalesce((select getting_started_dismissed_at is not null from businesses where id = ${cid}), false) as dismissed`,
  );
  return {
    dismissed: row.dismissed,
    steps: [
      { key: 'products', done: row.products },
      { key: 'tax', done: row.tax },
      { key: 'till', done: row.till },
      { key: 'sale', done: row.sale },
      { key: 'details', done: row.details },
    ],
    sampleProducts: row.sample,
  };
}

export async function setDismissed(db: DbOrTx, cid: string, dismissed: boolean): Promise<TGettingStarted> {
  await db
    .update(businesses)
    .set({ gettingStartedDismissedAt: dismissed ? new Date() : null })
    .where(and(eq(businesses.id, cid), dismissed ? isNull(businesses.gettingStartedDismissedAt) : sql`true`));
  return gettingStarted(db, cid);
}

/** Adds the sample catalogue, through the stock ledger like any new product; once. */
export async function addSampleProducts(db: DbOrTx, auth: AuthContext): Promise<{ count: number }> {
  const cid = auth.cid;
  const [taken] = await db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.cid, cid), inArray(inventory.upc, SAMPLE_UPCS))).limit(1);
  if (taken) throw conflict('The sample products are already in your inventory');
  const { currency } = await moneySettingsOf(db, cid);
  const digits = minorDigits(currency);
  // Hundredths of the major unit, in the currency's minor unit: 5.50 USD, 550 JPY, 5.500 KWD.
  const minor = (hundredths: number) => (digits === 0 ? hundredths : hundredths * 10 ** (digits - 2));
  await db.insert(items).values([...new Set(SAMPLES.map((s) => s[0]))].map((item) => ({ cid, item }))).onConflictDoNothing();
  await db.insert(manufacturers).values([...new Set(SAMPLES.map((s) => s[1]))].map((manufacturer) => ({ cid, manufacturer }))).onConflictDoNothing();
  const created = await addEntriesWithStock(
    db,
    cid,
    actorOf(auth),
    SAMPLES.map(([item, manufacturer, subname, price, qty], i) => ({
      upc: SAMPLE_UPCS[i],
      item,
      manufacturer,
      subname,
      qty,
      lowinventory: 5,
      costCents: minor(Math.round(price * 0.55)),
      priceCents: minor(price),
    })),
    'create',
  );
  return { count: created.size };
}

/** Removes the sample catalogue, and the categories and manufacturers nothing else uses. */
export async function removeSampleProducts(db: DbOrTx, cid: string): Promise<{ count: number }> {
  const removed = await db.delete(inventory).where(and(eq(inventory.cid, cid), inArray(inventory.upc, SAMPLE_UPCS))).returning({ id: inventory.id });
  const sampleItems = [...new Set(SAMPLES.map((s) => s[0]))];
  const sampleMakers = [...new Set(SAMPLES.map((s) => s[1]))];
  const itemsInUse = db.select({ item: inventory.item }).from(inventory).where(eq(inventory.cid, cid));
  const makersInUse = db.select({ manufacturer: inventory.manufacturer }).from(inventory).where(eq(inventory.cid, cid));
  await db.delete(items).where(and(eq(items.cid, cid), inArray(items.item, sampleItems), notInArray(items.item, itemsInUse)));
  await db.delete(manufacturers).where(and(eq(manufacturers.cid, cid), inArray(manufacturers.manufacturer, sampleMakers), notInArray(manufacturers.manufacturer, makersInUse)));
  return { count: removed.length };
}
