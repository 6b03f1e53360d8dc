/**
 * Registers: the business's tills, each with a cash drawer that is counted in and out in shifts
 * (./shifts.ts). Every business has "Register 1" from sign-up; admins add more.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { FIRST_REGISTER_NAME } from '../../../domain/registers';
import type { TRegister, TRegisterInput } from '../../../domain/schemas/money';
import enRegisters from '../../../i18n/locales/en/registers.json';
import esRegisters from '../../../i18n/locales/es/registers.json';
import frRegisters from '../../../i18n/locales/fr/registers.json';
import type { DbOrTx } from '../../db/client';
import { registers, shifts } from '../../db/schema';
import { AppError, duplicate, forbidden, isUniqueViolation, notFound } from '../../errors';
import type { AuthContext } from '../sessions';

export { FIRST_REGISTER_NAME };
export const REGISTER_NOT_FOUND = 'Register not found';
export const OPEN_REGISTER_FIRST = 'Open the register before selling';
export const NOT_YOUR_DRAWER = "This register's shift is someone else's: refunds are paid from your own shift's drawer";

/** Sign-up: the new business's first register. */
export async function createFirstRegister(tx: DbOrTx, cid: string): Promise<void> {
  await tx.insert(registers).values({ cid, name: FIRST_REGISTER_NAME });
}

/** Every register by name, with its open shift if it has one. */
export async function listRegisters(db: DbOrTx, cid: string): Promise<TRegister[]> {
  const rows = await db
    .select({ id: registers.id, name: registers.name, shiftId: shifts.id, openedAt: shifts.openedAt, openedBy: shifts.openedByName, openedById: shifts.openedBy })
    .from(registers)
    .leftJoin(shifts, and(eq(shifts.cid, registers.cid), eq(shifts.registerId, registers.id), isNull(shifts.closedAt)))
    .where(eq(registers.cid, cid))
    .orderBy(sql`lower(${registers.name})`, asc(registers.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    openShift: r.shiftId ? { _id: r.shiftId, openedAt: r.openedAt!.toISOString(), openedBy: r.openedBy ?? '', openedById: r.openedById } : null,
  }));
}

/**
 * The first register's name as each language shows it ("Caisse 1", "Caja 1"): taken by that
 * register, so no other may be called so and show under the same name.
 */
const FIRST_REGISTER_NAMES = new Set([enRegisters, frRegisters, esRegisters].map((catalogue) => catalogue.firstRegister.toLocaleLowerCase()));

const NAME_TAKEN = 'A register with this name already exists';

export async function createRegister(db: DbOrTx, cid: string, input: TRegisterInput): Promise<TRegister> {
  if (FIRST_REGISTER_NAMES.has(input.name.trim().toLocaleLowerCase())) throw duplicate(NAME_TAKEN);
  try {
    const [row] = await db.insert(registers).values({ cid, name: input.name }).returning();
    return { _id: row.id, name: row.name, openShift: null };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(NAME_TAKEN);
    throw err;
  }
}

export async function findRegister(db: DbOrTx, cid: string, id: string): Promise<typeof registers.$inferSelect> {
  const [row] = await db.select().from(registers).where(and(eq(registers.cid, cid), eq(registers.id, id))).limit(1);
  if (!row) throw notFound(REGISTER_NOT_FOUND);
  return row;
}

/**
 * The open shift a sale or return on this register belongs to, locked for share until the caller's
 * transaction ends, so closing the shift waits for the sales already under way and its Z report
 * counts them all. A register of another business is not found; one with no open shift refuses:
 * its cash would belong to no count.
 */
export async function openShiftForSale(tx: DbOrTx, cid: string, registerId: string): Promise<{ registerId: string; shiftId: string }> {
  const [open] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.cid, cid), eq(shifts.registerId, registerId), isNull(shifts.closedAt)))
    .limit(1)
    .for('share');
  if (open) return { registerId, shiftId: open.id };
  await findRegister(tx, cid, registerId);
  throw new AppError('REGISTER_CLOSED', OPEN_REGISTER_FIRST);
}

/**
 * The open shift a refund on this register is paid out of: the refunder's own (an admin may use
 * any, as admins act on every shift). Cash a clerk hands out of another person's drawer would
 * come out of that person's count, which would then come up short.
 */
export async function openShiftForRefund(tx: DbOrTx, auth: Pick<AuthContext, 'cid' | 'userId' | 'isAdmin'>, registerId: string): Promise<{ registerId: string; shiftId: string }> {
  const [open] = await tx
    .select({ id: shifts.id, openedBy: shifts.openedBy })
    .from(shifts)
    .where(and(eq(shifts.cid, auth.cid), eq(shifts.registerId, registerId), isNull(shifts.closedAt)))
    .limit(1)
    .for('share');
  if (!open) {
    await findRegister(tx, auth.cid, registerId);
    throw new AppError('REGISTER_CLOSED', OPEN_REGISTER_FIRST);
  }
  if (!auth.isAdmin && open.openedBy !== auth.userId) throw forbidden(NOT_YOUR_DRAWER);
  return { registerId, shiftId: open.id };
}
