/**
 * The money of the data set (docs/money.md), written after the sales as the app would have:
 * every shop has "Register 1"; every sale was paid in cash, exactly; every returned receipt was
 * refunded whole in cash when it came back (as migration 0014 fills in history). The main shop's
 * latest SHIFT_SALES sales were rung up on one closed shift of Register 1, so its Z report is
 * measured over that many sales (bench:ledger).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export const SHIFT_SALES = 5_000;
const FLOAT_CENTS = 20_000;

export async function seedMoney(db: Db, shops: SQL, run: (name: string, query: SQL, db: Db) => Promise<void>): Promise<void> {
  await run('registers', sql`WITH ${shops} INSERT INTO registers (id, cid, name) SELECT gen_random_uuid()::text, cid, 'Register 1' FROM shops`, db);
  await run(
    'sale_payments',
    sql`WITH ${shops}
    INSERT INTO sale_payments (cid, sale_id, position, method, amount_cents, created_at)
    SELECT s.cid, s.id, 0, 'cash', s.total_cents, s.created_at FROM sales s JOIN shops ON shops.cid = s.cid WHERE s.total_cents > 0`,
    db,
  );
  await run(
    'returns',
    sql`WITH ${shops},
    lines AS (UPDATE sale_lines l SET returned_qty = l.qty FROM sales s, shops
      WHERE shops.cid = s.cid AND s.cid = l.cid AND s.id = l.sale_id AND s.returned RETURNING l.cid, l.sale_id, l.id, l.inventory_id, l.qty),
    refunded AS (UPDATE sales s SET refunded_cents = s.total_cents FROM shops WHERE shops.cid = s.cid AND s.returned
      RETURNING s.cid, s.id, s.total_cents, coalesce(s.returned_at, s.created_at) AS at),
    back AS (INSERT INTO sale_returns (id, cid, sale_id, refund_cents, created_at) SELECT 'whole-' || id, cid, id, total_cents, at FROM refunded RETURNING id, cid, refund_cents, created_at),
    paid AS (INSERT INTO refund_payments (cid, return_id, position, method, amount_cents, created_at)
      SELECT cid, id, 0, 'cash', refund_cents, created_at FROM back WHERE refund_cents > 0)
    INSERT INTO sale_return_lines (cid, return_id, sale_line_id, inventory_id, qty) SELECT cid, 'whole-' || sale_id, id, inventory_id, qty FROM lines`,
    db,
  );
  // The main shop's last SHIFT_SALES sales on one shift, closed a minute after the last of them
  // with the drawer exactly as expected: the float and the cash taken.
  await run(
    'shift',
    sql`WITH ${shops},
    main AS (SELECT cid, owner_id FROM shops WHERE n = 0),
    reg AS (SELECT r.id, r.cid FROM registers r JOIN main ON main.cid = r.cid),
    latest AS (SELECT s.id, s.cid, s.total_cents, s.created_at FROM sales s JOIN main ON main.cid = s.cid ORDER BY s.created_at DESC LIMIT ${SHIFT_SALES}),
    shift AS (
      INSERT INTO shifts (id, cid, register_id, opened_by, opened_by_name, opened_at, float_cents, closed_by, closed_by_name, closed_at, counted_cents, expected_cash_cents)
      SELECT gen_random_uuid()::text, reg.cid, reg.id, main.owner_id, 'Owner', (SELECT min(created_at) - interval '1 minute' FROM latest), ${FLOAT_CENTS},
        main.owner_id, 'Owner', (SELECT max(created_at) + interval '1 minute' FROM latest), ${FLOAT_CENTS} + (SELECT sum(total_cents) FROM latest),
        ${FLOAT_CENTS} + (SELECT sum(total_cents) FROM latest)
      FROM reg JOIN main ON main.cid = reg.cid
      RETURNING id, cid, register_id
    ),
    sold AS (UPDATE sales s SET shift_id = shift.id, register_id = shift.register_id FROM shift, latest WHERE s.cid = latest.cid AND s.id = latest.id RETURNING s.id, s.cid, s.shift_id)
    UPDATE sale_payments p SET shift_id = sold.shift_id FROM sold WHERE p.cid = sold.cid AND p.sale_id = sold.id`,
    db,
  );
}
