/**
 * Tax classes: a business's named rates, exactly one of them the default. A class is one rate, or
 * its named taxes in the order they apply (GST 5 % then QST 9.975 %), its rate then their sum. The default class taxes
 * shipping and every category that has no class of its own, and its rate is the spec's single tax
 * rate setting (services/settings.ts writes it through `setDefaultRate`, and `settings.taxrate_ppm`
 * is kept in step). Every business gets its default class, "Standard" at 0 %, at sign-up.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TItem } from '../../domain/schemas/inventory';
import type { TClassTax, TItemTaxClassInput, TTaxClass, TTaxClassInput, TTaxClassUpdate } from '../../domain/schemas/tax';
import type { LineTax } from '../../domain/totals';
import { ppmToPercent, percentToPpm } from '../../domain/tax';
import type { DbOrTx } from '../db/client';
import { items, settings, taxClasses } from '../db/schema';
import { message } from '../../i18n/translator';
import { AppError, conflict, duplicate, isForeignKeyViolation, isUniqueViolation, notFound } from '../errors';
import { withPriceHistory } from './price-history';

type Row = typeof taxClasses.$inferSelect;

export const DEFAULT_TAX_CLASS_NAME = 'Standard';
const NOT_FOUND = 'Tax class not found';
const NAME_TAKEN = 'A tax class with this name already exists';
const KEEP_A_DEFAULT = 'A business always has one default tax class: make another class the default instead';
const DEFAULT_NOT_DELETED = 'The default tax class cannot be deleted: make another class the default first';

type StoredTax = Row['taxes'][number];

/**
 * The taxes a class charges, in order: its own named ones, or its one rate as a single unnamed tax
 * (name ''), which a sale keeps under the class's name as before.
 */
export function classTaxes(row: Pick<Row, 'ratePpm' | 'taxes'>): LineTax[] {
  return row.taxes.length > 0 ? row.taxes.map((t) => ({ name: t.name, ratePpm: t.ratePpm, compound: t.compound })) : [{ name: '', ratePpm: row.ratePpm, compound: false }];
}

export function toTaxClass(row: Pick<Row, 'id' | 'name' | 'ratePpm' | 'taxes' | 'isDefault'>): TTaxClass {
  const taxes = classTaxes(row).map((t) => ({ name: t.name || row.name, rate: ppmToPercent(t.ratePpm), compound: t.compound }));
  return { _id: row.id, name: row.name, rate: ppmToPercent(row.ratePpm), taxes, isDefault: row.isDefault };
}

/**
 * What a class's rate and taxes become: its named taxes and their sum, or one rate. A rate alone
 * that is the class's rate already keeps its taxes (making a class the default sends its rate).
 */
function rateAndTaxes(input: { rate?: number; taxes?: TClassTax[] }, current?: Pick<Row, 'ratePpm' | 'taxes'>): { ratePpm: number; taxes: StoredTax[] } {
  if (input.taxes) {
    const taxes = input.taxes.map((t) => ({ name: t.name, ratePpm: percentToPpm(t.rate), compound: t.compound }));
    return { ratePpm: taxes.reduce((sum, t) => sum + t.ratePpm, 0), taxes };
  }
  const ratePpm = percentToPpm(input.rate ?? 0);
  return { ratePpm, taxes: current && current.ratePpm === ratePpm ? current.taxes : [] };
}

/** Sign-up: the new business's default class, with its place's taxes when sign-up proposed them (GST and QST). */
export async function createDefaultTaxClass(tx: DbOrTx, cid: string, ratePpm = 0, taxes: { name: string; rate: number }[] = []): Promise<void> {
  const listed = taxes.map((t) => ({ name: t.name, ratePpm: percentToPpm(t.rate), compound: false }));
  await tx.insert(taxClasses).values({ cid, name: DEFAULT_TAX_CLASS_NAME, ratePpm, taxes: listed, isDefault: true });
}

/** The default class first, then by name. */
export async function listTaxClasses(db: DbOrTx, cid: string): Promise<TTaxClass[]> {
  const rows = await db.select().from(taxClasses).where(eq(taxClasses.cid, cid)).orderBy(desc(taxClasses.isDefault), sql`lower(${taxClasses.name})`, asc(taxClasses.id));
  return rows.map(toTaxClass);
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(NAME_TAKEN);
    throw err;
  }
}

