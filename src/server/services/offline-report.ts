/**
 * What sales made offline did that an online sale never may, for the owner to look into
 * (GET /sales/offline): the products they took below zero, the lines charged at another price
 * than the catalogue's when the sale arrived, and the sales held because a price or rate they
 * charged was never the product's (./offline-sales.ts), which an admin accepts here before any
 * refund (POST /sales/offline/:barcode/accept).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { fromMinor } from '../../domain/currency';
import type { THeldSale, TOfflineReport } from '../../domain/schemas/offline-sales';
import { ppmToPercent } from '../../domain/tax';
import { computeSaleTotals } from '../../domain/totals';
import type { DbOrTx } from '../db/client';
import { inventory, saleLines, sales, stockMovements, users } from '../db/schema';
import { moneySettingsOf } from './settings';

/** Rows of each list at most; a shop with more has a bigger problem than a long list. */
const MAX_ROWS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function offlineReport(db: DbOrTx, cid: string, days: number, now = new Date()): Promise<TOfflineReport> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const { currency } = await moneySettingsOf(db, cid);
  const offlineSince = and(eq(sales.cid, cid), eq(sales.offline, true), gte(sales.createdAt, since));

  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(sales).where(offlineSince);

  const oversold = await db
    .select({
      inventoryId: stockMovements.inventoryId,
      upc: stockMovements.upc,
      // The product's maker and name as the terminal shows them; the ledger's name once it is gone.
      name: sql<string>`coalesce(${inventory.manufacturer} || ' ' || ${inventory.subname}, ${stockMovements.name})`,
      qtyAfter: stockMovements.qtyAfter,
      qtyNow: inventory.qty,
      barcode: sales.barcode,
      soldAt: sales.createdAt,
      clerk: stockMovements.userName,
    })
    .from(stockMovements)
    .innerJoin(sales, and(eq(sales.cid, stockMovements.cid), eq(sales.id, stockMovements.refId)))
    .leftJoin(inventory, and(eq(inventory.cid, stockMovements.cid), eq(inventory.id, stockMovements.inventoryId)))
    .where(and(eq(stockMovements.cid, cid), eq(stockMovements.refType, 'sale'), lt(stockMovements.qtyAfter, 0), offlineSince))
    .orderBy(desc(sales.createdAt), stockMovements.seq)
    .limit(MAX_ROWS);

  const priced = await db
    .select({
      barcode: sales.barcode,
      soldAt: sales.createdAt,
      clerk: users.name,
      upc: saleLines.upc,
      manufacturer: saleLines.manufacturer,
      subname: saleLines.subname,
      qty: saleLines.qty,
      charged: saleLines.priceCents,
      catalogue: saleLines.catalogPriceCents,
    })
    .from(saleLines)
    .innerJoin(sales, and(eq(sales.cid, saleLines.cid), eq(sales.id, saleLines.saleId)))
    .leftJoin(users, and(eq(users.cid, sales.cid), eq(users.id, sales.userId)))
    .where(and(eq(saleLines.cid, cid), isNotNull(saleLines.catalogPriceCents), offlineSince))
    .orderBy(desc(sales.createdAt), saleLines.position)
    .limit(MAX_ROWS);

  const money = (minor: number) => fromMinor(minor, currency);
  const held = await heldSales(db, cid, since, money);
  return {
    days,
    currency,
    sales: count,
    oversold: oversold.map((r) => ({ ...r, qtyNow: r.qtyNow ?? null, soldAt: r.soldAt.toISOString() })),
    priceDifferences: priced.map((r) => ({
      barcode: r.barcode,
      soldAt: r.soldAt.toISOString(),
      clerk: r.clerk ?? '',
      upc: r.upc,
      name: `${r.manufacturer} ${r.subname}`.trim(),
      qty: r.qty,
      charged: money(r.charged),
      catalogue: money(r.catalogue ?? 0),
    })),
    held,
  };
}

/** The held sales of the window, those still waiting first, with what they would have come to. */
async function heldSales(db: DbOrTx, cid: string, since: Date, money: (minor: number) => number): Promise<THeldSale[]> {
  const held = await db
    .select({ sale: sales, clerk: users.name })
    .from(sales)
    .leftJoin(users, and(eq(users.cid, sales.cid), eq(users.id, sales.userId)))
    .where(and(eq(sales.cid, cid), eq(sales.offline, true), eq(sales.held, true), gte(sales.createdAt, since)))
    .orderBy(sql`${sales.acceptedAt} is not null`, desc(sales.createdAt))
    .limit(MAX_ROWS);
  if (held.length === 0) return [];
  const lines = await db
    .select()
    .from(saleLines)
    .where(and(eq(saleLines.cid, cid), inArray(saleLines.saleId, held.map((h) => h.sale.id))))
    .orderBy(asc(saleLines.saleId), asc(saleLines.position));
  return held.map(({ sale, clerk }) => {
    const own = lines.filter((l) => l.saleId === sale.id);
    // The same sale with each held line at the catalogue's price and rate when it arrived.
    const atCatalogue = computeSaleTotals({
      lines: own.map((l) => ({
        priceMinor: l.held ? (l.catalogPriceCents ?? l.priceCents) : l.priceCents,
        qty: l.qty,
        discountPct: l.discountPct,
        ratePpm: l.held ? (l.catalogTaxRatePpm ?? l.taxRatePpm) : l.taxRatePpm,
      })),
      shippingMinor: sale.shippingCents,
      defaultRatePpm: sale.taxratePpm,
      inclusive: sale.pricesIncludeTax,
    }).totalMinor;
    return {
      barcode: sale.barcode,
      soldAt: sale.createdAt.toISOString(),
      clerk: clerk ?? '',
      total: money(sale.totalCents),
      atCatalogue: money(atCatalogue),
      difference: money(sale.totalCents - atCatalogue),
      lines: own
        .filter((l) => l.held)
        .map((l) => ({
          upc: l.upc,
          name: `${l.manufacturer} ${l.subname}`.trim(),
          qty: l.qty,
          charged: money(l.priceCents),
          catalogue: money(l.catalogPriceCents ?? l.priceCents),
          chargedRate: ppmToPercent(l.taxRatePpm),
          catalogueRate: ppmToPercent(l.catalogTaxRatePpm ?? l.taxRatePpm),
        })),
      acceptedAt: sale.acceptedAt?.toISOString() ?? null,
      acceptedBy: sale.acceptedAt ? (sale.acceptedByName ?? '') : null,
    };
  });
}
