/**
 * `npm run backup`: a consistent copy of the embedded database as a gzipped tarball in
 * `<DATA_DIR>-backups/`. When the server is running it holds the data directory, so the server is
 * asked (SIGUSR2) to write the dump itself; otherwise the directory is opened and dumped here.
 * With DATABASE_URL (PostgreSQL) use the database's own tools (pg_dump) instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { privateDir } from '../src/server/db/data-dir-mode';
import { backupsDir, pidFileOf, writeBackup } from '../src/server/services/backup';
import { runningServerPid } from './server-pid';

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump');
  const dir = backupsDir(config.dataDir);
  // A backup holds every business's data: the folder is this user's alone (0700), as each file is.
  privateDir(dir);
  const pid = runningServerPid(pidFileOf(config.dataDir));

  if (pid) {
    const before = new Set(fs.readdirSync(dir));
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; waited < 300_000; waited += 200) {
      const fresh = fs.readdirSync(dir).find((f) => f.endsWith('.tar.gz') && !before.has(f));
      if (fresh) return console.log(path.join(dir, fresh));
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server (pid ${pid}) did not write a backup in time; see its log`);
  }

  if (!fs.existsSync(config.dataDir)) throw new Error(`no database at ${config.dataDir}`);
  const database = await openDatabase({ dataDir: config.dataDir, purpose: 'npm run backup' });
  try {
    console.log(writeBackup(config.dataDir, new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer())));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
