/**
 * Realistic data written straight into the database with set-based SQL (generate_series), so
 * a hundred thousand entries take seconds, not the hours a loop of API calls would. The rows are
 * the ones the app itself would write: UUID ids, integer cents, sale totals that agree with
 * src/domain/totals.ts (checked on a sample after seeding), stock never below zero, unique UPCs and
 * barcodes per business, and a stock ledger that adds up to every entry's quantity
 * (./dataset-ledger.ts, checked after seeding). Works the same on PGlite and PostgreSQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { foldForSearch } from '../src/domain/search-text';
import { computeTotals } from '../src/domain/totals';
import type { Db } from '../src/server/db/client';
import { one, rows } from '../src/server/db/raw';
import { hashPassword } from '../src/server/services/passwords';
import { DEFAULT_TAX_CLASS_NAME } from '../src/server/services/tax-classes';
import { seedLedger, verifyLedger } from './dataset-ledger';
import { seedMoney } from './dataset-money';

export { one, rows };

export interface ShopSize {
  inventory: number;
  sales: number;
  manufacturers: number;
  items: number;
  /** Days of sales history, spread evenly back from now. */
  days: number;
}

export interface DatasetOptions {
  /** The main business (business 0): the one signed in to for demos and benchmarks. */
  main: ShopSize & { bname: string; email?: string; staffEmail?: string };
  /** How many small businesses to add beside it (other tenants sharing the tables). */
  smallShops: number;
  small: ShopSize;
  password: string;
  taxratePpm: number;
  currency: string;
}

export interface SeededDataset {
  tag: string;
  cid: string;
  bname: string;
  ownerEmail: string;
  staffEmail: string;
  password: string;
  counts: Record<string, number>;
}

export const ITEMS = [
  'Beverages', 'Snacks', 'Dairy', 'Bakery', 'Produce', 'Frozen Foods', 'Canned Goods', 'Breakfast', 'Condiments', 'Spices',
  'Cleaning Supplies', 'Paper Goods', 'Personal Care', 'Health', 'Baby Care', 'Pet Supplies', 'Hardware', 'Electrical',
  'Stationery', 'Toys', 'Kitchenware', 'Garden', 'Automotive', 'Batteries', 'Greeting Cards', 'Tobacco Accessories',
  'Confectionery', 'Coffee and Tea', 'Household', 'Seasonal',
];

const MAKER_STEMS = [
  'Northwind', 'Maple Ridge', 'Blue Harbor', 'Golden Valley', 'Summit', 'Pioneer', 'Evergreen', 'Riverside', 'Lakeshore',
  'Red Barn', 'Silver Birch', 'Old Mill', 'Sunrise', 'Prairie', 'Coastal', 'Granite', 'Willow Creek', 'Ironwood', 'Cedar Point',
  'Highland', 'Bayview', 'Meadowlark', 'Stonebridge', 'Kingfisher', 'Clearwater',
];
const MAKER_KINDS = ['Foods', 'Brands', 'Trading Co.', 'Industries', 'Supply', 'Goods', 'Labs', 'Works'];
/** 200 distinct manufacturer names: every stem with every kind. */
export const MANUFACTURERS = MAKER_KINDS.flatMap((kind) => MAKER_STEMS.map((stem) => `${stem} ${kind}`));

const ADJECTIVES = [
  'Classic', 'Original', 'Deluxe', 'Organic', 'Light', 'Extra Strong', 'Family Size', 'Sea Salt', 'Spicy', 'Honey',
  'Vanilla', 'Lemon', 'Smoked', 'Whole Grain', 'Fresh', 'Unscented', 'Heavy Duty', 'Mini', 'Double', 'Premium',
];
const NOUNS = [
  'Cola', 'Sparkling Water', 'Potato Chips', 'Pretzels', 'Granola Bars', 'Yogurt', 'Cheddar', 'Butter', 'Sourdough Bread',
  'Bagels', 'Apples', 'Bananas', 'Ice Cream', 'Pizza', 'Tomato Soup', 'Black Beans', 'Oatmeal', 'Ketchup', 'Mustard',
  'Black Pepper', 'Dish Soap', 'Paper Towels', 'Shampoo', 'Toothpaste', 'Pain Relief', 'Diapers', 'Dog Food', 'Cat Litter',
  'Duct Tape', 'Light Bulbs', 'Notebook', 'Ballpoint Pens', 'Jigsaw Puzzle', 'Frying Pan', 'Potting Soil', 'Motor Oil',
  'AA Batteries', 'Chocolate Bar', 'Ground Coffee', 'Green Tea',
];
const SIZES = ['250 ml', '500 ml', '1 L', '2 L', '100 g', '250 g', '500 g', '1 kg', '6-pack', '12-pack', 'Small', 'Large'];

