/**
 * The "HTTP + database" floor of a read endpoint: a bare Fastify route that runs the endpoint's
 * recorded statements through node-postgres, one after the other as the app does, and answers the
 * last statement's rows as JSON. No sign-in check, validation, ORM, mapping or headers: the least
 * that answering this request over HTTP from this database costs on this machine, so the gap
 * between it and the app is what the app itself adds.
 *
 * Forked by bench/run.ts with DATABASE_URL (and DATABASE_POOL_SIZE, as the app gets); it reports its
 * port, then takes `{ statements }` messages and answers each with `{ ready: true }`.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from './capture';
import { listenAndReport } from './child-server';

function isStatements(msg: unknown): msg is { statements: Statement[] } {
  return typeof msg === 'object' && msg !== null && 'statements' in msg && Array.isArray(msg.statements);
}

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
  let statements: Statement[] = [];
  process.on('message', (msg) => {
    if (!isStatements(msg)) return;
    statements = msg.statements;
    process.send?.({ ready: true });
  });

  const app = Fastify({ logger: false });
  app.get('/replay', async () => {
    let rows: unknown[] = [];
    for (const s of statements) {
      const result = await pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
      rows = result.rows;
    }
    return rows;
  });
  await listenAndReport(app, () => pool.end());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
