/**
 * One catalogue import at a time per business. An import holds a row's worth of memory per line of
 * its file and keeps the database busy until it commits, so two at once (a double click, a script
 * in a loop) would only double the load; the second is refused with 409 and can be sent again.
 *
 * Two holds, for two reasons:
 * - In this process, a claim taken before the upload is read: a second import is refused before
 *   its file is parsed. On the embedded database (one process owns it) this is the whole story:
 *   its transactions run one after another, so the second would otherwise just wait its turn.
 * - In PostgreSQL, an advisory lock keyed on the business, taken by the import's own transaction
 *   and released when it commits or rolls back (so a crashed instance holds nothing): imports
 *   sent to different instances of the app exclude each other too.
 */
import { sql } from 'drizzle-orm';
import { message } from '../../../i18n/translator';
import type { DbOrTx } from '../../db/client';
import { one } from '../../db/raw';
import { AppError } from '../../errors';

/** The advisory-lock class of imports (the migrations hold 724011, the purge 724012). */
export const IMPORT_LOCK = 724013;

const IMPORT_RUNNING = message('errors:catalog.importRunning');
const running = new Set<string>();

const importRunning = () => new AppError('CONFLICT', IMPORT_RUNNING);

/** Claims the business's import in this process; the release may be called any number of times. */
export function claimImport(cid: string): () => void {
  if (running.has(cid)) throw importRunning();
  running.add(cid);
  let held = true;
  return () => {
    if (held) running.delete(cid);
    held = false;
  };
}

/**
 * Takes the business's import lock for the rest of `tx`, the transaction the import runs in, or
 * refuses with 409 when another transaction (on any instance) holds it.
 */
export async function lockImport(tx: DbOrTx, cid: string): Promise<void> {
  const { locked } = await one<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK}::int, hashtext(${cid}::text)) AS locked`);
  if (!locked) throw importRunning();
}
