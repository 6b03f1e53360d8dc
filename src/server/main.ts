/**
 * Starts Stocktill: opens the database (PGlite in DATA_DIR or PostgreSQL at DATABASE_URL),
 * applies migrations, serves the API and the web app, and closes everything cleanly on SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE });
  const app = await buildApp({ config, database });

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
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Stocktill is serving on port ${config.PORT} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
