/**
 * One product, one entry: a UPC-A and its EAN-13 form (the same 12 digits after a 0) name the same
 * product (src/domain/barcodes.ts), so an entry may not take a code whose twin another entry has.
 * The (cid, upc) unique index cannot see twins; this check runs in the writing transaction.
 */
import { and, eq, ne } from 'drizzle-orm';
import { barcodeTwin } from '../../domain/barcodes';
import { message } from '../../i18n/translator';
import type { DbOrTx } from '../db/client';
import { inventory } from '../db/schema';
import { duplicate } from '../errors';

/** Refuses `upc` (409 DUPLICATE) when another entry of the business holds its twin. */
export async function assertNoTwin(db: DbOrTx, cid: string, upc: string, exceptId?: string): Promise<void> {
  const twin = barcodeTwin(upc);
  if (twin === null) return;
  const [taken] = await db
    .select({ upc: inventory.upc, subname: inventory.subname })
    .from(inventory)
    .where(and(eq(inventory.cid, cid), eq(inventory.upc, twin), exceptId === undefined ? undefined : ne(inventory.id, exceptId)))
    .limit(1);
  if (taken) throw duplicate(message('errors:inventory.upcTwinTaken', { upc, twin: taken.upc, name: taken.subname }));
}
