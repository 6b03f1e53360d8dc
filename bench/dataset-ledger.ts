/**
 * The stock ledger of the data set (docs/stock.md), written after the entries and sales with
 * set-based SQL, as the app would have written it over the shop's history. Per entry, in time order:
 *
 * - `create`: the starting quantity when the entry was added, before the period of sales;
 * - `receive`: a delivery about every two weeks (the shop's days / 14, at least one) from the
 *   entry's manufacturer, as its supplier: one received purchase order per manufacturer and
 *   delivery. A delivery brings what sold since the one before, plus an equal share of the stock
 *   built up over the period (three fifths of the final stock, but never so much that the start
 *   would hold less than the busiest interval's sales). Entries whose final stock is below that
 *   (the low and sold-out ones) get no deliveries: they are being sold down;
 * - `sale`: one per sale line, at the sale's time, by its cashier, minus the units sold;
 * - `return`: one per line of a returned receipt, at its return;
 * - `adjust`: one entry in four: 1 found in twelve of those, else 1 or 2 damaged, lost or stolen;
 * - `count`: rarely, a closing count where a return would otherwise have put back more than the
 *   final stock (a returned item of a product now sold out): the count takes the difference.
 *
 * The starting quantity is what makes each entry's movements add up to its quantity; with the
 * deliveries sized as above the stock never goes below zero on the way. Movements are written in
 * time order, so `seq` follows `created_at`. The large data set gets about 1.2 million movements
 * in its main shop: 940,000 deliveries (12 for most of its 100,000 entries), 125,000 sale lines,
 * 99,000 openings, 24,000 adjustments, 2,000 returns and under 200 closing counts.
 * verifyLedger checks the result.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { one } from '../src/server/db/raw';

/** Days between deliveries. */
const DELIVERY_DAYS = 14;

/**
 * Writes suppliers, received purchase orders and the stock movements of the shops in `shops` (the
 * data set's CTE), in one transaction; `run` times each statement.
 */
