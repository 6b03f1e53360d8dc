/**
 * The business's time zone and locale (src/domain/region.ts), kept on its `businesses` row: every
 * day boundary and printed time of the server reads them from here.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '../../domain/region';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { TRegion, TRegionInput } from '../../domain/schemas/region';
import { withinTransaction, type DbOrTx } from '../db/client';
import { businesses, receiptImages } from '../db/schema';

export async function getRegion(db: DbOrTx, cid: string): Promise<TRegion> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone, locale: businesses.locale, language: businesses.language })
    .from(businesses)
    .where(eq(businesses.id, cid))
    .limit(1);
  if (!row) return { timeZone: DEFAULT_TIME_ZONE, locale: DEFAULT_LOCALE, language: DEFAULT_LANGUAGE };
  return { ...row, language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE };
}

/** The business's time zone alone: what day boundaries need. */
export async function timeZoneOf(db: DbOrTx, cid: string): Promise<string> {
  return (await getRegion(db, cid)).timeZone;
}

/**
 * Sets the zone, locale and language. Receipt images show the date in them and their words in the
 * language, so the stored ones of the
 * business are dropped with the change and painted again, in the new ones, when next asked for.
 */
export async function updateRegion(db: DbOrTx, cid: string, input: TRegionInput): Promise<TRegion> {
  return withinTransaction(db, async (tx) => {
    const before = await getRegion(tx, cid);
    const after: TRegion = {
      timeZone: input.timeZone ?? before.timeZone,
      locale: input.locale ?? before.locale,
      language: input.language ?? before.language,
    };
    if (after.timeZone === before.timeZone && after.locale === before.locale && after.language === before.language) return before;
    await tx.update(businesses).set(after).where(eq(businesses.id, cid));
    await tx.delete(receiptImages).where(eq(receiptImages.cid, cid));
    return after;
  });
}
