/**
 * `npm run restore -- <backup.tar.gz>`: replaces the embedded database with a backup. The server
 * must be stopped first. The current data directory is kept beside it (`<DATA_DIR>.before-restore-…`)
 * so a restore can itself be undone.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fs from 'node:fs';
import { loadConfig } from '../src/server/config';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { makePrivate, privateNodeFs, restrictUmask } from '../src/server/db/data-dir-mode';

async function main() {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) throw new Error('usage: npm run restore -- <backup.tar.gz>');
  const config = loadConfig();
  if (config.DATABASE_URL) throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql');
  // Held until the process ends: nothing may open the directory while it is being replaced.
  await lockDataDir(config.dataDir, 'npm run restore');

  // The restored files, and the data kept aside, hold every business's data: this user's alone.
  restrictUmask();
  let kept: string | null = null;
  if (fs.existsSync(config.dataDir)) {
    kept = `${config.dataDir}.before-restore-${Date.now()}`;
    fs.renameSync(config.dataDir, kept);
    makePrivate(kept);
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({ fs: privateNodeFs(config.dataDir), loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
  await client.query('select 1');
  await client.close();
  makePrivate(config.dataDir);
  console.log(`restored ${config.dataDir} from ${file}${kept ? `; the previous data is in ${kept}` : ''}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