/** A SQL text array literal of fixed strings (ours, never user input). */
function textArray(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

/** A shop's parameters as SQL, for every business number n in 0..smallShops. */
function shopsCte(tag: string, o: DatasetOptions): SQL {
  const m = o.main;
  const s = o.small;
  return sql`shops AS (
    SELECT n,
      md5(${tag} || ':b:' || n)::uuid::text AS cid,
      md5(${tag} || ':u:' || n)::uuid::text AS owner_id,
      CASE WHEN n = 0 THEN ${m.inventory}::int ELSE ${s.inventory}::int END AS inv_n,
      CASE WHEN n = 0 THEN ${m.sales}::int ELSE ${s.sales}::int END AS sales_n,
      CASE WHEN n = 0 THEN ${Math.min(m.manufacturers, MANUFACTURERS.length)}::int ELSE ${Math.min(s.manufacturers, MANUFACTURERS.length)}::int END AS mfg_n,
      CASE WHEN n = 0 THEN ${Math.min(m.items, ITEMS.length)}::int ELSE ${Math.min(s.items, ITEMS.length)}::int END AS items_n,
      CASE WHEN n = 0 THEN ${m.days}::int ELSE ${s.days}::int END AS days,
      CASE WHEN n = 0 THEN ${o.taxratePpm}::int ELSE 50000 + (n % 11) * 10000 END AS taxrate_ppm,
      CASE WHEN n = 0 THEN ${m.bname}::text ELSE 'Shop ' || n END AS bname
    FROM generate_series(0, ${o.smallShops}::int) AS n
  )`;
}

/** How many best-sellers a shop has (see the sales below). */
const BEST_SELLERS = 10;

/** The UPC of product g: 12 digits, unique within a business, not an obvious sequence. */
const upcOf = (g: SQL) => sql`(100000000000 + (${g})::bigint * 7919)::text`;

export async function seedDataset(db: Db, o: DatasetOptions): Promise<SeededDataset> {
  const tag = randomBytes(4).toString('hex');
  const shops = shopsCte(tag, o);
  const passwordHash = await hashPassword(o.password);
  const ownerEmail = (o.main.email ?? `owner.${tag}@bench.example`).toLowerCase();
  const staffEmail = (o.main.staffEmail ?? `staff.${tag}@bench.example`).toLowerCase();
  const counts: Record<string, number> = {};
  const run = async (name: string, query: SQL, on: Db = db) => {
    const started = performance.now();
    await on.execute(query);
    counts[`${name} ms`] = Math.round(performance.now() - started);
  };

  await run(
    'businesses',
    sql`WITH ${shops}
    INSERT INTO businesses (id, bname, fname, lname, email, phone, address, city, state, country, mailcode, apikey, created_at)
    SELECT cid, bname, 'Olive', 'Owner ' || n,
      CASE WHEN n = 0 THEN ${ownerEmail} ELSE 'owner' || n || '.' || ${tag} || '@bench.example' END,
      '+1416555' || lpad((n % 10000)::text, 4, '0'), (120 + n * 7) || ' Queen Street West', 'Toronto', 'ON', 'Canada', 'M5V 2A' || (n % 10),
      gen_random_uuid()::text, now() - make_interval(days => days + 30)
    FROM shops`,
  );
  await run(
    'users',
    sql`WITH ${shops}
    INSERT INTO users (id, cid, name, email, password_hash, is_admin, is_owner, is_master, last_login, created_at)
    SELECT owner_id, cid, 'Olive Owner ' || n,
      CASE WHEN n = 0 THEN ${ownerEmail} ELSE 'owner' || n || '.' || ${tag} || '@bench.example' END,
      ${passwordHash}, true, true, true, now() - interval '1 day', now() - make_interval(days => days + 30)
    FROM shops
    UNION ALL
    SELECT md5(${tag} || ':staff')::uuid::text, cid, 'Sam Staff', ${staffEmail}, ${passwordHash}, false, false, false, NULL, now() - make_interval(days => days)
    FROM shops WHERE n = 0`,
  );
  // Sign-in finds a user through the service-wide e-mail index, written with the user by the app.
  await run(
    'user_logins',
    sql`INSERT INTO user_logins (email, cid, user_id) SELECT lower(email), cid, id FROM users ON CONFLICT (email) DO NOTHING`,
  );
  await run(
    'settings',
    sql`WITH ${shops}
    INSERT INTO settings (id, cid, taxrate_ppm, currency) SELECT gen_random_uuid()::text, cid, taxrate_ppm, ${o.currency} FROM shops`,
  );
  // Sign-up gives every business its default tax class, at the rate of its settings.
  await run(
    'tax_classes',
    sql`WITH ${shops}
    INSERT INTO tax_classes (id, cid, name, rate_ppm, is_default) SELECT gen_random_uuid()::text, cid, ${DEFAULT_TAX_CLASS_NAME}, taxrate_ppm, true FROM shops`,
  );
  await run(
    'items',
    sql`WITH ${shops}
    INSERT INTO items (id, cid, item, created_at)
    SELECT gen_random_uuid()::text, cid, (${textArray(ITEMS)})[k], now() - make_interval(days => days + 20)
    FROM shops CROSS JOIN LATERAL generate_series(1, items_n) AS k`,
  );
  await run(
    'manufacturers',
    sql`WITH ${shops}
    INSERT INTO manufacturers (id, cid, manufacturer, created_at)
    SELECT gen_random_uuid()::text, cid, (${textArray(MANUFACTURERS)})[k], now() - make_interval(days => days + 20)
    FROM shops CROSS JOIN LATERAL generate_series(1, mfg_n) AS k`,
  );
  // Stock is skewed like a real shop's: most lines healthy, some low, a few sold out.
  await run(
    'inventory',
    sql`WITH ${shops}
    INSERT INTO inventory (id, cid, upc, item, manufacturer, subname, manufacturer_folded, subname_folded, qty, lowinventory, cost_cents, price_cents, created_at, updated_at)
    SELECT gen_random_uuid()::text, cid, ${upcOf(sql`g`)},
      (${textArray(ITEMS)})[1 + (g * 17 + n) % items_n],
      (${textArray(MANUFACTURERS)})[1 + (g * 31 + n) % mfg_n],
      (${textArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS)})[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}]
        || ' ' || (${textArray(SIZES)})[1 + (g / ${ADJECTIVES.length * NOUNS.length}) % ${SIZES.length}],
      -- The search columns, folded by the app's own foldForSearch word by word (a name is its words joined by spaces).
      (${textArray(MANUFACTURERS.map(foldForSearch))})[1 + (g * 31 + n) % mfg_n],
      (${textArray(ADJECTIVES.map(foldForSearch))})[1 + g % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS.map(foldForSearch))})[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}]
        || ' ' || (${textArray(SIZES.map(foldForSearch))})[1 + (g / ${ADJECTIVES.length * NOUNS.length}) % ${SIZES.length}],
      CASE WHEN g % 23 = 0 THEN 0 WHEN g % 7 = 0 THEN g % 5 ELSE 5 + (g * 13) % 195 END,
      5 + g % 11,
      cost,
      (cost * (130 + g % 70) + 50) / 100,
      now() - make_interval(days => days + 10),
      now() - make_interval(hours => (g * 7) % (days * 24 + 1))
    FROM shops CROSS JOIN LATERAL generate_series(1, inv_n) AS g CROSS JOIN LATERAL (SELECT 49 + (g * 97) % 4950 AS cost) c`,
  );
  await run(
    'wallets',
    sql`INSERT INTO wallets (id, created_at)
    SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), now() - interval '90 days'
    FROM generate_series(1, 50)`,
  );
  // Lines first (a CTE), then the sales summed from them and the lines themselves, in one
  // statement: the totals are computed exactly as src/domain/totals.ts does (round half away
  // from zero on exact numerics), and checked against it below. Every shop has best-sellers: its
  // BEST_SELLERS best-stocked products are the first line of one sale in ten (500 sales each in the
  // large shop, so their histories run to many pages); a receipt has one line per product, as the
  // terminal allows.
  await run(
    'sales',
    sql`WITH ${shops},
    wallet_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM wallets),
    heads AS (
      SELECT shops.*, g,
        md5(${tag} || ':s:' || n || ':' || g)::uuid::text AS sale_id,
        now() - make_interval(secs => (days * 86400.0) * (sales_n - g) / sales_n + (g * 7) % 3600) AS created_at,
        CASE WHEN g % 10 = 0 THEN 500 + (g % 5) * 100 ELSE 0 END AS shipping_cents,
        (100000000000 + (g::bigint * 7919 + n) % 899999999999)::text AS barcode,
        1 + (g * 7) % 4 AS line_n
      FROM shops CROSS JOIN LATERAL generate_series(1, sales_n) AS g
    ),
    best AS (
      SELECT cid, array_agg(upc ORDER BY r) AS upcs
      FROM (SELECT cid, upc, row_number() OVER (PARTITION BY cid ORDER BY qty DESC, upc) AS r FROM inventory WHERE cid IN (SELECT cid FROM shops)) ranked
      WHERE r <= ${BEST_SELLERS} GROUP BY cid
    ),
    picks AS (
      SELECT h.*, pos,
        CASE WHEN pos = 1 AND h.g % 10 = 5 THEN b.upcs[1 + (h.g / 10) % array_length(b.upcs, 1)]
          ELSE ${upcOf(sql`1 + (h.g::bigint * 2654435761 + pos * 40503) % h.inv_n`)} END AS upc
      FROM heads h JOIN best b ON b.cid = h.cid CROSS JOIN LATERAL generate_series(1, h.line_n) AS pos
    ),
    lines AS (
      SELECT DISTINCT ON (p.sale_id, i.id) p.sale_id, p.cid, i.id AS inventory_id, i.upc, i.item, i.manufacturer, i.subname, q.qty, i.price_cents, i.cost_cents,
        q.disc, round(i.price_cents::numeric * q.qty * (100 - q.disc) / 100)::int AS line_cents, p.pos
      FROM picks p
      CROSS JOIN LATERAL (SELECT 1 + (p.g + p.pos) % 3 AS qty, CASE WHEN (p.g + p.pos) % 5 = 0 THEN 5 * (1 + p.g % 4) ELSE 0 END AS disc) q
      JOIN inventory i ON i.cid = p.cid AND i.upc = p.upc
      ORDER BY p.sale_id, i.id, p.pos
    ),
    sums AS (
      SELECT sale_id, sum(line_cents)::bigint AS sub, sum(price_cents::bigint * qty) AS gross,
        sum(qty)::int AS units, sum(cost_cents::bigint * qty) AS cost
      FROM lines GROUP BY sale_id
    ),
    new_sales AS (
      INSERT INTO sales (id, cid, user_id, barcode, qfname, subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents,
        taxrate_ppm, currency, wallet_id, returned, returned_at, units, cost_cents, created_at)
      SELECT h.sale_id, h.cid, h.owner_id, h.barcode,
        to_char(h.created_at AT TIME ZONE 'UTC', 'YYYYMMDD-HH24MISS') || '-' || trim(both '-' from regexp_replace(lower(h.bname), '[^a-z0-9]+', '-', 'g'))
          || '-' || h.barcode || '.png',
        s.sub, s.gross - s.sub, h.shipping_cents, t.tax, s.sub + h.shipping_cents + t.tax,
        h.taxrate_ppm, ${o.currency},
        CASE WHEN h.n = 0 AND h.g % 100 = 0 THEN (SELECT ids[1 + (h.g / 100) % array_length(ids, 1)] FROM wallet_ids) END,
        h.g % 50 = 0, CASE WHEN h.g % 50 = 0 THEN least(h.created_at + interval '1 day', now()) END, s.units, s.cost, h.created_at
      FROM heads h
      JOIN sums s ON s.sale_id = h.sale_id
      CROSS JOIN LATERAL (SELECT round((s.sub + h.shipping_cents)::numeric * h.taxrate_ppm / 1000000)::int AS tax) t
    )
    INSERT INTO sale_lines (id, sale_id, cid, inventory_id, upc, item, manufacturer, subname, qty, price_cents, cost_cents, discount_pct, line_cents, position)
    SELECT gen_random_uuid()::text, sale_id, cid, inventory_id, upc, item, manufacturer, subname, qty, price_cents, cost_cents, disc, line_cents, pos
    FROM lines`,
  );
  // A wallet finds its receipts through its index, written with the sale by the app.
  await run(
    'wallet_receipts',
    sql`INSERT INTO wallet_receipts (wallet_id, cid, sale_id, qfname, created_at)
    SELECT wallet_id, cid, id, qfname, created_at FROM sales WHERE wallet_id IS NOT NULL ON CONFLICT DO NOTHING`,
  );
  await seedLedger(db, shops, run);
  await seedMoney(db, shops, run);
  // What autovacuum would have done by now: statistics for the planner and a visibility map,
  // without which counts cannot use index-only scans.
  await run('vacuum', sql`VACUUM ANALYZE`);

  const cid = await one<{ cid: string }>(db, sql`SELECT md5(${tag} || ':b:0')::uuid::text AS cid`);
  for (const table of ['businesses', 'users', 'items', 'manufacturers', 'inventory', 'sales', 'sale_lines', 'stock_movements', 'purchase_orders', 'purchase_order_lines']) {
    const row = await one<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
    counts[table] = Number(row.n);
  }
  await verifyDataset(db, cid.cid);
  await verifyLedger(db, shops);
  return { tag, cid: cid.cid, bname: o.main.bname, ownerEmail, staffEmail, password: o.password, counts };
}

/** Fails loudly if the seeded data is not what the app would have written. */
export async function verifyDataset(db: Db, cid: string): Promise<void> {
  const negative = await one<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM inventory WHERE qty < 0`);
  if (Number(negative.n) !== 0) throw new Error('Seeded stock below zero');
  const sample = await rows<{ id: string; subtotal_cents: number; discount_cents: number; shipping_cents: number; tax_cents: number; total_cents: number; taxrate_ppm: number }>(
    db,
    sql`SELECT id, subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, taxrate_ppm FROM sales WHERE cid = ${cid} ORDER BY id LIMIT 300`,
  );
  const lines = await rows<{ sale_id: string; price_cents: number; qty: number; discount_pct: number; line_cents: number }>(
    db,
    sql`SELECT sale_id, price_cents, qty, discount_pct, line_cents FROM sale_lines WHERE sale_id IN (SELECT id FROM sales WHERE cid = ${cid} ORDER BY id LIMIT 300) ORDER BY sale_id, position`,
  );
  for (const sale of sample) {
    const own = lines.filter((l) => l.sale_id === sale.id);
    const t = computeTotals({
      lines: own.map((l) => ({ priceCents: l.price_cents, qty: l.qty, discountPct: l.discount_pct })),
      shippingCents: sale.shipping_cents,
      taxratePpm: sale.taxrate_ppm,
    });
    const same =
      t.subtotalCents === sale.subtotal_cents &&
      t.discountCents === sale.discount_cents &&
      t.taxCents === sale.tax_cents &&
      t.totalCents === sale.total_cents &&
      t.lines.every((l, i) => l.lineCents === own[i].line_cents);
    if (!same || own.length === 0) throw new Error(`Seeded sale ${sale.id} disagrees with computeTotals`);
  }
  // Every receipt's stored units and cost of goods are the sums of its lines, as checkout writes them.
  const off = await one<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM sales s JOIN (SELECT sale_id, sum(qty) AS units, sum(qty::bigint * cost_cents) AS cost FROM sale_lines GROUP BY sale_id) l
        ON l.sale_id = s.id WHERE s.units <> l.units OR s.cost_cents <> l.cost`,
  );
  if (Number(off.n) !== 0) throw new Error(`${off.n} seeded sales disagree with their lines' units or cost`);
}
