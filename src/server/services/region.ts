/**
 * The business's time zone and locale (src/domain/region.ts), kept on its `businesses` row: every
 * day boundary and printed time of the server reads them from here. Its cash rounding increment
 * (src/domain/cash-rounding.ts) is kept beside them.
 */
import { eq } from 'drizzle-orm';
import { cashRoundingFor, cashRoundingIssue, type CashRounding } from '../../domain/cash-rounding';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '../../domain/region';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { TRegion, TRegionInput } from '../../domain/schemas/region';
import { withinTransaction, type DbOrTx } from '../db/client';
import { businesses, receiptImages } from '../db/schema';
import { message } from '../../i18n/translator';
import { invalid } from '../errors';
import { moneySettingsOf } from './settings';

export async function getRegion(db: DbOrTx, cid: string): Promise<TRegion> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone, locale: businesses.locale, language: businesses.language, cashRounding: businesses.cashRounding })
    .from(businesses)
    .where(eq(businesses.id, cid))
    .limit(1);
  if (!row) return { timeZone: DEFAULT_TIME_ZONE, locale: DEFAULT_LOCALE, language: DEFAULT_LANGUAGE, cashRounding: 0 };
  return { ...row, cashRounding: Number(row.cashRounding), language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE };
}

/** The business's cash rounding in `currency` (the sale's), as settle and refunds take it. */
export async function cashRoundingOf(db: DbOrTx, cid: string, currency: string): Promise<CashRounding> {
  const [row] = await db.select({ cashRounding: businesses.cashRounding }).from(businesses).where(eq(businesses.id, cid)).limit(1);
  return cashRoundingFor(Number(row?.cashRounding ?? 0), currency);
}

/** The business's time zone alone: what day boundaries need. */
export async function timeZoneOf(db: DbOrTx, cid: string): Promise<string> {
  return (await getRegion(db, cid)).timeZone;
}

/**
 * Sets the zone, locale, language and cash rounding. Receipt images show the date in them and their words in the
 * language, so the stored ones of the
 * business are dropped with the change and painted again, in the new ones, when next asked for.
 */
export async function updateRegion(db: DbOrTx, cid: string, input: TRegionInput): Promise<TRegion> {
  return withinTransaction(db, async (tx) => {
    const before = await getRegion(tx, cid);
    if (input.cashRounding !== undefined) {
      // An increment is a number of the currency's smallest units: 0.05 fits CAD, not JPY.
      const { currency } = await moneySettingsOf(tx, cid);
      const issue = cashRoundingIssue(input.cashRounding, currency);
      if (issue) throw invalid('cashRounding', message(`errors:settings.cashRounding.${issue.kind}`, { ...issue }));
    }
    const after: TRegion = {
      timeZone: input.timeZone ?? before.timeZone,
      locale: input.locale ?? before.locale,
      language: input.language ?? before.language,
      cashRounding: input.cashRounding ?? before.cashRounding,
    };
    if (after.timeZone === before.timeZone && after.locale === before.locale && after.language === before.language && after.cashRounding === before.cashRounding) return before;
    await tx.update(businesses).set(after).where(eq(businesses.id, cid));
    await tx.delete(receiptImages).where(eq(receiptImages.cid, cid));
    return after;
  });
}
