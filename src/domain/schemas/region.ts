/**
 * The business's time zone, locale (src/domain/region.ts) and language (src/i18n/languages.ts): read by everyone signed in, set by
 * admins, proposed at sign-up. Both are kept in their canonical spelling.
 */
import { z } from 'zod';
import { canonicalLocale, canonicalTimeZone, LOCALE_MESSAGE, TIME_ZONE_MESSAGE } from '../region';
import { LANGUAGE_MESSAGE, LANGUAGES } from '../../i18n/languages';
import { text } from './common';

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
export const ZRegion = z.object({ timeZone: text(), locale: text(), language: ZLanguage });
export type TRegion = z.infer<typeof ZRegion>;

/** PUT /setting/region: any may be left out, and then stays as it is. */
export const ZRegionInput = z.object({ timeZone: ZTimeZone.optional(), locale: ZLocale.optional(), language: ZLanguage.optional() });
export type TRegionInput = z.output<typeof ZRegionInput>;
