/**
 * The business's sales of today, for the dashboard: today is the business's own day (its time
 * zone, see db/local-days.ts), so a shop in Vancouver does not start a new day at 4 PM. Summed by
 * the database over the (cid, created_at) index, read fresh on every ask.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { fromMinor } from '../../domain/currency';
import { todayIn } from '../../domain/region';
import type { TSalesToday } from '../../domain/schemas/reports';
import type { DbOrTx } from '../db/client';
import { withinLocalDays } from '../db/local-days';
import { sales } from '../db/schema';
import { timeZoneOf } from './region';
import { moneySettingsOf } from './settings';

export async function salesToday(db: DbOrTx, cid: string, now = new Date()): Promise<TSalesToday> {
  const timeZone = await timeZoneOf(db, cid);
  const day = todayIn(timeZone, now);
  const [[totals], { currency }] = await Promise.all([
    db
      .select({ receipts: count(), totalCents: sql<string>`coalesce(sum(${sales.totalCents}), 0)` })
      .from(sales)
      .where(and(eq(sales.cid, cid), withinLocalDays(sales.createdAt, { from: day, to: day }, timeZone))),
    moneySettingsOf(db, cid),
  ]);
  return { day, timeZone, receipts: totals.receipts, total: fromMinor(Number(totals.totalCents), currency), currency };
}
