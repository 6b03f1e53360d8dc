/**
 * One process at a time on an embedded database. PGlite lets any number of processes open one data
 * directory, and two that write to it at once leave a database none can open again. So every
 * command that opens it (the server, seed:demo, bench:seed, backup, restore) first takes this lock,
 * and refuses, naming the holder, when another process has it.
 *
 * The lock is a listening local socket named after the directory: the operating system frees it
 * the moment its process ends, however it ends (kill -9 included), so a lock can never be left
 * stale. On Linux the socket lives in the abstract namespace (no file at all); elsewhere it is a
 * socket file beside the directory, and a file whose socket no longer answers is a dead holder's
 * and is replaced. A process that finds the lock taken connects to it and is told who holds it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Who holds a data directory, as its holder tells a process that asks. */
export interface LockHolder {
  pid: number;
  /** What the holder is doing, e.g. "the Stocktill server". */
  purpose: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `The database in ${dataDir} is in use by ${holder.purpose} (process ${holder.pid}, since ${holder.since}). ` +
            'Stop that process first, or point DATA_DIR at another directory.'
        : `The database in ${dataDir} is in use by another process. Stop it first, or point DATA_DIR at another directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The socket address standing for a directory: the same for every spelling of its path. */
export function lockAddressOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  let real = resolved;
  try {
    real = path.join(fs.realpathSync(path.dirname(resolved)), path.basename(resolved));
  } catch {
    // The parent does not exist yet; the resolved path names the directory just as well.
  }
  if (process.platform === 'linux') return `\0stocktill-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return `${real}.lock`;
}

/** Takes the lock on `dataDir` for this process, or throws DataDirLockedError naming the holder. */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  const address = lockAddressOf(dataDir);
  const holder: LockHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = net.createServer((socket) => socket.end(`${JSON.stringify(holder)}\n`));
    const listening = await listen(server, address);
    if (listening === true) {
      // The lock must never keep a process alive that has finished its work.
      server.unref();
      return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    }
    if (listening.code !== 'EADDRINUSE') throw listening;
    const other = await askHolder(address);
    if (other !== 'gone') throw new DataDirLockedError(path.resolve(dataDir), other);
    // A socket file left by a holder that died (only where the socket is a file): replace it.
    fs.rmSync(address, { force: true });
  }
  throw new DataDirLockedError(path.resolve(dataDir), null);
}

function listen(server: net.Server, address: string): Promise<true | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    server.listen(address, () => resolve(true));
  });
}

/** Who holds the lock at `address`, null when the holder does not say, 'gone' when nobody answers. */
function askHolder(address: string): Promise<LockHolder | null | 'gone'> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? 'gone' : null));
    socket.on('close', () => resolve(parseHolder(text)));
  });
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'pid' in value && 'purpose' in value && 'since' in value) {
      const { pid, purpose, since } = value;
      if (typeof pid === 'number' && typeof purpose === 'string' && typeof since === 'string') return { pid, purpose, since };
    }
  } catch {
    // Whatever answered is not one of ours, or said nothing.
  }
  return null;
}
