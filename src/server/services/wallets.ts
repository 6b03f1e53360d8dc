/**
 * Receipt wallets: a customer-held, unguessable id that receipts can be sent to. Anyone holding
 * the id may read the wallet, so the id is the secret: 128 random bits.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { fromMinor } from '../../domain/currency';
import type { TWallet } from '../../domain/schemas/pos';
import type { Database, DbOrTx } from '../db/client';
import { businesses, sales, walletReceipts, wallets } from '../db/schema';
import { notFound } from '../errors';

export const WALLET_NOT_FOUND = 'Wallet not found';

/** Lower-case hex, so a code read aloud or typed by hand is not case-sensitive. */
const WALLET_ID = /^[0-9a-f]{32}$/;

export async function createWallet(db: DbOrTx): Promise<{ id: string }> {
  const [row] = await db.insert(wallets).values({ id: randomBytes(16).toString('hex') }).returning({ id: wallets.id });
  return row;
}

/**
 * The wallet a scanned or typed code names, or null. A QR code may hold the wallet page's
 * address rather than the bare id, so the last path segment is used.
 */
export async function findWalletId(db: DbOrTx, code: string): Promise<string | null> {
  const id = normalize(code);
  if (!id) return null;
  const [row] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, id)).limit(1);
  return row?.id ?? null;
}

function normalize(code: string): string | null {
  const last = code.trim().split(/[/?#]/).filter(Boolean).pop() ?? '';
  const id = last.toLowerCase();
  return WALLET_ID.test(id) ? id : null;
}

/**
 * Files a sale's receipt in the wallet it was sent to (global table `wallet_receipts`), in the
 * checkout's transaction, so the wallet can find it without reading every business.
 */
export async function recordWalletReceipt(tx: DbOrTx, entry: { walletId: string; cid: string; saleId: string; qfname: string }): Promise<void> {
  await tx.insert(walletReceipts).values(entry);
}

/** The business and sale of a receipt image a wallet opens, if the receipt was sent to that wallet. */
export async function findWalletReceipt(db: DbOrTx, code: string, qfname: string): Promise<{ cid: string; saleId: string } | null> {
  const walletId = normalize(code);
  if (!walletId) return null;
  const [row] = await db
    .select({ cid: walletReceipts.cid, saleId: walletReceipts.saleId })
    .from(walletReceipts)
    .where(and(eq(walletReceipts.walletId, walletId), eq(walletReceipts.qfname, qfname)))
    .limit(1);
  return row ?? null;
}

const WALLET_RECEIPTS_SHOWN = 500;

/**
 * A wallet and its newest receipts. The wallet's index says which businesses hold them; each
 * business's receipts are then read inside that business, as row-level security requires.
 */
export async function getWallet(database: Pick<Database, 'db' | 'tenant'>, code: string): Promise<TWallet> {
  const id = normalize(code);
  const [wallet] = id ? await database.db.select().from(wallets).where(eq(wallets.id, id)).limit(1) : [];
  if (!wallet) throw notFound(WALLET_NOT_FOUND);
  const filed = await database.db
    .select({ cid: walletReceipts.cid, saleId: walletReceipts.saleId })
    .from(walletReceipts)
    .where(eq(walletReceipts.walletId, wallet.id))
    .orderBy(desc(walletReceipts.createdAt))
    .limit(WALLET_RECEIPTS_SHOWN);
  const byBusiness = new Map<string, string[]>();
  for (const { cid, saleId } of filed) byBusiness.set(cid, [...(byBusiness.get(cid) ?? []), saleId]);
  const receipts: TWallet['receipts'] = [];
  for (const [cid, saleIds] of byBusiness) {
    const found = await database.tenant(cid, (tx) =>
      tx
        .select({
          id: sales.id,
          barcode: sales.barcode,
          qfname: sales.qfname,
          createdAt: sales.createdAt,
          totalCents: sales.totalCents,
          currency: sales.currency,
          bname: businesses.bname,
          returned: sales.returned,
          timeZone: businesses.timeZone,
          locale: businesses.locale,
        })
        .from(sales)
        .innerJoin(businesses, eq(businesses.id, sales.cid))
        .where(and(eq(sales.cid, cid), inArray(sales.id, saleIds))),
    );
    for (const { totalCents, createdAt, id: _id, ...r } of found) receipts.push({ ...r, createdAt: createdAt.toISOString(), total: fromMinor(totalCents, r.currency) });
  }
  // Newest first across businesses, as one list (the same order the page always had).
  receipts.sort((x, y) => y.createdAt.localeCompare(x.createdAt) || y.barcode.localeCompare(x.barcode));
  return { id: wallet.id, createdAt: wallet.createdAt.toISOString(), receipts };
}
