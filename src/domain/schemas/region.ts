/**
 * The business's time zone, locale (src/domain/region.ts), language (src/i18n/languages.ts) and
 * cash rounding (src/domain/cash-rounding.ts): read by everyone signed in, set by admins, proposed at
 * sign-up. The zone and locale are kept in their canonical spelling.
 */
import { z } from 'zod';
import { canonicalLocale, canonicalTimeZone, LOCALE_MESSAGE, TIME_ZONE_MESSAGE } from '../region';
import { LANGUAGE_MESSAGE, LANGUAGES } from '../../i18n/languages';
import { numberFromText, text } from './common';

export const CASH_ROUNDING_TYPE_MESSAGE = 'Cash rounding must be a number such as 0.05, or 0 for none';

/**
 * The cash rounding increment in the currency's major unit (0.05), 0 for none
 * (src/domain/cash-rounding.ts). Whether it fits the currency is checked by the server, which knows it.
 */
export const ZCashRounding = z.preprocess(numberFromText, z.number({ error: CASH_ROUNDING_TYPE_MESSAGE }));

/** One of the languages Stocktill speaks (en, fr, es). */
export const ZLanguage = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });

/** An IANA time zone of the runtime's list (or UTC), stored under the runtime's own name. */
export const ZTimeZone = text({ error: TIME_ZONE_MESSAGE })
  .refine((v) => canonicalTimeZone(v) !== null, TIME_ZONE_MESSAGE)
  .transform((v) => canonicalTimeZone(v) ?? v);

/** A BCP 47 language tag whose formats the runtime knows, stored canonically (`fr-fr` → `fr-FR`). */
export const ZLocale = text({ error: LOCALE_MESSAGE })
  .refine((v) => canonicalLocale(v) !== null, LOCALE_MESSAGE)
  .transform((v) => canonicalLocale(v) ?? v);

/** GET and PUT /setting/region. */
export const ZRegion = z.object({ timeZone: text(), locale: text(), language: ZLanguage, cashRounding: z.number().default(0) });
export type TRegion = z.infer<typeof ZRegion>;

/** PUT /setting/region: any may be left out, and then stays as it is. */
export const ZRegionInput = z.object({ timeZone: ZTimeZone.optional(), locale: ZLocale.optional(), language: ZLanguage.optional(), cashRounding: ZCashRounding.optional() });
export type TRegionInput = z.output<typeof ZRegionInput>;
