/**
 * A business's tax rate and currency: at most one row per business (unique on cid). The rate
 * is stored as hundredths of a percent so 7.25 % stays exact.
 */
import { and, eq } from 'drizzle-orm';
import type { TSetting, TSettingInput } from '../../domain/schemas/settings';
import { canSeeCost } from '../../domain/cost-policy';
import { basisPointsToPercent, percentToBasisPoints } from '../../domain/tax';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';
import { duplicate, isUniqueViolation, notFound } from '../errors';
import type { AuthContext } from './sessions';
import { assertOwnBusiness } from './own-business';

type Row = typeof settings.$inferSelect;
const SETTINGS_EXIST = 'Tax rate and currency are already set; update them instead';

const toSetting = (row: Row): TSetting => ({
  _id: row.id,
  taxrate: basisPointsToPercent(row.taxrateBp),
  currency: row.currency,
  staffSeeCost: row.staffSeeCost,
  cid: row.cid,
});

/**
 * Whether the caller may see cost (src/domain/cost-policy.ts). Admins always may, which needs no
 * read; for staff it is the business's setting.
 */
export async function callerSeesCost(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<boolean> {
  if (canSeeCost(caller, null)) return true;
  const [row] = await db.select({ staffSeeCost: settings.staffSeeCost }).from(settings).where(eq(settings.cid, caller.cid)).limit(1);
  return canSeeCost(caller, row);
}

export async function listSettings(db: DbOrTx, cid: string): Promise<TSetting[]> {
  const rows = await db.select().from(settings).where(eq(settings.cid, cid));
  return rows.map(toSetting);
}

export async function addSettings(db: DbOrTx, caller: AuthContext, input: TSettingInput): Promise<TSetting> {
  assertOwnBusiness(caller, input.cid);
  const [existing] = await db.select({ id: settings.id }).from(settings).where(eq(settings.cid, caller.cid)).limit(1);
  if (existing) throw duplicate(SETTINGS_EXIST);
  try {
    const [row] = await db.insert(settings).values({ cid: caller.cid, taxrateBp: percentToBasisPoints(input.taxrate), currency: input.currency, staffSeeCost: input.staffSeeCost ?? false }).returning();
    return toSetting(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(SETTINGS_EXIST);
    throw err;
  }
}

export async function updateSettings(db: DbOrTx, caller: AuthContext, id: string, input: TSettingInput): Promise<TSetting> {
  assertOwnBusiness(caller, input.cid);
  const [row] = await db
    .update(settings)
    .set({ taxrateBp: percentToBasisPoints(input.taxrate), currency: input.currency, ...(input.staffSeeCost === undefined ? {} : { staffSeeCost: input.staffSeeCost }), updatedAt: new Date() })
    .where(and(eq(settings.id, id), eq(settings.cid, caller.cid)))
    .returning();
  if (!row) throw notFound('Settings not found');
  return toSetting(row);
}