async function findClass(db: DbOrTx, cid: string, id: string): Promise<Row> {
  const [row] = await db.select().from(taxClasses).where(and(eq(taxClasses.cid, cid), eq(taxClasses.id, id))).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function addTaxClass(db: DbOrTx, cid: string, input: TTaxClassInput): Promise<TTaxClass> {
  const [row] = await guardName(() => db.insert(taxClasses).values({ cid, name: input.name, ...rateAndTaxes(input) }).returning());
  return toTaxClass(row);
}

/** Keeps the spec's tax rate setting equal to the default class's rate. */
async function mirrorDefaultRate(db: DbOrTx, cid: string, ratePpm: number): Promise<void> {
  await db.update(settings).set({ taxratePpm: ratePpm, updatedAt: new Date() }).where(and(eq(settings.cid, cid), sql`${settings.taxratePpm} <> ${ratePpm}`));
}

/** Renames and re-rates a class; `isDefault: true` makes it the default in place of the current one. */
export async function updateTaxClass(db: DbOrTx, cid: string, id: string, input: TTaxClassUpdate): Promise<TTaxClass> {
  // Locked, so two admins making different classes the default take turns.
  const [current] = await db.select().from(taxClasses).where(and(eq(taxClasses.cid, cid), eq(taxClasses.id, id))).for('update').limit(1);
  if (!current) throw notFound(NOT_FOUND);
  if (input.isDefault === false && current.isDefault) throw conflict(KEEP_A_DEFAULT);
  const makeDefault = input.isDefault === true && !current.isDefault;
  const { ratePpm, taxes } = rateAndTaxes(input, current);
  const change = async () => {
    if (makeDefault) await db.update(taxClasses).set({ isDefault: false, updatedAt: new Date() }).where(and(eq(taxClasses.cid, cid), eq(taxClasses.isDefault, true)));
    const [row] = await guardName(() =>
      db
        .update(taxClasses)
        .set({ name: input.name, ratePpm, taxes, isDefault: current.isDefault || makeDefault, updatedAt: new Date() })
        .where(and(eq(taxClasses.cid, cid), eq(taxClasses.id, id)))
        .returning(),
    );
    if (row.isDefault) await mirrorDefaultRate(db, cid, row.ratePpm);
    return row;
  };
  // A new rate or taxes, or another default class, changes what the products are taxed at.
  const row = ratePpm !== current.ratePpm || JSON.stringify(taxes) !== JSON.stringify(current.taxes) || makeDefault ? await withPriceHistory(db, cid, 'all', change) : await change();
  return toTaxClass(row);
}

/** Deletes a class no category uses; the default class stays. */
export async function deleteTaxClass(db: DbOrTx, cid: string, id: string): Promise<{ message: string }> {
  const row = await findClass(db, cid, id);
  if (row.isDefault) throw conflict(DEFAULT_NOT_DELETED);
  const inUse = (n: number) => new AppError('IN_USE', message('errors:taxClasses.inUse', { name: row.name, count: n }));
  const [{ n }] = await db.select({ n: count() }).from(items).where(and(eq(items.cid, cid), eq(items.taxClassId, id)));
  if (n > 0) throw inUse(n);
  try {
    await db.delete(taxClasses).where(and(eq(taxClasses.cid, cid), eq(taxClasses.id, id), eq(taxClasses.isDefault, false)));
  } catch (err) {
    // A category picked the class meanwhile: the foreign key refuses (and the transaction is over).
    if (isForeignKeyViolation(err)) throw inUse(1);
    throw err;
  }
  return { message: 'Tax class removed' };
}

/** A category's class (null: the default class). Another business's class is not found. */
export async function setItemTaxClass(db: DbOrTx, cid: string, itemId: string, input: TItemTaxClassInput): Promise<TItem> {
  if (input.taxClassId !== null) await findClass(db, cid, input.taxClassId);
  const [category] = await db.select({ item: items.item }).from(items).where(and(eq(items.cid, cid), eq(items.id, itemId))).limit(1);
  if (!category) throw notFound('Item not found');
  try {
    // The category's products are taxed at the new class's rate from now on.
    const [row] = await withPriceHistory(db, cid, { categories: [category.item] }, () =>
      db
        .update(items)
        .set({ taxClassId: input.taxClassId })
        .where(and(eq(items.cid, cid), eq(items.id, itemId)))
        .returning(),
    );
    if (!row) throw notFound('Item not found');
    return { _id: row.id, item: row.item, cid: row.cid, taxClassId: row.taxClassId };
  } catch (err) {
    // The class was deleted between the check and the update.
    if (isForeignKeyViolation(err)) throw notFound(NOT_FOUND);
    throw err;
  }
}

/** Each listed category's class id (null: the default), for the items screens. */
export async function taxClassIdsOfItems(db: DbOrTx, cid: string, itemIds: string[]): Promise<Map<string, string | null>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.select({ id: items.id, taxClassId: items.taxClassId }).from(items).where(and(eq(items.cid, cid), inArray(items.id, itemIds)));
  return new Map(rows.map((r) => [r.id, r.taxClassId]));
}

/**
 * The spec's tax rate setting: sets the default class's rate, creating the class if a business
 * made before classes existed somehow has none.
 */
