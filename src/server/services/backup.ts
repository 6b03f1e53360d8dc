/**
 * Where backups of the embedded database go and how the running server is found. Shared by the
 * server (which writes a dump when asked with SIGUSR2) and the backup and restore scripts.
 */
import path from 'node:path';

/** The running server's pid, next to (not inside) the data directory so dumps never include it. */
export const pidFileOf = (dataDir: string) => `${path.resolve(dataDir)}.pid`;

export const backupsDir = (dataDir: string) => `${path.resolve(dataDir)}-backups`;

/** Sortable by time: stocktill-20260121-143005-123.tar.gz */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
  return `stocktill-${stamp}-${String(now.getMilliseconds()).padStart(3, '0')}.tar.gz`;
}
