/**
 * Receipt images, rendered once and then read back. Painting a receipt costs about a tenth of a
 * second of CPU, and the image route is open to wallet holders who are not signed in, so rendering
 * on every request let anyone with one receipt's address slow the whole server down. A receipt
 * changes only by being returned, so there is one image per receipt and state (open, returned),
 * stored in the database so that every instance shares it.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { receiptImages } from '../db/schema';
import { renderReceiptPng } from './receipt-image';
import type { ImageReceipt } from './receipts';
import { getRegion } from './region';

/** Renders in flight in this process, so a burst of first requests for one image paints it once. */
const rendering = new Map<string, Promise<Buffer>>();

export async function receiptImage(database: Pick<Database, 'tenant'>, receipt: ImageReceipt): Promise<Buffer> {
  const { cid, saleId, returned } = receipt;
  const where = and(eq(receiptImages.cid, cid), eq(receiptImages.saleId, saleId), eq(receiptImages.returned, returned));
  const [stored] = await database.tenant(cid, (db) => db.select({ png: receiptImages.png }).from(receiptImages).where(where).limit(1));
  if (stored) return stored.png;

  const key = `${cid}:${saleId}:${returned}`;
  let painting = rendering.get(key);
  if (!painting) {
    painting = paintAndStore(database, receipt).finally(() => rendering.delete(key));
    rendering.set(key, painting);
  }
  return painting;
}

async function paintAndStore(database: Pick<Database, 'tenant'>, receipt: ImageReceipt): Promise<Buffer> {
  // Written in the business's language and locale, on its clock; changing any drops the stored images.
  const region = await database.tenant(receipt.cid, (db) => getRegion(db, receipt.cid));
  const png = await renderReceiptPng(receipt, receipt.walletId, region);
  // Another instance may have stored it meanwhile: the same receipt paints the same image.
  await database.tenant(
    receipt.cid,
    (db) => db.insert(receiptImages).values({ cid: receipt.cid, saleId: receipt.saleId, returned: receipt.returned, png }).onConflictDoNothing(),
    { write: true },
  );
  return png;
}
