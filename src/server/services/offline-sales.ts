/**
 * Sales made on a terminal that could not reach the server, recorded when it can (issue 15).
 * The customer has paid and taken the goods, so the server records what the device says happened:
 * its time, the prices and tax rates it charged, and the stock taken even below zero. It still
 * refuses what cannot be a sale (unknown products, a tender that does not pay the total, card
 * without the network, a time more than a week old or ahead of its clock), with a reason the
 * device keeps and shows. Each sale is recorded once: its Idempotency-Key, made on the device,
 * answers the first result to any repeat.
 *
 * The device's word is not proof, though: a price or tax rate the product never had in the
 * offline window before the sale (./price-history.ts) could be a clerk inventing money to refund
 * later in cash. Such a sale is recorded all the same (the money and goods moved) but held: no
 * refund until an admin has looked and accepted it. And it joins a shift only if the one who rang
 * it opened that shift, so nobody's sale lands in another's drawer count.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { fitsMinorUnit, toMinor } from '../../domain/currency';
import { MSG } from '../../domain/messages';
import {
  OFFLINE_CLOCK_SKEW_MINUTES,
  OFFLINE_IN_FUTURE_MESSAGE,
  OFFLINE_ONLY_CASH_MESSAGE,
  OFFLINE_SALE_MAX_AGE_DAYS,
  type THeldSaleAccepted,
  type TOfflineSale,
  type TOfflineSaleResult,
} from '../../domain/schemas/offline-sales';
import { withinTransaction, type DbOrTx } from '../db/client';
import { saleLines, sales, shifts } from '../db/schema';
import { message } from '../../i18n/translator';
import { AppError, badRequest, conflict, invalid, notFound } from '../errors';
import { decimalsMessage } from './amount-messages';
import { generateBarcode } from './barcode';
import { tenderOf } from './money/payments';
import { findRegister } from './money/registers';
import { findSaleByKey, productsById, recordSale, resultOf, storedPayments, type SaleLineInput, type SaleRow } from './sale-record';
import { pricesHadBetween } from './price-history';
import { saleTermsOf } from './sale-terms';
import type { AuthContext } from './sessions';
import { percentToPpm } from '../../domain/tax';
import { rateOf, type TaxRate } from './tax-classes';

const DAY_MS = 24 * 60 * 60 * 1000;
const BARCODE_ATTEMPTS = 5;

export interface OfflineSaleOptions {
  auth: AuthContext;
  sale: TOfflineSale;
  idempotencyKey: string;
  /** The server's clock (tests set it). */
  now?: Date;
}