export async function seedLedger(db: Db, shops: SQL, run: (name: string, query: SQL, db: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    // Room to sort a million movements in memory; temporary tables get statistics as they are made.
    await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
    const made = async (name: string, query: SQL, table: string) => {
      await run(name, query, tx);
      await tx.execute(sql`ANALYZE ${sql.identifier(table)}`);
    };
    // Each entry with its shop's delivery calendar: deliveries j = 1..k at p0 + (j - frac) * span,
    // frac per manufacturer (one delivery from a maker brings all its products).
    await made(
      'ledger: entries',
      sql`CREATE TEMP TABLE seed_entry ON COMMIT DROP AS
      WITH ${shops}
      SELECT i.cid, i.id, i.upc, i.subname AS name, i.qty, i.cost_cents, i.manufacturer, i.created_at, sh.owner_id, u.name AS owner_name,
        (i.upc::bigint - 100000000000) / 7919 AS g,
        greatest(1, sh.days / ${DELIVERY_DAYS}) AS k,
        now() - make_interval(days => sh.days) AS p0,
        sh.days * 86400.0 / greatest(1, sh.days / ${DELIVERY_DAYS}) AS span,
        (10 + abs(hashtext(i.manufacturer)) % 80) / 100.0 AS frac
      FROM shops sh JOIN inventory i ON i.cid = sh.cid JOIN users u ON u.cid = sh.cid AND u.id = sh.owner_id`,
      'seed_entry',
    );
    // Every sale line, with w: the delivery interval it fell in (delivery w + 1 restocks it; w = k
    // is after the last delivery).
    await made(
      'ledger: sold',
      sql`CREATE TEMP TABLE seed_sold ON COMMIT DROP AS
      SELECT e.cid, e.id AS inventory_id, s.id AS sale_id, l.qty, s.created_at AS at, s.returned_at, s.user_id, coalesce(u.name, '') AS user_name,
        least(e.k, greatest(0, floor(extract(epoch FROM s.created_at - e.p0) / e.span + e.frac)))::int AS w
      FROM seed_entry e
      JOIN sale_lines l ON l.cid = e.cid AND l.inventory_id = e.id
      JOIN sales s ON s.cid = l.cid AND s.id = l.sale_id
      LEFT JOIN users u ON u.cid = s.cid AND u.id = s.user_id`,
      'seed_sold',
    );
    await made(
      'ledger: windows',
      sql`CREATE TEMP TABLE seed_window ON COMMIT DROP AS SELECT cid, inventory_id, w, sum(qty)::int AS units FROM seed_sold GROUP BY cid, inventory_id, w`,
      'seed_window',
    );
    await made(
      'ledger: plan',
      sql`CREATE TEMP TABLE seed_plan ON COMMIT DROP AS
      WITH sold AS (
        SELECT s.cid, s.inventory_id, sum(s.qty)::int AS sold, coalesce(sum(s.qty) FILTER (WHERE s.returned_at IS NOT NULL), 0)::int AS ret
        FROM seed_sold s GROUP BY s.cid, s.inventory_id
      ), windows AS (
        SELECT w.cid, w.inventory_id, max(w.units) AS peak, coalesce(sum(w.units) FILTER (WHERE w.w = e.k), 0)::int AS tail
        FROM seed_window w JOIN seed_entry e ON e.cid = w.cid AND e.id = w.inventory_id GROUP BY w.cid, w.inventory_id
      ), base AS (
        SELECT e.*, coalesce(s.sold, 0) AS sold, coalesce(s.ret, 0) AS ret, coalesce(w.peak, 0) AS peak, coalesce(w.tail, 0) AS tail,
          CASE WHEN e.g % 4 <> 1 THEN 0 WHEN e.g % 12 <> 1 THEN -(1 + e.g % 2) WHEN e.qty - coalesce(s.ret, 0) >= 2 THEN 1 ELSE 0 END AS adj
        FROM seed_entry e
        LEFT JOIN sold s ON s.cid = e.cid AND s.inventory_id = e.id
        LEFT JOIN windows w ON w.cid = e.cid AND w.inventory_id = e.id
      ), budget AS (
        -- b: the units that deliveries may bring without the final stock being exceeded.
        SELECT base.*, qty - ret - greatest(adj, 0) AS b FROM base
      ), sized AS (
        SELECT budget.*, b >= peak AS restocked, CASE WHEN b >= peak THEN least(3 * b / 5, b - peak) ELSE 0 END AS built
        FROM budget
      )
      SELECT sized.*,
        greatest(b, 0) - built + sold - CASE WHEN restocked THEN sold - tail ELSE 0 END + greatest(-adj, 0) AS opening,
        least(b, 0) AS closing
      FROM sized`,
      'seed_plan',
    );
    // Deliveries, numbered as purchase orders per shop in time order (one per maker and date).
    await made(
      'ledger: deliveries',
      sql`CREATE TEMP TABLE seed_receive ON COMMIT DROP AS
      WITH d AS (
        SELECT p.cid, p.id AS inventory_id, p.upc, p.name, p.cost_cents, p.manufacturer, p.owner_id, p.owner_name,
          p.p0 + make_interval(secs => (j - p.frac) * p.span) AS at,
          p.built / p.k + (j <= p.built % p.k)::int + coalesce(w.units, 0) AS qty,
          md5(p.cid || ':supplier:' || p.manufacturer)::uuid::text AS supplier_id,
          md5(p.cid || ':po:' || p.manufacturer || ':' || j)::uuid::text AS po_id
        FROM seed_plan p
        CROSS JOIN LATERAL generate_series(1, p.k) AS j
        LEFT JOIN seed_window w ON w.cid = p.cid AND w.inventory_id = p.id AND w.w = j - 1
        WHERE p.restocked
      )
      SELECT d.*, dense_rank() OVER (PARTITION BY cid ORDER BY at, po_id) AS po_number FROM d WHERE qty > 0`,
      'seed_receive',
    );
    await run(
      'ledger: suppliers',
      sql`INSERT INTO suppliers (id, cid, name, contact, email, phone, note, created_at, updated_at)
      SELECT supplier_id, cid, manufacturer, 'Orders desk',
        'orders@' || trim(both '-' from regexp_replace(lower(manufacturer), '[^a-z0-9]+', '-', 'g')) || '.example', '+14165550199', '',
        min(at) - interval '30 days', min(at) - interval '30 days'
      FROM seed_receive GROUP BY cid, supplier_id, manufacturer`,
      tx,
    );
    await run(
      'ledger: purchase orders',
      sql`INSERT INTO purchase_orders (id, cid, number, supplier_id, status, note, total_cents, created_by, created_at, updated_at)
      SELECT po_id, cid, po_number, supplier_id, 'received', '', sum(qty::bigint * cost_cents), min(owner_id), min(at) - interval '3 days', min(at)
      FROM seed_receive GROUP BY cid, po_id, po_number, supplier_id`,
      tx,
    );
    await run(
      'ledger: purchase order lines',
      sql`INSERT INTO purchase_order_lines (id, cid, purchase_order_id, inventory_id, upc, name, qty, received, cost_cents, position)
      SELECT gen_random_uuid()::text, cid, po_id, inventory_id, upc, name, qty, qty, cost_cents, row_number() OVER (PARTITION BY cid, po_id ORDER BY upc)
      FROM seed_receive`,
      tx,
    );
    await run(
      'ledger: order numbers',
      sql`INSERT INTO business_counters (cid, name, value) SELECT cid, 'purchase_order', max(po_number) FROM seed_receive GROUP BY cid`,
      tx,
    );
    // All movements in time order (ties: opening, delivery, sale, return, adjustment, count), so
    // the identity column numbers them as they happened; qty_after is the running sum.
    await run(
      'ledger: movements',
      sql`INSERT INTO stock_movements (id, cid, inventory_id, upc, name, delta, qty_after, reason, ref_type, ref_id, user_id, user_name, note, created_at)
      SELECT gen_random_uuid()::text, m.cid, m.inventory_id, p.upc, p.name, m.delta,
        sum(m.delta) OVER (PARTITION BY m.cid, m.inventory_id ORDER BY m.at, m.ord, m.ref_id ROWS UNBOUNDED PRECEDING),
        m.reason, m.ref_type, m.ref_id, m.user_id, m.user_name, m.note, m.at
      FROM (
        SELECT cid, id AS inventory_id, opening AS delta, created_at AS at, 0 AS ord, 'create' AS reason, NULL AS ref_type, NULL AS ref_id,
          owner_id AS user_id, owner_name AS user_name, '' AS note
        FROM seed_plan WHERE opening <> 0
        UNION ALL
        SELECT cid, inventory_id, qty, at, 1, 'receive', 'purchase_order', po_id, owner_id, owner_name, 'Purchase order ' || po_number FROM seed_receive
        UNION ALL
        SELECT cid, inventory_id, -qty, at, 2, 'sale', 'sale', sale_id, user_id, user_name, '' FROM seed_sold
        UNION ALL
        SELECT s.cid, s.inventory_id, s.qty, s.returned_at, 3, 'return', 'sale', s.sale_id, e.owner_id, e.owner_name, ''
        FROM seed_sold s JOIN seed_entry e ON e.cid = s.cid AND e.id = s.inventory_id WHERE s.returned_at IS NOT NULL
        UNION ALL
        SELECT cid, id, adj, p0 + make_interval(secs => span * k * ((g * 53) % 97 + 1) / 98), 4, 'adjust', 'adjustment',
          CASE WHEN adj > 0 THEN 'found' ELSE (ARRAY['damaged', 'lost', 'theft'])[1 + (g / 4) % 3] END, owner_id, owner_name, ''
        FROM seed_plan WHERE adj <> 0
        UNION ALL
        SELECT cid, id, closing, now(), 5, 'count', NULL, NULL, owner_id, owner_name, '' FROM seed_plan WHERE closing <> 0
      ) m
      JOIN seed_plan p ON p.cid = m.cid AND p.id = m.inventory_id
      ORDER BY m.at, m.ord, m.ref_id`,
      tx,
    );
  });
}

