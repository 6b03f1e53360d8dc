/**
 * The business's tax rate and currency. The tax rate travels as a decimal percent (13, 7.25 or 8.875: at most 4 decimals);
 * the currency must be a real ISO 4217 code and is upper-cased, as the spec's form forces.
 */
import { z } from 'zod';
import { numberFromText, text } from './common';
import { MSG } from '../messages';
import { hasAtMostFourDecimals } from '../tax';
import { isFilled, MAX_TAXRATE } from './inventory';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export function isCurrencyCode(code: string): boolean {
  return CURRENCIES.has(code);
}

/** POST /setting/add and PUT /setting/update/{id}; multipart bodies arrive as strings. */
export const ZSettingInput = z
  .object({
    taxrate: z.unknown().refine(isFilled, MSG.fillInAllFields),
    currency: z.unknown().refine(isFilled, MSG.fillInAllFields),
  })
  .loose()
  .pipe(
    z.object({
      taxrate: z.preprocess(
        numberFromText,
        z
          .number({ error: 'must be a number' })
          .min(0.01, 'must be at least 0.01')
          .max(MAX_TAXRATE, `must be at most ${MAX_TAXRATE}`)
          .refine(hasAtMostFourDecimals, 'must have at most 4 decimals'),
      ),
      currency: z
        .string({ error: MSG.fillInAllFields })
        .trim()
        .toUpperCase()
        .refine(isCurrencyCode, 'must be an ISO 4217 currency code such as USD, CAD or GBP'),
      /** "Staff may see cost" (src/domain/cost-policy.ts); left out, it stays as it is. */
      staffSeeCost: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'must be true or false' }).optional()),
      /** Shelf prices include tax (VAT style); left out, it stays as it is (false at first). */
      pricesIncludeTax: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'must be true or false' }).optional()),
      cid: text().max(64).optional(),
      _id: text().max(64).optional(),
    }),
  );
export type TSettingInput = z.output<typeof ZSettingInput>;

/** `taxrate` is the default tax class's rate (src/server/services/tax-classes.ts). */
export const ZSetting = z.object({ _id: text(), taxrate: z.number(), currency: text(), staffSeeCost: z.boolean(), pricesIncludeTax: z.boolean(), cid: text() });
export type TSetting = z.infer<typeof ZSetting>;

/** The old client's update path carries a stray `}` after the id: accept it and drop it. */
export const ZSettingIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(65)
    .transform((s) => s.replace(/\}$/, '')),
});