/** Records the sale, or answers the one already recorded under its key; `created` says which. */
export async function recordOfflineSale(db: DbOrTx, opts: OfflineSaleOptions): Promise<{ created: boolean; result: TOfflineSaleResult }> {
  const { auth, sale, idempotencyKey } = opts;
  const now = opts.now ?? new Date();

  const prior = await findSaleByKey(db, auth.cid, idempotencyKey);
  if (prior) return { created: false, result: await replay(db, prior, sale) };

  const soldAt = soldAtOf(sale.soldAt, now);
  if (new Set(sale.lines.map((l) => l._id)).size !== sale.lines.length) throw badRequest(MSG.itemAlreadyInReceipt);
  if (sale.payments?.some((p) => p.method !== 'cash')) throw invalid('payments', OFFLINE_ONLY_CASH_MESSAGE);
  const terms = await saleTermsOf(db, auth);
  const { currency } = terms.money;
  if (!fitsMinorUnit(sale.shipping, currency)) throw invalid('shipping', decimalsMessage('shipping', currency));
  sale.lines.forEach((l, i) => {
    if (!fitsMinorUnit(l.price, currency)) throw invalid(`lines.${i}.price`, decimalsMessage('price', currency));
  });
  const tender = tenderOf(sale.payments, currency, 'payments');

  return withinTransaction(db, async (tx) => {
    const ids = sale.lines.map((l) => l._id);
    const byId = await productsById(tx, auth.cid, ids);
    const had = await pricesHadBetween(tx, auth.cid, ids, new Date(soldAt.getTime() - OFFLINE_SALE_MAX_AGE_DAYS * DAY_MS), soldAt);
    const lines: SaleLineInput[] = sale.lines.map((l) => {
      const product = byId.get(l._id);
      if (!product) throw notFound(message('errors:sales.productNotFound', { id: l._id }));
      const priceMinor = toMinor(l.price, currency);
      const current = rateOf(terms.rates, product.item);
      const rate = chargedRate(current, l.taxRate);
      // The catalogue's price and rate now are what a sale online would charge; any other must
      // be one the product had within the window.
      const priceHad = priceMinor === product.priceCents || had.get(product.id)?.pricesCents.has(priceMinor) === true;
      const rateHad = rate.ratePpm === current.ratePpm || had.get(product.id)?.ratesPpm.has(rate.ratePpm) === true;
      return {
        product,
        qty: l.saleqty,
        discountPct: l.itemdiscount,
        priceMinor,
        rate,
        catalogPriceCents: priceMinor === product.priceCents ? null : product.priceCents,
        catalogTaxRatePpm: rate.ratePpm === current.ratePpm ? null : current.ratePpm,
        held: !(priceHad && rateHad),
      };
    });
    const held = lines.some((l) => l.held);
    for (let attempt = 1; attempt <= BARCODE_ATTEMPTS; attempt++) {
      // The receipt number the customer holds, unless another sale of the shop has it (a chance
      // of one in 10^12 a pair): then one of the server's, which the device prints from then on.
      const barcode = attempt === 1 ? sale.barcode : generateBarcode();
      const recorded = await recordSale(tx, {
        auth,
        lines,
        shippingCents: toMinor(sale.shipping, currency),
        walletId: null,
        idempotencyKey,
        money: terms.money,
        standard: terms.rates.standard,
        bname: terms.bname,
        tender,
        till: () => tillOf(tx, auth, sale.register, soldAt),
        barcode,
        createdAt: soldAt,
        syncedAt: now,
        held,
      });
      if (recorded) return { created: true, result: offlineResultOf(recorded.row, recorded.payments) };
      // Not written: a repeat raced this one (it is now visible), or the number was taken.
      const raced = await findSaleByKey(tx, auth.cid, idempotencyKey);
      if (raced) return { created: false, result: await replay(tx, raced, sale) };
    }
    throw new Error(`No free receipt number after ${BARCODE_ATTEMPTS} attempts`);
  });
}

/** When the device says it sold, if that can be believed: not in the future, not over a week ago. */
function soldAtOf(text: string, now: Date): Date {
  const at = new Date(text);
  if (at.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MINUTES * 60_000) throw invalid('soldAt', OFFLINE_IN_FUTURE_MESSAGE);
  if (at.getTime() < now.getTime() - OFFLINE_SALE_MAX_AGE_DAYS * DAY_MS) throw invalid('soldAt', message('errors:offline.tooOld', { days: OFFLINE_SALE_MAX_AGE_DAYS }));
  return at;
}

/** The class of the line's category, at the rate the device charged (it had the catalogue's then). */
function chargedRate(current: TaxRate, chargedPct: number): TaxRate {
  const ratePpm = percentToPpm(chargedPct);
  // Another rate than the class's now: charged as that one rate, as the device did.
  return ratePpm === current.ratePpm ? current : { ...current, ratePpm, taxes: [{ name: '', ratePpm, compound: false }] };
}

/**
 * The register it was rung up on, and the shift that was open there when it was sold, if the one
 * who rang it up opened that shift: a sale made offline is never refused for a closed register
 * (the money is in the drawer already), and never counted in another person's drawer, whose count
 * would then come up short by money that was never put in it.
 */
