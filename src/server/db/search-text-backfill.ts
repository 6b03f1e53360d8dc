/**
 * Fills the search columns of entries written before they existed (migration 0023), with the app's
 * own foldForSearch: a SQL imitation (translate(), unaccent) would fold some letters differently
 * from the device and from every later write (a capital Ø, Greek or Cyrillic capitals, combining
 * marks outside Latin, Unicode spaces). Runs at start, right after the migrations, as the tables'
 * owner, before any request is served; once every entry has them it costs one query per business.
 * Row-level security holds the owner too (FORCE), so each business is filled under its own `app.cid`.
 */
import { foldForSearch } from '../../domain/search-text';

/** A raw query on the migrating connection: PGlite's client or node-postgres's, which answer alike. */
export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

const BATCH = 2_000;

interface Unfolded {
  id: string;
  subname: string;
  manufacturer: string;
}

/** Returns how many entries were filled. */
export async function backfillSearchText(query: RawQuery): Promise<number> {
  const { rows: businesses } = await query('SELECT id FROM businesses');
  let filled = 0;
  for (const business of businesses as { id: string }[]) {
    await query('BEGIN');
    try {
      await query(`SELECT set_config('app.cid', $1, true)`, [business.id]);
      for (;;) {
        const { rows } = await query(
          'SELECT id, subname, manufacturer FROM inventory WHERE cid = $1 AND (subname_folded IS NULL OR manufacturer_folded IS NULL) LIMIT $2',
          [business.id, BATCH],
        );
        const batch = (rows as Unfolded[]).map((r) => ({ id: r.id, s: foldForSearch(r.subname), m: foldForSearch(r.manufacturer) }));
        if (batch.length === 0) break;
        await query(
          `UPDATE inventory AS i SET subname_folded = v.s, manufacturer_folded = v.m
           FROM jsonb_to_recordset($2::jsonb) AS v(id text, s text, m text) WHERE i.cid = $1 AND i.id = v.id`,
          [business.id, JSON.stringify(batch)],
        );
        filled += batch.length;
        if (batch.length < BATCH) break;
      }
      await query('COMMIT');
    } catch (err) {
      await query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }
  return filled;
}
