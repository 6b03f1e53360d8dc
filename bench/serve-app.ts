/**
 * The real app for load tests, in its own process as in production: configuration from the
 * environment (DATABASE_URL or DATA_DIR, DATABASE_POOL_SIZE, LOG_LEVEL), no web files.
 * Forked by bench/run.ts; reports its port, closes cleanly on SIGTERM.
 */
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { listenAndReport } from './child-server';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE, tenantSetting: config.TENANT_SETTING });
  const app = await buildApp({ config, database, serveWeb: false });
  await listenAndReport(app, () => database.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
