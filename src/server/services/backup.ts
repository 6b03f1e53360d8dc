/**
 * Where backups of the embedded database go and how the running server is found. Shared by the
 * server (which writes a dump when asked with SIGUSR2) and the backup and restore scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { privateDir, writePrivateFile } from '../db/data-dir-mode';

/** The running server's pid, next to (not inside) the data directory so dumps never include it. */
export const pidFileOf = (dataDir: string) => `${path.resolve(dataDir)}.pid`;

export const backupsDir = (dataDir: string) => `${path.resolve(dataDir)}-backups`;

/** Sortable by time: stocktill-20260121-143005-123.tar.gz */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
  return `stocktill-${stamp}-${String(now.getMilliseconds()).padStart(3, '0')}.tar.gz`;
}

/**
 * Writes a backup into `<DATA_DIR>-backups/` and returns its path. A backup holds everything the
 * data directory does, so it is as private: the folder 0700, the file 0600. Written whole under a
 * `.part` name first and then renamed, so a half-written file is never taken for a backup.
 */
export function writeBackup(dataDir: string, data: Uint8Array): string {
  const dir = backupsDir(dataDir);
  privateDir(dir);
  const file = path.join(dir, backupFileName());
  writePrivateFile(`${file}.part`, data);
  fs.renameSync(`${file}.part`, file);
  return file;
}
