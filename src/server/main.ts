/**
 * Starts Stocktill: opens the database (PGlite in DATA_DIR or PostgreSQL at DATABASE_URL),
 * applies migrations, serves the API and the web app, and closes everything cleanly on SIGTERM.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { writePrivateFile } from './db/data-dir-mode';
import { pidFileOf, writeBackup } from './services/backup';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, appDatabaseUrl: config.DATABASE_APP_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE, tenantSetting: config.TENANT_SETTING, purpose: 'the Stocktill server' });
  const app = await buildApp({ config, database, webDir: config.WEB_DIR && path.resolve(config.WEB_DIR) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      fs.rmSync(pidFileOf(config.dataDir), { force: true });
      process.exit(0);
    }
  };
  if (database.dumpDataDir) {
    // `npm run backup` cannot open the embedded database while this process holds it, so it asks
    // this process (found through the pid file) to write a consistent dump instead.
    const dump = database.dumpDataDir;
    writePrivateFile(pidFileOf(config.dataDir), String(process.pid));
    process.on('SIGUSR2', () => {
      void (async () => {
        const file = writeBackup(config.dataDir, new Uint8Array(await (await dump()).arrayBuffer()));
        app.log.info({ file }, 'backup written');
      })().catch((err: unknown) => app.log.error({ err }, 'backup failed'));
    });
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Stocktill is serving on port ${config.PORT} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
