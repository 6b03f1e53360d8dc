/**
 * What the sales terminal and checkout need to price a sale, read in one round trip: the business
 * currency, whether prices include tax and whether the caller sees cost (settings), the default
 * tax class and the class of every category that has its own, and the business's name. The
 * terminal's list and checkout are a shop's busiest requests, so they read these together rather
 * than as three or four queries.
 */
import { and, eq, or, sql, isNotNull } from 'drizzle-orm';
import { cashRoundingFor, type CashRounding } from '../../domain/cash-rounding';
import { canSeeCost } from '../../domain/cost-policy';
import { DEFAULT_CURRENCY } from '../../domain/currency';
import type { DbOrTx } from '../db/client';
import { businesses, items, settings, taxClasses } from '../db/schema';
import type { AmountView } from './inventory';
import type { AuthContext } from './sessions';
import { cashRoundingOf } from './region';
import { moneySettingsOf, viewOf } from './settings';
import { ratesFor, taxRateOf, type BusinessRates, type TaxRate } from './tax-classes';

export interface SaleTerms {
  view: AmountView;
  rates: BusinessRates;
  /** The currency and whether prices include tax (checkout's MoneySettings), and how its cash is rounded. */
  money: { currency: string; pricesIncludeTax: boolean; cashRounding: CashRounding };
  /** The business's name, for the receipt's file name. */
  bname: string;
}

export async function saleTermsOf(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<SaleTerms> {
  const rows = await db
    .select({
      currency: settings.currency,
      staffSeeCost: settings.staffSeeCost,
      pricesIncludeTax: settings.pricesIncludeTax,
      bname: businesses.bname,
      cashRounding: businesses.cashRounding,
      key: sql<string | null>`lower(${items.item})`,
      name: taxClasses.name,
      ratePpm: taxClasses.ratePpm,
      taxes: taxClasses.taxes,
      isDefault: taxClasses.isDefault,
    })
    .from(taxClasses)
    .leftJoin(items, and(eq(items.cid, taxClasses.cid), eq(items.taxClassId, taxClasses.id)))
    .leftJoin(settings, eq(settings.cid, taxClasses.cid))
    .leftJoin(businesses, eq(businesses.id, taxClasses.cid))
    .where(and(eq(taxClasses.cid, caller.cid), or(eq(taxClasses.isDefault, true), isNotNull(items.id))));
  const standard = rows.find((r) => r.isDefault);
  // Every business has its default class from sign-up (or migration 0012); without one, the long way.
  if (!standard) {
    const [view, rates, money, [business]] = [
      await viewOf(db, caller),
      await ratesFor(db, caller.cid, []),
      await moneySettingsOf(db, caller.cid),
      await db.select({ bname: businesses.bname }).from(businesses).where(eq(businesses.id, caller.cid)),
    ];
    return { view, rates, money: { ...money, cashRounding: await cashRoundingOf(db, caller.cid, money.currency) }, bname: business?.bname ?? '' };
  }
  const byCategory = new Map<string, TaxRate>();
  for (const r of rows) if (r.key !== null) byCategory.set(r.key, taxRateOf(r));
  const setting = standard.currency === null ? null : { staffSeeCost: standard.staffSeeCost ?? false };
  return {
    view: { currency: standard.currency ?? DEFAULT_CURRENCY, showCost: canSeeCost(caller, setting) },
    rates: { standard: taxRateOf(standard), byCategory },
    money: {
      currency: standard.currency ?? DEFAULT_CURRENCY,
      pricesIncludeTax: standard.pricesIncludeTax ?? false,
      cashRounding: cashRoundingFor(Number(standard.cashRounding ?? 0), standard.currency ?? DEFAULT_CURRENCY),
    },
    bname: standard.bname ?? '',
  };
}