async function tillOf(tx: DbOrTx, auth: AuthContext, registerId: string | undefined, soldAt: Date): Promise<{ registerId: string; shiftId: string | null } | null> {
  if (!registerId) return null;
  const cid = auth.cid;
  await findRegister(tx, cid, registerId);
  const [open] = await tx
    .select({ id: shifts.id, openedAt: shifts.openedAt, openedBy: shifts.openedBy })
    .from(shifts)
    .where(and(eq(shifts.cid, cid), eq(shifts.registerId, registerId), isNull(shifts.closedAt)))
    .limit(1);
  const joins = open !== undefined && open.openedBy === auth.userId && open.openedAt.getTime() <= soldAt.getTime();
  return { registerId, shiftId: joins ? open.id : null };
}

/**
 * A repeat of a sale already recorded: the same lines (product, quantity, discount, and for an
 * offline sale the price charged) or a client bug. The terminal queues a sale whose checkout got
 * no answer under that checkout's key, so a checkout that did arrive is answered here, once.
 */
async function replay(db: DbOrTx, recorded: SaleRow, asked: TOfflineSale): Promise<TOfflineSaleResult> {
  const lines = await db
    .select({ inventoryId: saleLines.inventoryId, qty: saleLines.qty, discountPct: saleLines.discountPct, priceCents: saleLines.priceCents })
    .from(saleLines)
    .where(and(eq(saleLines.cid, recorded.cid), eq(saleLines.saleId, recorded.id)))
    .orderBy(asc(saleLines.position));
  const askedLines = asked.lines.map((l) => ({ inventoryId: l._id, qty: l.saleqty, discountPct: l.itemdiscount, priceCents: toMinor(l.price, recorded.currency) }));
  // A checkout priced its lines from the catalogue, which the device's copy may have lagged.
  const compared = (rows: typeof lines) => JSON.stringify(recorded.offline ? rows : rows.map(({ priceCents: _price, ...rest }) => rest));
  if (compared(lines) !== compared(askedLines)) throw new AppError('IDEMPOTENCY_MISMATCH', MSG.idempotencyKeyReused);
  return offlineResultOf(recorded, await storedPayments(db, recorded));
}

function offlineResultOf(sale: SaleRow, payments: Parameters<typeof resultOf>[2]): TOfflineSaleResult {
  return {
    ...resultOf(sale, undefined, payments),
    offline: sale.offline,
    held: sale.held && sale.acceptedAt === null,
    soldAt: sale.createdAt.toISOString(),
    syncedAt: (sale.syncedAt ?? sale.createdAt).toISOString(),
  };
}

export const NOT_HELD_MESSAGE = 'This sale was not held: it needs no accepting';

/**
 * An admin has looked at a held sale (POST /sales/offline/:barcode/accept): its refunds are
 * allowed from now on. Accepting it again answers the first acceptance.
 */
export async function acceptHeldSale(db: DbOrTx, auth: AuthContext, barcode: string): Promise<THeldSaleAccepted> {
  return withinTransaction(db, async (tx) => {
    const [sale] = await tx.select().from(sales).where(and(eq(sales.cid, auth.cid), eq(sales.barcode, barcode))).limit(1).for('update');
    if (!sale) throw notFound(message('errors:sales.receiptNotFound'));
    if (!sale.held) throw conflict(NOT_HELD_MESSAGE);
    let accepted = sale;
    if (sale.acceptedAt === null) {
      [accepted] = await tx
        .update(sales)
        .set({ acceptedAt: new Date(), acceptedBy: auth.userId, acceptedByName: auth.name })
        .where(and(eq(sales.cid, auth.cid), eq(sales.id, sale.id)))
        .returning();
    }
    return { barcode: accepted.barcode, acceptedAt: accepted.acceptedAt!.toISOString(), acceptedBy: accepted.acceptedByName ?? '' };
  });
}
