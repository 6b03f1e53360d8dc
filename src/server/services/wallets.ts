/**
 * Receipt wallets: a customer-held, unguessable id that receipts can be sent to. Anyone holding
 * the id may read the wallet, so the id is the secret: 128 random bits.
 */
import { desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { fromCents } from '../../domain/money';
import type { TWallet } from '../../domain/schemas/pos';
import type { Db, DbOrTx } from '../db/client';
import { businesses, sales, wallets } from '../db/schema';
import { notFound } from '../errors';

export const WALLET_NOT_FOUND = 'Wallet not found';

/** Lower-case hex, so a code read aloud or typed by hand is not case-sensitive. */
const WALLET_ID = /^[0-9a-f]{32}$/;

export async function createWallet(db: Db): Promise<{ id: string }> {
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

export async function getWallet(db: Db, code: string): Promise<TWallet> {
  const id = normalize(code);
  const [wallet] = id ? await db.select().from(wallets).where(eq(wallets.id, id)).limit(1) : [];
  if (!wallet) throw notFound(WALLET_NOT_FOUND);
  const rows = await db
    .select({
      barcode: sales.barcode,
      qfname: sales.qfname,
      createdAt: sales.createdAt,
      totalCents: sales.totalCents,
      currency: sales.currency,
      bname: businesses.bname,
      returned: sales.returned,
    })
    .from(sales)
    .innerJoin(businesses, eq(businesses.id, sales.cid))
    .where(eq(sales.walletId, wallet.id))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(500);
  return {
    id: wallet.id,
    createdAt: wallet.createdAt.toISOString(),
    receipts: rows.map(({ totalCents, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString(), total: fromCents(totalCents) })),
  };
}
