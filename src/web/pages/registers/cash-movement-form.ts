/**
 * Paying cash into or out of a drawer: the clerk picks the direction and types the amount without a
 * sign; the API takes one signed amount (out is negative). The reason is required for a pay-out, in
 * the API's words (its schema is applied to the signed amount).
 */
import { z } from 'zod';
import { fitsMinorUnit } from '../../../domain/currency';
import { CASH_REASON_REQUIRED, ZShiftCashInput, type TShiftCashInput } from '../../../domain/schemas/money';
import { i18n } from '../../i18n';
import { decimalsProblem } from './decimals-problem';

export const CASH_DIRECTIONS = ['in', 'out'] as const;
export type CashDirection = (typeof CASH_DIRECTIONS)[number];

export interface CashMovementValues {
  direction: CashDirection;
  amount: string;
  reason: string;
}

export const EMPTY_CASH_MOVEMENT: CashMovementValues = { direction: 'out', amount: '', reason: '' };

/** The form's schema: the signed body of POST /shifts/:id/cash, or the problems on the form's fields. */
export function cashMovementSchema(currency: string) {
  return z.object({ direction: z.enum(CASH_DIRECTIONS), amount: z.string(), reason: z.string() }).transform((values, ctx): TShiftCashInput => {
    const typed = values.amount.trim();
    if (typed === '') {
      ctx.addIssue({ code: 'custom', message: i18n.t('registers:cash.enterAmount'), path: ['amount'] });
      return z.NEVER;
    }
    if (/^[-+]/.test(typed)) {
      ctx.addIssue({ code: 'custom', message: i18n.t('registers:cash.unsigned'), path: ['amount'] });
      return z.NEVER;
    }
    const size = Number(typed);
    const signed = Number.isFinite(size) && values.direction === 'out' ? -size : size;
    const parsed = ZShiftCashInput.safeParse({ amount: Number.isFinite(size) ? signed : typed, reason: values.reason });
    if (!parsed.success) {
      // A pay-in needs no reason: the API asks for one only because an unreadable amount is not above 0.
      const issues = parsed.error.issues.filter((issue) => values.direction === 'out' || issue.message !== CASH_REASON_REQUIRED);
      issues.forEach((issue) => ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path[0] === 'reason' ? 'reason' : 'amount'] }));
      return z.NEVER;
    }
    if (!fitsMinorUnit(parsed.data.amount, currency)) {
      ctx.addIssue({ code: 'custom', message: decimalsProblem(i18n.t('registers:cash.theAmount'), currency), path: ['amount'] });
      return z.NEVER;
    }
    return parsed.data;
  });
}
