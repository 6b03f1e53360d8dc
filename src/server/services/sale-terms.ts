/**
 * What the sales terminal needs to price and show a page of products, read in one round trip: the
 * business currency and whether the caller sees cost (settings), the default tax class, and the
 * class of every category that has its own. The terminal's list is the busiest read of a shop, so
 * it reads these together rather than as two queries beside the page.
 */
import { and, eq, or, sql, isNotNull } from 'drizzle-orm';
import { canSeeCost } from '../../domain/cost-policy';
import { DEFAULT_CURRENCY } from '../../domain/currency';
import type { DbOrTx } from '../db/client';
import { items, settings, taxClasses } from '../db/schema';
import type { AmountView } from './inventory';
import type { AuthContext } from './sessions';
import { viewOf } from './settings';
import { ratesFor, type BusinessRates, type TaxRate } from './tax-classes';

export interface SaleTerms {
  view: AmountView;
  rates: BusinessRates;
}

export async function saleTermsOf(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<SaleTerms> {
  const rows = await db
    .select({
      currency: settings.currency,
      staffSeeCost: settings.staffSeeCost,
      key: sql<string | null>`lower(${items.item})`,
      name: taxClasses.name,
      rateBp: taxClasses.rateBp,
      isDefault: taxClasses.isDefault,
    })
    .from(taxClasses)
    .leftJoin(items, and(eq(items.cid, taxClasses.cid), eq(items.taxClassId, taxClasses.id)))
    .leftJoin(settings, eq(settings.cid, taxClasses.cid))
    .where(and(eq(taxClasses.cid, caller.cid), or(eq(taxClasses.isDefault, true), isNotNull(items.id))));
  const standard = rows.find((r) => r.isDefault);
  // Every business has its default class from sign-up (or migration 0012); without one, the long way.
  if (!standard) return { view: await viewOf(db, caller), rates: await ratesFor(db, caller.cid, []) };
  const byCategory = new Map<string, TaxRate>();
  for (const r of rows) if (r.key !== null) byCategory.set(r.key, { name: r.name, rateBp: r.rateBp });
  const setting = standard.currency === null ? null : { staffSeeCost: standard.staffSeeCost ?? false };
  return {
    view: { currency: standard.currency ?? DEFAULT_CURRENCY, showCost: canSeeCost(caller, setting) },
    rates: { standard: { name: standard.name, rateBp: standard.rateBp }, byCategory },
  };
}