/**
 * Fails loudly unless the ledger of the shops in `shops` holds for every entry: its movements add
 * up to its quantity, the newest says so, each movement's qty_after is the running sum and never
 * below zero, an entry's movements are numbered in time order, and every sale line has its sale
 * movement.
 */
export async function verifyLedger(db: Db, shops: SQL): Promise<void> {
  const n = async (query: SQL) => Number((await one<{ n: string | number }>(db, sql`WITH ${shops}, seeded AS (SELECT cid FROM shops) ${query}`)).n);
  const broken = await n(sql`
    SELECT count(*) AS n FROM inventory i
    LEFT JOIN (SELECT cid, inventory_id, sum(delta) AS total, max(seq) AS last FROM stock_movements WHERE cid IN (SELECT cid FROM seeded) GROUP BY cid, inventory_id) m
      ON m.cid = i.cid AND m.inventory_id = i.id
    LEFT JOIN stock_movements newest ON newest.cid = m.cid AND newest.seq = m.last
    WHERE i.cid IN (SELECT cid FROM seeded) AND (i.qty <> coalesce(m.total, 0) OR i.qty <> coalesce(newest.qty_after, 0))`);
  if (broken !== 0) throw new Error(`${broken} seeded entries disagree with their stock movements`);
  const disorder = await n(sql`
    SELECT count(*) AS n FROM (
      SELECT qty_after, created_at, sum(delta) OVER w AS running, lag(created_at) OVER w AS before
      FROM stock_movements WHERE cid IN (SELECT cid FROM seeded) WINDOW w AS (PARTITION BY cid, inventory_id ORDER BY seq)
    ) m WHERE qty_after <> running OR qty_after < 0 OR created_at < before`);
  if (disorder !== 0) throw new Error(`${disorder} seeded movements are out of order, below zero or not the running sum`);
  const unsold = await n(sql`
    SELECT count(*) AS n FROM sale_lines l JOIN sales s ON s.cid = l.cid AND s.id = l.sale_id
    WHERE l.cid IN (SELECT cid FROM seeded) AND NOT EXISTS (
      SELECT 1 FROM stock_movements m WHERE m.cid = l.cid AND m.inventory_id = l.inventory_id AND m.reason = 'sale'
        AND m.ref_id = l.sale_id AND m.delta = -l.qty AND m.created_at = s.created_at)`);
  if (unsold !== 0) throw new Error(`${unsold} seeded sale lines have no sale movement`);
}
