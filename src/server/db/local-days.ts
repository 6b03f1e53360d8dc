/**
 * A business's days, in SQL: times are stored as UTC instants, and a day of the shop runs from one
 * local midnight to the next in its time zone (23 or 25 hours when the clocks change). PostgreSQL
 * works the instants out from its own time-zone data (PGlite carries the same), once per query;
 * the stored column is only ever compared to them, so the (cid, created_at) indexes still serve.
 */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The instant local day `day` (YYYY-MM-DD) + `plusDays` began in `timeZone`. */
export function startOfLocalDay(day: string, timeZone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;
}

/** Zone names are letters, digits and `/ _ + -` (America/Port-au-Prince, Etc/GMT+5). */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * The local day (a date) an instant column falls on, for grouping and showing; never for WHERE.
 * The zone is written into the statement as a literal, not bound as a parameter, so the same
 * expression in the select list and in GROUP BY is one expression to PostgreSQL, and a UTC shop's
 * grouping still matches the statistics kept on `(created_at at time zone 'UTC')::date` (migration
 * 0002), which make the planner hash a year into ~366 days instead of sorting it.
 */
export function localDayOf(column: AnyPgColumn, timeZone: string): SQL {
  if (!ZONE_NAME.test(timeZone)) throw new RangeError(`Not a time zone name: ${timeZone}`);
  return sql`(${column} at time zone ${sql.raw(`'${timeZone}'`)})::date`;
}

/** `column` within the local days `from` to `to`, both included; an open end is not filtered. */
export function withinLocalDays(column: AnyPgColumn, range: { from?: string; to?: string }, timeZone: string): SQL | undefined {
  return and(range.from ? gte(column, startOfLocalDay(range.from, timeZone)) : undefined, range.to ? lt(column, startOfLocalDay(range.to, timeZone, 1)) : undefined);
}
