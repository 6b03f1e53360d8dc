/**
 * Rows for report tests, written straight through drizzle so a test can set quantities, dates
 * and prices exactly (and without waiting for other areas' endpoints).
 */
import { randomInt } from 'node:crypto';
import { computeTotals } from '../../src/domain/totals';
import { percentToPpm } from '../../src/domain/tax';
import type { Db } from '../../src/server/db/client';
import type { PaymentMethod } from '../../src/domain/payments';
import { searchTextOf } from '../../src/server/services/inventory-search';
import { inventory, items, manufacturers, refundPayments, saleLines, salePayments, saleReturns, sales, settings } from '../../src/server/db/schema';

let upcSeq = 100_000;

export async function seedProduct(
  db: Db,
  cid: string,
  p: { manufacturer?: string; subname?: string; item?: string; qty?: number; lowinventory?: number; costCents?: number; priceCents?: number; upc?: string; updatedAt?: Date } = {},
) {
  upcSeq += 1;
  const [row] = await db
    .insert(inventory)
    .values({
      cid,
      upc: p.upc ?? `0${upcSeq}${randomInt(1000, 9999)}`,
      item: p.item ?? 'Snacks',
      manufacturer: p.manufacturer ?? 'Acme',
      subname: p.subname ?? `Product ${upcSeq}`,
      ...searchTextOf({ subname: p.subname ?? `Product ${upcSeq}`, manufacturer: p.manufacturer ?? 'Acme' }),
      qty: p.qty ?? 10,
      lowinventory: p.lowinventory ?? 2,
      costCents: p.costCents ?? 100,
      priceCents: p.priceCents ?? 250,
      ...(p.updatedAt ? { updatedAt: p.updatedAt } : {}),
    })
    .returning();
  return row;
}

export async function seedNames(db: Db, cid: string, opts: { items?: string[]; manufacturers?: string[] }) {
  if (opts.items?.length) await db.insert(items).values(opts.items.map((item) => ({ cid, item })));
  if (opts.manufacturers?.length) await db.insert(manufacturers).values(opts.manufacturers.map((manufacturer) => ({ cid, manufacturer })));
}

/** The business's tax rate as a percent (13, 9.975) and currency. */
export async function seedSettings(db: Db, cid: string, taxPercent = 13, currency = 'CAD') {
  await db.insert(settings).values({ cid, taxratePpm: percentToPpm(taxPercent), currency });
}

export interface SeedSaleLine {
  priceCents: number;
  costCents: number;
  qty: number;
  discountPct?: number;
  manufacturer?: string;
  subname?: string;
}

let barcodeSeq = 100_000_000_000;

/**
 * A finished sale with its lines, totals computed the way checkout computes them, and its payments
 * (the exact total in cash unless `payments` says otherwise; change is what they pay over the
 * total). `returned` also writes the whole return and its cash refund, at the sale's time, as
 * the whole-receipt return does.
 */
export async function seedSale(
  db: Db,
  cid: string,
  opts: {
    lines: SeedSaleLine[];
    createdAt?: Date;
    shippingCents?: number;
    taxratePpm?: number;
    returned?: boolean;
    currency?: string;
    barcode?: string;
    qfname?: string;
    payments?: { method: PaymentMethod; amountCents: number }[];
  },
) {
  barcodeSeq += randomInt(1, 1000);
  const barcode = opts.barcode ?? String(barcodeSeq);
  const taxratePpm = opts.taxratePpm ?? 130_000;
  const shippingCents = opts.shippingCents ?? 0;
  const totals = computeTotals({
    lines: opts.lines.map((l) => ({ priceCents: l.priceCents, qty: l.qty, discountPct: l.discountPct ?? 0 })),
    shippingCents,
    taxratePpm,
  });
  const createdAt = opts.createdAt ?? new Date();
  const payments = opts.payments ?? (totals.totalCents > 0 ? [{ method: 'cash' as const, amountCents: totals.totalCents }] : []);
  const changeCents = Math.max(0, payments.reduce((acc, p) => acc + p.amountCents, 0) - totals.totalCents);
  const returnedAt = opts.returned ? createdAt : null;
  const [sale] = await db
    .insert(sales)
    .values({
      cid,
      barcode,
      qfname: opts.qfname ?? `${createdAt.toISOString().replace(/[-:.]/g, '')}-shop-${barcode}-${randomInt(1e9)}.png`,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      // The lines' sums, as checkout stores them.
      units: opts.lines.reduce((acc, l) => acc + l.qty, 0),
      costCents: opts.lines.reduce((acc, l) => acc + l.costCents * l.qty, 0),
      taxratePpm,
      currency: opts.currency ?? 'CAD',
      returned: opts.returned ?? false,
      returnedAt,
      changeCents,
      refundedCents: opts.returned ? totals.totalCents : 0,
      createdAt,
    })
    .returning();
  await db.insert(saleLines).values(
    opts.lines.map((l, i) => ({
      saleId: sale.id,
      cid,
      inventoryId: `inv-${i}`,
      upc: `upc-${i}`,
      item: 'Snacks',
      manufacturer: l.manufacturer ?? 'Acme',
      subname: l.subname ?? `Line ${i}`,
      qty: l.qty,
      priceCents: l.priceCents,
      costCents: l.costCents,
      discountPct: l.discountPct ?? 0,
      lineCents: totals.lines[i].lineCents,
      // One rate for the whole sale, as before tax classes: what a refund of the line adds back.
      taxRatePpm: taxratePpm,
      returnedQty: opts.returned ? l.qty : 0,
      position: i,
    })),
  );
  if (payments.length > 0) {
    await db.insert(salePayments).values(payments.map((p, position) => ({ cid, saleId: sale.id, position, method: p.method, amountCents: p.amountCents, createdAt })));
  }
  if (returnedAt) {
    const [whole] = await db.insert(saleReturns).values({ cid, saleId: sale.id, refundCents: totals.totalCents, createdAt: returnedAt }).returning();
    if (totals.totalCents > 0) await db.insert(refundPayments).values({ cid, returnId: whole.id, position: 0, method: 'cash', amountCents: totals.totalCents, createdAt: returnedAt });
  }
  return { sale, totals };
}
