/**
 * Tax classes: named rates of a business (Standard 20 %, Reduced 5.5 %), one of them the default,
 * and the class an item category is taxed by. Rates travel as a decimal percent, like the spec's
 * tax rate setting (which is the default class's rate), exact to 4 decimals (8.875, 9.975).
 */
import { z } from 'zod';
import { numberFromText, text } from './common';
import { hasAtMostFourDecimals } from '../tax';
import { MAX_TAXRATE } from './inventory';

export const MAX_TAX_CLASS_NAME = 50;

export const ZTaxRate = z.preprocess(
  numberFromText,
  z
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0')
    .max(MAX_TAXRATE, `must be at most ${MAX_TAXRATE}`)
    .refine(hasAtMostFourDecimals, 'must have at most 4 decimals'),
);

const ZTaxClassName = text({ error: 'must be text' }).trim().min(1, 'Enter a name for the tax class').max(MAX_TAX_CLASS_NAME, `must be at most ${MAX_TAX_CLASS_NAME} characters`);

/** POST /tax-classes. */
export const ZTaxClassInput = z.object({ name: ZTaxClassName, rate: ZTaxRate });
export type TTaxClassInput = z.output<typeof ZTaxClassInput>;

/** PUT /tax-classes/{id}: `isDefault: true` makes it the default (the one default cannot be unset, only replaced). */
export const ZTaxClassUpdate = ZTaxClassInput.extend({
  isDefault: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'must be true or false' }).optional()),
});
export type TTaxClassUpdate = z.output<typeof ZTaxClassUpdate>;

export const ZTaxClass = z.object({ _id: text(), name: text(), rate: z.number(), isDefault: z.boolean() });
export type TTaxClass = z.infer<typeof ZTaxClass>;

/** PUT /item/{id}/tax-class: the category's class, or null for the default class. */
export const ZItemTaxClassInput = z.object({ taxClassId: text({ error: 'must be a tax class id or null' }).max(64).nullable() });
export type TItemTaxClassInput = z.output<typeof ZItemTaxClassInput>;

/** A sale's tax at one rate, as receipts and reports show it. */
export const ZTaxLine = z.object({ name: text(), rate: z.number(), base: z.number(), tax: z.number() });
export type TTaxLine = z.infer<typeof ZTaxLine>;
