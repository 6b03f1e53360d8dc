/**
 * One product, one entry: a UPC-A and its EAN-13 form (the same 12 digits after a 0) name the same
 * product (src/domain/barcodes.ts), so an entry may not take a code whose twin another entry has.
 * The (cid, upc) unique index cannot see twins; this check runs in the writing transaction, after
 * taking a lock on the code's one form for the business, so two requests writing the two forms of
 * a code at the same moment take turns: the second sees the first's entry and is refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { barcodeTwin } from '../../domain/barcodes';
import { message } from '../../i18n/translator';
import type { DbOrTx } from '../db/client';
import { inventory } from '../db/schema';
import { duplicate } from '../errors';

/** The one form both spellings of a code share: a UPC-A's 12 digits (an EAN-13 starting with 0 loses its 0). */
export function canonicalCode(upc: string): string {
  return /^0\d{12}$/.test(upc) ? upc.slice(1) : upc;
}

/** Advisory locks of this kind are told apart from the migrations' (one bigint key) by taking two int keys, this the first. */
const BARCODE_LOCK_SPACE = 0x55_50_43; // 'UPC'

/**
 * Holds, until the transaction ends, a lock on the business's code in its one form (PostgreSQL and
 * the embedded database both keep advisory locks). The second key is a 32-bit hash of the business
 * and the code: two other codes sharing it only wait for each other, never pass each other.
 */
export async function lockCode(tx: DbOrTx, cid: string, upc: string): Promise<void> {
  const key = createHash('sha256').update(`${cid}\u0000${canonicalCode(upc)}`).digest().readInt32BE(0);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BARCODE_LOCK_SPACE}::int, ${key}::int)`);
}

/** The advisory-lock class of the gate between catalogue imports and single writes of twin codes (imports hold 724013). */
const TWIN_GATE = 724014;

/**
 * Held by a catalogue import's write transaction, alone: it waits for the adds and edits checking a
 * twin at that moment to commit (so its re-read sees them), and they wait for it. An import writes
 * too many codes to lock each one; the gate costs an add nothing but a shared lock.
 */
export async function closeTwinGate(tx: DbOrTx, cid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TWIN_GATE}::int, hashtext(${cid}::text))`);
}

/**
 * Refuses `upc` (409 DUPLICATE) when another entry of the business holds its twin. Run in the
 * writing transaction: it first passes the import gate (closeTwinGate) and locks the code
 * (lockCode), so the check and the write that follows are one step for every request writing
 * either form of it.
 */
export async function assertNoTwin(db: DbOrTx, cid: string, upc: string, exceptId?: string): Promise<void> {
  const twin = barcodeTwin(upc);
  if (twin === null) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock_shared(${TWIN_GATE}::int, hashtext(${cid}::text))`);
  await lockCode(db, cid, upc);
  const [taken] = await db
    .select({ upc: inventory.upc, subname: inventory.subname })
    .from(inventory)
    .where(and(eq(inventory.cid, cid), eq(inventory.upc, twin), exceptId === undefined ? undefined : ne(inventory.id, exceptId)))
    .limit(1);
  if (taken) throw duplicate(message('errors:inventory.upcTwinTaken', { upc, twin: taken.upc, name: taken.subname }));
}