export async function setDefaultRate(db: DbOrTx, cid: string, ratePpm: number): Promise<void> {
  const [current] = await db.select({ ratePpm: taxClasses.ratePpm }).from(taxClasses).where(and(eq(taxClasses.cid, cid), eq(taxClasses.isDefault, true))).limit(1);
  // Saving the settings with the rate unchanged changes no product's rate.
  if (current?.ratePpm === ratePpm) return writeDefaultRate(db, cid, ratePpm);
  await withPriceHistory(db, cid, 'all', () => writeDefaultRate(db, cid, ratePpm));
}

async function writeDefaultRate(db: DbOrTx, cid: string, ratePpm: number): Promise<void> {
  const updated = await db
    .update(taxClasses)
    // The settings' one rate: a class of several taxes keeps them while their sum is that rate.
    .set({ ratePpm, taxes: sql`case when ${taxClasses.ratePpm} = ${ratePpm} then ${taxClasses.taxes} else '[]'::jsonb end`, updatedAt: new Date() })
    .where(and(eq(taxClasses.cid, cid), eq(taxClasses.isDefault, true)))
    .returning({ id: taxClasses.id });
  if (updated.length > 0) return;
  const [named] = await db
    .select({ id: taxClasses.id })
    .from(taxClasses)
    .where(and(eq(taxClasses.cid, cid), sql`lower(${taxClasses.name}) = lower(${DEFAULT_TAX_CLASS_NAME})`))
    .limit(1);
  if (named) await db.update(taxClasses).set({ ratePpm, taxes: [], isDefault: true, updatedAt: new Date() }).where(and(eq(taxClasses.cid, cid), eq(taxClasses.id, named.id)));
  else await createDefaultTaxClass(db, cid, ratePpm);
}

export interface TaxRate {
  /** The class's name. */
  name: string;
  /** Its rate (the sum of its taxes). */
  ratePpm: number;
  /** Its taxes, in order (classTaxes). */
  taxes: LineTax[];
}

export interface BusinessRates {
  /** The default class: shipping and categories without a class. */
  standard: TaxRate;
  /** The class of each category, by lower-cased category name, when it has one. */
  byCategory: Map<string, TaxRate>;
}

/**
 * The rates a sale of these categories is taxed at (checkout and the terminal's list). Without a
 * default class (only a business written around the app) the settings' rate stands in.
 */
export async function ratesFor(db: DbOrTx, cid: string, categories: string[]): Promise<BusinessRates> {
  const keys = [...new Set(categories.map((c) => c.toLowerCase()))];
  // One query: the default class, and the class of each of these categories that has one.
  const categoryOfClass = keys.length === 0 ? sql`false` : and(eq(items.cid, taxClasses.cid), eq(items.taxClassId, taxClasses.id), inArray(sql`lower(${items.item})`, keys));
  const rows = await db
    .select({ key: sql<string | null>`lower(${items.item})`, name: taxClasses.name, ratePpm: taxClasses.ratePpm, taxes: taxClasses.taxes, isDefault: taxClasses.isDefault })
    .from(taxClasses)
    .leftJoin(items, categoryOfClass)
    .where(and(eq(taxClasses.cid, cid), sql`(${taxClasses.isDefault} or ${items.id} is not null)`));
  const found = rows.find((r) => r.isDefault);
  let standard: TaxRate;
  if (found) standard = taxRateOf(found);
  else {
    const [setting] = await db.select({ ratePpm: settings.taxratePpm }).from(settings).where(eq(settings.cid, cid)).limit(1);
    standard = taxRateOf({ name: DEFAULT_TAX_CLASS_NAME, ratePpm: setting?.ratePpm ?? 0, taxes: [] });
  }
  const byCategory = new Map<string, TaxRate>();
  for (const r of rows) if (r.key !== null) byCategory.set(r.key, taxRateOf(r));
  return { standard, byCategory };
}

/** A class as checkout charges it. */
export function taxRateOf(row: Pick<Row, 'name' | 'ratePpm' | 'taxes'>): TaxRate {
  return { name: row.name, ratePpm: row.ratePpm, taxes: classTaxes(row) };
}

/** A product's tax as the terminal reads it: its class's rate, and its named taxes when the class has them. */
export function posTaxOf(rate: TaxRate): { taxRate: number; taxes?: { name: string; rate: number; compound: boolean }[] } {
  const named = rate.taxes.filter((t) => t.name !== '');
  return { taxRate: ppmToPercent(rate.ratePpm), ...(named.length > 0 ? { taxes: named.map((t) => ({ name: t.name, rate: ppmToPercent(t.ratePpm), compound: t.compound })) } : {}) };
}

/** The class a product of this category is taxed by. */
export function rateOf(rates: BusinessRates, category: string): TaxRate {
  return rates.byCategory.get(category.toLowerCase()) ?? rates.standard;
}
