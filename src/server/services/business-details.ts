/**
 * The shop's name, address and phone (what its receipts print), read by anyone signed in and
 * changed by an admin.
 */
import { eq } from 'drizzle-orm';
import type { TBusinessDetails } from '../../domain/schemas/business';
import { withinTransaction, type DbOrTx } from '../db/client';
import { businesses, receiptImages } from '../db/schema';
import { notFound } from '../errors';

const COLUMNS = {
  bname: businesses.bname,
  phone: businesses.phone,
  address: businesses.address,
  city: businesses.city,
  state: businesses.state,
  country: businesses.country,
  mailcode: businesses.mailcode,
};

export async function getBusinessDetails(db: DbOrTx, cid: string): Promise<TBusinessDetails> {
  const [row] = await db.select(COLUMNS).from(businesses).where(eq(businesses.id, cid)).limit(1);
  if (!row) throw notFound('Business not found');
  return row;
}

/**
 * Saves the details. Stored receipt images print the old ones, so they are dropped with the change
 * and painted again when next asked for (as a change of time zone does).
 */
export async function updateBusinessDetails(db: DbOrTx, cid: string, input: TBusinessDetails): Promise<TBusinessDetails> {
  return withinTransaction(db, async (tx) => {
    const [row] = await tx.update(businesses).set(input).where(eq(businesses.id, cid)).returning(COLUMNS);
    if (!row) throw notFound('Business not found');
    await tx.delete(receiptImages).where(eq(receiptImages.cid, cid));
    return row;
  });
}
