/**
 * In-store barcodes (issue 17, item 4): an EAN-13 in the range GS1 leaves to each store (first
 * digit 2), with its check digit, that no entry of the business uses yet.
 */
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { inStoreCode } from '../../../domain/barcodes';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema';

const ATTEMPTS = 10;

export async function generateInStoreBarcode(db: DbOrTx, cid: string): Promise<{ upc: string }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const digits = Array.from({ length: 11 }, () => randomInt(10)).join('');
    const upc = inStoreCode(digits);
    const [taken] = await db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.cid, cid), eq(inventory.upc, upc))).limit(1);
    if (!taken) return { upc };
  }
  // 10^11 codes: ten clashes in a row means something else is wrong.
  throw new Error('No free in-store barcode after 10 attempts');
}
