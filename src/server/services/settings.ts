/**
 * A business's tax rate and currency: at most one row per business (unique on cid). The rate
 * is stored as hundredths of a percent so 7.25 % stays exact; it is the default tax class's rate
 * (./tax-classes.ts), which saving it sets. The currency cannot change once the business has sold:
 * its amounts are in that currency's minor unit.
 */
import { and, eq } from 'drizzle-orm';
import type { TSetting, TSettingInput } from '../../domain/schemas/settings';
import { canSeeCost } from '../../domain/cost-policy';
import { ppmToPercent, percentToPpm } from '../../domain/tax';
import type { DbOrTx } from '../db/client';
import { DEFAULT_CURRENCY } from '../../domain/currency';
import { sales, settings, taxClasses } from '../db/schema';
import { message } from '../../i18n/translator';
import { conflict, duplicate, isUniqueViolation, notFound } from '../errors';
import { setDefaultRate } from './tax-classes';
import type { AuthContext } from './sessions';
import { assertOwnBusiness } from './own-business';
import type { AmountView } from './inventory';

type Row = typeof settings.$inferSelect;
const SETTINGS_EXIST = 'Tax rate and currency are already set; update them instead';

const toSetting = (row: Row): TSetting => ({
  _id: row.id,
  taxrate: ppmToPercent(row.taxratePpm),
  currency: row.currency,
  staffSeeCost: row.staffSeeCost,
  pricesIncludeTax: row.pricesIncludeTax,
  cid: row.cid,
});

/**
 * A business that has sold keeps its currency: its stored amounts are minor units of it. One that
 * has not may change it; nothing is converted (its prices are then re-entered).
 */
async function refuseCurrencyChangeAfterSales(db: DbOrTx, cid: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  const [sold] = await db.select({ id: sales.id }).from(sales).where(eq(sales.cid, cid)).limit(1);
  if (sold) throw conflict(message('errors:settings.currencyLocked', { from, to }));
}

/**
 * Whether the caller may see cost (src/domain/cost-policy.ts). Admins always may, which needs no
 * read; for staff it is the business's setting.
 */
export async function callerSeesCost(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<boolean> {
  if (canSeeCost(caller, null)) return true;
  const [row] = await db.select({ staffSeeCost: settings.staffSeeCost }).from(settings).where(eq(settings.cid, caller.cid)).limit(1);
  return canSeeCost(caller, row);
}

export interface MoneySettings {
  /** The business currency: every amount of the business is in its minor unit. */
  currency: string;
  pricesIncludeTax: boolean;
}

/** The currency and tax style amounts are read and written in (USD, tax added, before any settings). */
export async function moneySettingsOf(db: DbOrTx, cid: string): Promise<MoneySettings> {
  const [row] = await db.select({ currency: settings.currency, pricesIncludeTax: settings.pricesIncludeTax }).from(settings).where(eq(settings.cid, cid)).limit(1);
  return row ?? { currency: DEFAULT_CURRENCY, pricesIncludeTax: false };
}

/** How amounts are shown to the caller: in the business currency, with cost only if the caller may see it. One read. */
export async function viewOf(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<AmountView> {
  const [row] = await db.select({ currency: settings.currency, staffSeeCost: settings.staffSeeCost }).from(settings).where(eq(settings.cid, caller.cid)).limit(1);
  return { currency: row?.currency ?? DEFAULT_CURRENCY, showCost: canSeeCost(caller, row ?? null) };
}

export async function listSettings(db: DbOrTx, cid: string): Promise<TSetting[]> {
  // The rate shown is the default class's (kept in step with the row's own).
  const rows = await db
    .select({ row: settings, defaultRatePpm: taxClasses.ratePpm })
    .from(settings)
    .leftJoin(taxClasses, and(eq(taxClasses.cid, settings.cid), eq(taxClasses.isDefault, true)))
    .where(eq(settings.cid, cid));
  return rows.map(({ row, defaultRatePpm }) => toSetting({ ...row, taxratePpm: defaultRatePpm ?? row.taxratePpm }));
}

export async function addSettings(db: DbOrTx, caller: AuthContext, input: TSettingInput): Promise<TSetting> {
  assertOwnBusiness(caller, input.cid);
  const [existing] = await db.select({ id: settings.id }).from(settings).where(eq(settings.cid, caller.cid)).limit(1);
  if (existing) throw duplicate(SETTINGS_EXIST);
  // Sales made before any settings were in USD.
  await refuseCurrencyChangeAfterSales(db, caller.cid, DEFAULT_CURRENCY, input.currency);
  const taxratePpm = percentToPpm(input.taxrate);
  try {
    const [row] = await db
      .insert(settings)
      .values({ cid: caller.cid, taxratePpm, currency: input.currency, staffSeeCost: input.staffSeeCost ?? false, pricesIncludeTax: input.pricesIncludeTax ?? false })
      .returning();
    await setDefaultRate(db, caller.cid, taxratePpm);
    return toSetting(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(SETTINGS_EXIST);
    throw err;
  }
}

export async function updateSettings(db: DbOrTx, caller: AuthContext, id: string, input: TSettingInput): Promise<TSetting> {
  assertOwnBusiness(caller, input.cid);
  const [current] = await db.select({ currency: settings.currency }).from(settings).where(and(eq(settings.id, id), eq(settings.cid, caller.cid))).for('update').limit(1);
  if (!current) throw notFound('Settings not found');
  await refuseCurrencyChangeAfterSales(db, caller.cid, current.currency, input.currency);
  const taxratePpm = percentToPpm(input.taxrate);
  const [row] = await db
    .update(settings)
    .set({
      taxratePpm,
      currency: input.currency,
      ...(input.staffSeeCost === undefined ? {} : { staffSeeCost: input.staffSeeCost }),
      ...(input.pricesIncludeTax === undefined ? {} : { pricesIncludeTax: input.pricesIncludeTax }),
      updatedAt: new Date(),
    })
    .where(and(eq(settings.id, id), eq(settings.cid, caller.cid)))
    .returning();
  await setDefaultRate(db, caller.cid, taxratePpm);
  return toSetting(row);
}
