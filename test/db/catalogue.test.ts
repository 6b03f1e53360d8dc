/**
 * Reads the migrated database's own catalogue and holds every table to the layout that lets the
 * schema be distributed by business (docs/scaling.md): a table either holds one business's rows
 * (a `cid` column in its primary key, in every unique index and in every foreign key to another
 * business table, and row-level security forced on it), or is listed in GLOBAL_TABLES with its
 * reason. A future table that is neither fails here, on both databases.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/raw';
import { BUSINESS_ROOT_TABLE, GLOBAL_TABLES, GLOBAL_TABLES_WRITTEN_BY_ONE_BUSINESS } from '../../src/server/db/global-tables';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ownerRows = <T>(query: SQL) => rows<T>(t.database.owner, query);

interface TableRow {
  table: string;
  columns: string[];
  rls: boolean;
  forced: boolean;
  policies: number;
}

async function tables(): Promise<TableRow[]> {
  return ownerRows<TableRow>(sql`
    SELECT c.relname AS "table",
           array(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS "columns",
           c.relrowsecurity AS "rls", c.relforcerowsecurity AS "forced",
           (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS "policies"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`);
}

/** The column that names a row's business: `cid`, or the root table's own id. */
function businessColumn(table: string): string {
  return table === BUSINESS_ROOT_TABLE ? 'id' : 'cid';
}

function isGlobal(table: string): boolean {
  return Object.hasOwn(GLOBAL_TABLES, table);
}

describe('the schema distributes by business', () => {
  it('every table holds one business’s rows or is listed as global with its reason', async () => {
    const unlisted = (await tables()).filter((r) => !isGlobal(r.table) && r.table !== BUSINESS_ROOT_TABLE && !r.columns.includes('cid'));
    expect(unlisted.map((r) => r.table)).toEqual([]);
    // The list names only tables that exist, so it cannot drift into fiction.
    const names = new Set((await tables()).map((r) => r.table));
    expect(Object.keys(GLOBAL_TABLES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('every primary key and unique index of a business table includes its business column', async () => {
    const indexes = await ownerRows<{ table: string; index: string; columns: string[] }>(sql`
      SELECT c.relname AS "table", i.relname AS "index",
             array(SELECT a.attname::text FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k) AS "columns"
      FROM pg_index x
      JOIN pg_class c ON c.oid = x.indrelid
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND x.indisunique`);
    const offenders = indexes.filter((ix) => !isGlobal(ix.table) && !ix.columns.includes(businessColumn(ix.table)));
    expect(offenders).toEqual([]);
    const withoutPrimaryKey = (await tables()).filter((r) => !indexes.some((ix) => ix.table === r.table));
    expect(withoutPrimaryKey.map((r) => r.table)).toEqual([]);
  });

  it('every foreign key between business tables carries the business on both sides; none point from a global table into one', async () => {
    const keys = await ownerRows<{ name: string; from: string; to: string; fromColumns: string[]; toColumns: string[] }>(sql`
      SELECT k.conname AS "name", f.relname AS "from", t.relname AS "to",
             array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS "fromColumns",
             array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) AS "toColumns"
      FROM pg_constraint k
      JOIN pg_class f ON f.oid = k.conrelid
      JOIN pg_class t ON t.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = f.relnamespace
      WHERE n.nspname = 'public' AND k.contype = 'f'`);
    expect(keys.length).toBeGreaterThan(0);
    const offenders = keys.filter((k) => {
      if (isGlobal(k.to)) return false; // a business table may refer to a shared (reference) table
      if (isGlobal(k.from)) return true; // a shared table may not depend on one business's rows
      const at = k.fromColumns.indexOf(businessColumn(k.from));
      return at < 0 || k.toColumns[at] !== businessColumn(k.to);
    });
    expect(offenders).toEqual([]);
  });

  it('row-level security is on and forced, with a policy, on every table that holds a business’s rows', async () => {
    const needing = (await tables()).filter((r) => !isGlobal(r.table) || GLOBAL_TABLES_WRITTEN_BY_ONE_BUSINESS.includes(r.table as never));
    expect(needing.length).toBeGreaterThan(8);
    const offenders = needing.filter((r) => !r.rls || !r.forced || r.policies === 0).map((r) => r.table);
    expect(offenders).toEqual([]);
  });
});
