/**
 * Tax classes: named rates of a business (Standard 20 %, Reduced 5.5 %), one of them the default,
 * and the class an item category is taxed by. Rates travel as a decimal percent, like the spec's
 * tax rate setting (which is the default class's rate), exact to 4 decimals (8.875, 9.975).
 */
import { z } from 'zod';
import { numberFromText, text } from './common';
import { hasAtMostFourDecimals, MAX_RATE_PPM, percentToPpm } from '../tax';
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

export const MAX_TAX_NAME = 30;
/** A class's taxes: GST + QST, a state's, a county's and a city's, with room to spare. */
export const MAX_TAXES = 5;

/** One named tax of a class; a compound tax is on the price plus the taxes listed before it. */
export const ZClassTax = z.object({
  name: text({ error: 'must be text' }).trim().min(1, 'Enter a name for each tax').max(MAX_TAX_NAME, `must be at most ${MAX_TAX_NAME} characters`),
  rate: ZTaxRate,
  compound: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'must be true or false' }).optional().default(false)),
});
export type TClassTax = z.output<typeof ZClassTax>;

const ZClassTaxes = z
  .array(ZClassTax, { error: 'must be a list of taxes' })
  .min(1, 'Give the class at least one tax')
  .max(MAX_TAXES, `A class has at most ${MAX_TAXES} taxes`)
  .refine((taxes) => new Set(taxes.map((t) => t.name.toLowerCase())).size === taxes.length, 'Each tax of a class needs its own name');

/**
 * POST /tax-classes: one rate (`rate`, as before) or its named taxes (`taxes`, in the order they
 * apply); with `taxes` the class's rate is their sum, which may not pass 100 %.
 */
export const ZTaxClassInput = z
  .object({ name: ZTaxClassName, rate: ZTaxRate.optional(), taxes: ZClassTaxes.optional() })
  .refine((c) => c.rate !== undefined || c.taxes !== undefined, { message: 'Enter a rate or the class’s taxes', path: ['rate'] })
  .refine((c) => c.taxes === undefined || c.taxes.reduce((sum, t) => sum + percentToPpm(t.rate), 0) <= MAX_RATE_PPM, {
    message: `The taxes add up to more than ${MAX_TAXRATE} %`,
    path: ['taxes'],
  });
export type TTaxClassInput = z.output<typeof ZTaxClassInput>;

/** PUT /tax-classes/{id}: `isDefault: true` makes it the default (the one default cannot be unset, only replaced). */
export const ZTaxClassUpdate = z
  .object({
    name: ZTaxClassName,
    rate: ZTaxRate.optional(),
    taxes: ZClassTaxes.optional(),
    isDefault: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'must be true or false' }).optional()),
  })
  .refine((c) => c.rate !== undefined || c.taxes !== undefined, { message: 'Enter a rate or the class’s taxes', path: ['rate'] })
  .refine((c) => c.taxes === undefined || c.taxes.reduce((sum, t) => sum + percentToPpm(t.rate), 0) <= MAX_RATE_PPM, {
    message: `The taxes add up to more than ${MAX_TAXRATE} %`,
    path: ['taxes'],
  });
export type TTaxClassUpdate = z.output<typeof ZTaxClassUpdate>;

/** A class: its rate (the sum of its taxes) and its taxes, one named as the class when it is a single rate. */
export const ZTaxClass = z.object({
  _id: text(),
  name: text(),
  rate: z.number(),
  taxes: z.array(z.object({ name: text(), rate: z.number(), compound: z.boolean() })),
  isDefault: z.boolean(),
});
export type TTaxClass = z.infer<typeof ZTaxClass>;

/** PUT /item/{id}/tax-class: the category's class, or null for the default class. */
export const ZItemTaxClassInput = z.object({ taxClassId: text({ error: 'must be a tax class id or null' }).max(64).nullable() });
export type TItemTaxClassInput = z.output<typeof ZItemTaxClassInput>;

/**
 * A sale's tax at one rate, as receipts and reports show it. `named`: a tax its class names (GST,
 * QST), printed by its name; left out for a class's single rate.
 */
export const ZTaxLine = z.object({ name: text(), rate: z.number(), base: z.number(), tax: z.number(), named: z.literal(true).optional() });
export type TTaxLine = z.infer<typeof ZTaxLine>;

/**
 * A tax as the Z report and the sales summary show it: what the sales charged (`base`, `tax`),
 * what the returns gave back of it (`refundedBase`, `refunded`), and `net`, the tax kept.
 */
export const ZReportTaxLine = ZTaxLine.extend({ refundedBase: z.number(), refunded: z.number(), net: z.number() });
export type TReportTaxLine = z.infer<typeof ZReportTaxLine>;
