/**
 * Migration 0012 on a database that already has businesses in yen, dinars and Canadian dollars:
 * amounts stored as cents become each currency's minor unit (yen / 100, dinars × 10, dollars
 * untouched), every business gets its default tax class at its rate, and old sales their rate per
 * line and tax per rate. Then migration 0024: every rate kept in hundredths of a percent becomes
 * the percent × 10,000, exactly. On the embedded database, as a start-up would migrate it.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { rows } from '../../src/server/db/raw';
import { projectPath } from '../../src/server/paths';

const BEFORE = '0011_business_region';
const MONEY = '0012_tax_classes';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-money-migration-'));

/** The migrations folder up to and including `last`. */
function migrationsUpTo(last: string): string {
  const dir = path.join(work, 'drizzle');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === last) + 1);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(projectPath('drizzle', `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

let client: PGlite;
/** The app's database type, as the migration test casts it: PGlite's drizzle answers the same rows. */
let db: Db;

/** A business with settings, one product and one sale of 3 of it, written as the app did before 0012 (cents). */
async function businessBefore(cid: string, currency: string | null, taxrateBp: number, priceCents: number) {
  await db.execute(sql`INSERT INTO businesses (id, bname, fname, lname, email, phone, address, city, state, country, mailcode, apikey)
    VALUES (${cid}, ${cid}, 'A', 'B', ${`${cid}@example.com`}, '1', '1 Road', 'Town', 'ST', 'Country', '0000', ${`key-${cid}`})`);
  if (currency) await db.execute(sql`INSERT INTO settings (id, cid, taxrate_bp, currency) VALUES (${`${cid}-s`}, ${cid}, ${taxrateBp}, ${currency})`);
  await db.execute(sql`INSERT INTO inventory (id, cid, upc, item, manufacturer, subname, qty, cost_cents, price_cents)
    VALUES (${`${cid}-i`}, ${cid}, '1', 'Misc', 'House', 'Thing', 5, ${Math.round(priceCents / 2)}, ${priceCents})`);
  const line = priceCents * 3;
  const tax = Math.round((line * taxrateBp) / 10_000);
  await db.execute(sql`INSERT INTO sales (id, cid, barcode, qfname, subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, taxrate_bp, currency, units, cost_cents)
    VALUES (${`${cid}-sale`}, ${cid}, '100000000001', ${`${cid}.png`}, ${line}, 0, 0, ${tax}, ${line + tax}, ${taxrateBp}, ${currency ?? 'USD'}, 3, ${Math.round(priceCents / 2) * 3})`);
  await db.execute(sql`INSERT INTO sale_lines (id, sale_id, cid, inventory_id, upc, item, manufacturer, subname, qty, price_cents, cost_cents, discount_pct, line_cents, position)
    VALUES (${`${cid}-l`}, ${`${cid}-sale`}, ${cid}, ${`${cid}-i`}, '1', 'Misc', 'House', 'Thing', 3, ${priceCents}, ${Math.round(priceCents / 2)}, 0, ${line}, 0)`);
}

beforeAll(async () => {
  client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const pglite = drizzle(client);
  db = pglite as unknown as Db;
  await migrate(pglite, { migrationsFolder: migrationsUpTo(BEFORE) });
  await businessBefore('yen', 'JPY', 1000, 15_000); // ¥150, kept as 15000 "cents"
  await businessBefore('dinar', 'KWD', 500, 1_235); // 12.35 KWD
  await businessBefore('dollar', 'CAD', 1300, 999); // $9.99
  await businessBefore('fresh', null, 0, 250); // no settings yet: USD
  await migrate(pglite, { migrationsFolder: migrationsUpTo(MONEY) });
}, 60_000);
afterAll(async () => {
  await client?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('migration 0012 (money and tax)', () => {
  it('converts stock and sales to each currency’s minor unit, leaving two-decimal currencies alone', async () => {
    const stock = await rows<{ cid: string; price_cents: number; cost_cents: number }>(db, sql`SELECT cid, price_cents, cost_cents FROM inventory ORDER BY cid`);
    expect(stock).toEqual([
      { cid: 'dinar', price_cents: 12_350, cost_cents: 6_180 },
      { cid: 'dollar', price_cents: 999, cost_cents: 500 },
      { cid: 'fresh', price_cents: 250, cost_cents: 125 },
      { cid: 'yen', price_cents: 150, cost_cents: 75 },
    ]);
    const sold = await rows<{ cid: string; subtotal_cents: number; tax_cents: number; total_cents: number; cost_cents: number; line_cents: number; tax_rate_bp: number }>(
      db,
      sql`SELECT s.cid, s.subtotal_cents, s.tax_cents, s.total_cents, s.cost_cents::int AS cost_cents, l.line_cents, l.tax_rate_bp
          FROM sales s JOIN sale_lines l ON l.cid = s.cid AND l.sale_id = s.id ORDER BY s.cid`,
    );
    expect(sold).toEqual([
      { cid: 'dinar', subtotal_cents: 37_050, tax_cents: 1_850, total_cents: 38_900, cost_cents: 18_540, line_cents: 37_050, tax_rate_bp: 500 },
      { cid: 'dollar', subtotal_cents: 2_997, tax_cents: 390, total_cents: 3_387, cost_cents: 1_500, line_cents: 2_997, tax_rate_bp: 1300 },
      { cid: 'fresh', subtotal_cents: 750, tax_cents: 0, total_cents: 750, cost_cents: 375, line_cents: 750, tax_rate_bp: 0 },
      { cid: 'yen', subtotal_cents: 450, tax_cents: 45, total_cents: 495, cost_cents: 225, line_cents: 450, tax_rate_bp: 1000 },
    ]);
  });

  it('gives every business its default class at its rate, and every old sale its tax at that rate', async () => {
    const classes = await rows(db, sql`SELECT cid, name, rate_bp, is_default FROM tax_classes ORDER BY cid`);
    expect(classes).toEqual([
      { cid: 'dinar', name: 'Standard', rate_bp: 500, is_default: true },
      { cid: 'dollar', name: 'Standard', rate_bp: 1300, is_default: true },
      { cid: 'fresh', name: 'Standard', rate_bp: 0, is_default: true },
      { cid: 'yen', name: 'Standard', rate_bp: 1000, is_default: true },
    ]);
    const taxes = await rows(db, sql`SELECT cid, rate_bp, name, base_cents, tax_cents FROM sale_taxes ORDER BY cid`);
    expect(taxes).toEqual([
      { cid: 'dinar', rate_bp: 500, name: 'Standard', base_cents: 37_050, tax_cents: 1_850 },
      { cid: 'dollar', rate_bp: 1300, name: 'Standard', base_cents: 2_997, tax_cents: 390 },
      { cid: 'fresh', rate_bp: 0, name: 'Standard', base_cents: 750, tax_cents: 0 },
      { cid: 'yen', rate_bp: 1000, name: 'Standard', base_cents: 450, tax_cents: 45 },
    ]);
    const [flags] = await rows(db, sql`SELECT bool_or(prices_include_tax) AS inclusive, count(goods_net_cents)::int AS goods_net FROM sales`);
    expect(flags).toEqual({ inclusive: false, goods_net: 0 });
  });

  it('leaves row-level security forced on every table it lifted it from', async () => {
    const unforced = await rows(db, sql`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relrowsecurity AND NOT relforcerowsecurity`);
    expect(unforced).toEqual([]);
    const forced = await rows<{ relname: string }>(db, sql`SELECT relname FROM pg_class WHERE relname IN ('tax_classes', 'sale_taxes') AND relforcerowsecurity ORDER BY 1`);
    expect(forced.map((r) => r.relname)).toEqual(['sale_taxes', 'tax_classes']);
  });
});

describe('migration 0024 (rates to 4 decimals)', () => {
  beforeAll(async () => {
    await migrate(drizzle(client), { migrationsFolder: migrationsUpTo('0023_search_text') });
    // A price history row as 0022 wrote them, in hundredths of a percent.
    await db.execute(sql`INSERT INTO price_history (cid, inventory_id, price_cents, tax_rate_bp) SELECT cid, id, price_cents, 1300 FROM inventory WHERE cid = 'dollar'`);
    await migrate(drizzle(client), { migrationsFolder: projectPath('drizzle') });
  }, 60_000);

  it('multiplies every stored rate by 100 and keeps the rest of each row', async () => {
    expect(await rows(db, sql`SELECT cid, rate_ppm FROM tax_classes ORDER BY cid`)).toEqual([
      { cid: 'dinar', rate_ppm: 50_000 },
      { cid: 'dollar', rate_ppm: 130_000 },
      { cid: 'fresh', rate_ppm: 0 },
      { cid: 'yen', rate_ppm: 100_000 },
    ]);
    expect(await rows(db, sql`SELECT cid, taxrate_ppm FROM settings ORDER BY cid`)).toEqual([
      { cid: 'dinar', taxrate_ppm: 50_000 },
      { cid: 'dollar', taxrate_ppm: 130_000 },
      { cid: 'yen', taxrate_ppm: 100_000 },
    ]);
    expect(await rows(db, sql`SELECT s.cid, s.taxrate_ppm, s.tax_cents, l.tax_rate_ppm, l.catalog_tax_rate_ppm, t.rate_ppm, t.tax_cents AS rate_tax
      FROM sales s JOIN sale_lines l ON l.cid = s.cid AND l.sale_id = s.id JOIN sale_taxes t ON t.cid = s.cid AND t.sale_id = s.id ORDER BY s.cid`)).toEqual([
      { cid: 'dinar', taxrate_ppm: 50_000, tax_cents: 1_850, tax_rate_ppm: 50_000, catalog_tax_rate_ppm: null, rate_ppm: 50_000, rate_tax: 1_850 },
      { cid: 'dollar', taxrate_ppm: 130_000, tax_cents: 390, tax_rate_ppm: 130_000, catalog_tax_rate_ppm: null, rate_ppm: 130_000, rate_tax: 390 },
      { cid: 'fresh', taxrate_ppm: 0, tax_cents: 0, tax_rate_ppm: 0, catalog_tax_rate_ppm: null, rate_ppm: 0, rate_tax: 0 },
      { cid: 'yen', taxrate_ppm: 100_000, tax_cents: 45, tax_rate_ppm: 100_000, catalog_tax_rate_ppm: null, rate_ppm: 100_000, rate_tax: 45 },
    ]);
    expect(await rows(db, sql`SELECT cid, tax_rate_ppm FROM price_history`)).toEqual([{ cid: 'dollar', tax_rate_ppm: 130_000 }]);
  });

  it('takes 100 % at most, now in the new unit', async () => {
    await expect(db.execute(sql`UPDATE tax_classes SET rate_ppm = 1000001 WHERE cid = 'dollar'`)).rejects.toMatchObject({ cause: { constraint: 'tax_classes_rate_ck' } });
    await db.execute(sql`UPDATE tax_classes SET rate_ppm = 1000000 WHERE cid = 'dollar'`);
  });
});
