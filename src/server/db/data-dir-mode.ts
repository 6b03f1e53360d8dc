/**
 * The embedded database's files are the server's alone: DATA_DIR and every directory in it 0700,
 * every file 0600, and the same for backups. Anyone else on the machine who can read the files
 * reads every business's data (password hashes and session secret included); anyone who can write
 * them can change it, or destroy the database.
 *
 * PGlite writes through Node's fs but sets each new file's mode itself afterwards (its POSIX layer
 * chmods a created file to the mode the C code asked for, 0666 for anything opened with fopen), so
 * the process umask alone is not enough: `privateNodeFs` also keeps group and other bits out of
 * every chmod PGlite makes. A directory made before that (or by an older version, or restored by
 * hand) is repaired at start by `makePrivate`, which says what it changed.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';

const OTHERS = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class DataDirModeError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(
      `${file} is readable or writable by other users and could not be made private to this one ` +
        `(${cause instanceof Error ? cause.message : String(cause)}). Give it to the user that runs Stocktill ` +
        `(chown -R) or fix its mode (chmod -R go-rwx) before starting.`,
    );
    this.name = 'DataDirModeError';
  }
}

/**
 * Files and directories created by this process from now on get no group or other bits, whatever
 * the umask it was started with. Only for processes that open the embedded database: they are its
 * only writers, and nothing else they write is meant for other users.
 */
export function restrictUmask(): void {
  try {
    process.umask(OTHERS);
  } catch {
    // A worker thread may not change the umask; the chmod mask and the repair below still hold.
  }
}

export interface Repaired {
  /** Each path whose mode was changed, with the mode it had. */
  changed: { path: string; mode: number }[];
}

/**
 * Makes `dir` 0700 and everything under it private (directories 0700, files without group or other
 * bits, so 0666 becomes 0600), and reports what it changed. Symbolic links are left alone, never
 * followed. Throws DataDirModeError when a path cannot be changed (another user's file).
 */
export function makePrivate(dir: string): Repaired {
  const changed: Repaired['changed'] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o7777;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : mode & 0o700;
    if (mode !== wanted && (mode & OTHERS || stat.isDirectory())) {
      try {
        fs.chmodSync(p, wanted);
      } catch (err) {
        throw new DataDirModeError(p, err);
      }
      changed.push({ path: p, mode });
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return { changed };
}

/** One line for the log: how many paths were opened to others, and the first few of them. */
export function describeRepair(dir: string, repaired: Repaired): string {
  const shown = repaired.changed.slice(0, 5).map((c) => `${path.relative(dir, c.path) || '.'} (was ${c.mode.toString(8).padStart(4, '0')})`);
  const more = repaired.changed.length > shown.length ? `, and ${repaired.changed.length - shown.length} more` : '';
  return `${dir}: ${repaired.changed.length} files and directories were open to other users and are now private to this one: ${shown.join(', ')}${more}.`;
}

/** A directory private to this user (created if missing, its mode corrected if it exists). */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((fs.statSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Writes a file only this user may read or write, whatever the umask and whether it existed. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  fs.writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/** PGlite's Node filesystem, with group and other bits kept out of every mode it sets. */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: { FS?: { chmod?: (node: unknown, mode: number, dontFollow?: boolean) => void } }) => {
        const FS = mod.FS;
        const chmod = FS?.chmod;
        if (!FS || typeof chmod !== 'function') return;
        FS.chmod = (node, mode, dontFollow) => chmod.call(FS, node, mode & ~OTHERS, dontFollow);
      },
    ];
    return result;
  }
}

/** The filesystem to open an embedded database in `dataDir` with (PGlite's `fs` option). */
export function privateNodeFs(dataDir: string): NodeFS {
  return new PrivateNodeFS(dataDir);
}
