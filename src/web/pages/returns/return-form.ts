/**
 * The partial-return form of one receipt: how many units of each line come back (text, one per
 * receipt line, in the receipt's order) and how the refund is paid out: the way the sale was paid
 * (the default, and all a non-admin may choose: the server refuses staff any other way), or, for
 * an admin, all in cash, all by card, all some other way, or split across them. What it sends is
 * the body of POST /pos/returns, checked by the server's own schema.
 */
import { z } from 'zod';
import { fromMinor, toMinor } from '../../../domain/currency';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments';
import { numberFromText } from '../../../domain/schemas/common';
import { ZPartialReturn, ZRefundInput, type TPartialReturn } from '../../../domain/schemas/money';
import type { TReceipt } from '../../../domain/schemas/pos';
import { i18n } from '../../i18n';
import { previewRefund, refundAsPaidOn, unitsLeftOn } from './refund-preview';

/** As the sale was paid, one method for the whole refund, or several. */
export const REFUND_CHOICES = ['paid', ...PAYMENT_METHODS, 'split'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export interface ReturnFormValues {
  lines: { qty: string }[];
  refundBy: RefundChoice;
  /** Per method, what a split refund pays that way (text as typed; blank is nothing). */
  split: Record<PaymentMethod, string>;
}

/** Said as the server says it (409 OVER_RETURN), so a clerk reads one sentence either way. */
export const onlyLeftToReturn = (left: number) => i18n.t('returns:form.onlyLeft', { count: left });

export const returnFormDefaults = (receipt: TReceipt): ReturnFormValues => ({
  lines: receipt.lines.map(() => ({ qty: '' })),
  refundBy: 'paid',
  split: { cash: '', card: '', other: '' },
});

/** Units typed on each line: blank is none; anything else not a whole number is NaN (and refused). */
export function unitsTyped(lines: readonly { qty: string }[]): number[] {
  return lines.map((l) => (l.qty.trim() === '' ? 0 : Number(l.qty)));
}

/** Said when a line's quantity is not a whole number of units, in the language of the moment it is checked. */
const wholeUnits = () => i18n.t('returns:form.wholeUnits');

/** A split's amount for one method: blank is nothing, else what a refund amount must be. */
const splitAmount = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : numberFromText(v)), ZRefundInput.shape.amount.optional());

/**
 * The form's check for one receipt, then the body it sends. A single method refunds the whole
 * refund that way; a split must add up to it exactly. The refund is sent rather than left for
 * the server to work out, so the server refuses the return if its refund is not the one the
 * clerk was shown (someone returned part of the receipt meanwhile).
 */
export function returnForm(receipt: TReceipt, register: string | null) {
  const left = unitsLeftOn(receipt);
  return z
    .object({
      lines: z.array(
        z.object({
          qty: z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? 0 : numberFromText(v)),
            z.number({ error: wholeUnits }).int({ error: wholeUnits }).min(0, { error: wholeUnits }),
          ),
        }),
      ),
      refundBy: z.enum(REFUND_CHOICES),
      split: z.object({ cash: splitAmount, card: splitAmount, other: splitAmount }),
    })
    .superRefine((v, ctx) => {
      v.lines.forEach((l, i) => {
        if (l.qty > left[i]) ctx.addIssue({ code: 'custom', path: ['lines', i, 'qty'], message: onlyLeftToReturn(left[i]) });
      });
      if (!v.lines.some((l) => l.qty > 0)) ctx.addIssue({ code: 'custom', path: ['lines'], message: i18n.t('returns:form.nothingPicked') });
    })
    .transform((v, ctx): TPartialReturn => {
      const units = v.lines.map((l) => l.qty);
      const refundMinor = previewRefund(receipt, units) ?? 0;
      const refund = refundPaidBy(receipt, v.refundBy, v.split, refundMinor);
      if (!refund) {
        ctx.addIssue({ code: 'custom', path: ['split'], message: i18n.t('returns:form.splitDoesNotAddUp') });
        return z.NEVER;
      }
      const body = ZPartialReturn.safeParse({
        barcode: receipt.barcode,
        lines: receipt.lines.flatMap((l, i) => (units[i] > 0 ? [{ inventoryId: l.inventoryId, qty: units[i] }] : [])),
        ...(refund.length > 0 ? { refund } : {}),
        ...(register ? { register } : {}),
      });
      if (body.success) return body.data;
      for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: ['lines'], message: issue.message });
      return z.NEVER;
    });
}

/** How the refund goes back; null when a split does not add up to it. Nothing to pay out sends no methods. */
function refundPaidBy(receipt: TReceipt, choice: RefundChoice, split: Partial<Record<PaymentMethod, number>>, refundMinor: number): { method: PaymentMethod; amount: number }[] | null {
  const { currency } = receipt;
  if (refundMinor === 0) return [];
  if (choice === 'paid') return refundAsPaidOn(receipt, refundMinor).map((p) => ({ method: p.method, amount: fromMinor(p.amountMinor, currency) }));
  if (choice !== 'split') return [{ method: choice, amount: fromMinor(refundMinor, currency) }];
  const parts = PAYMENT_METHODS.flatMap((method) => {
    const amount = split[method];
    return amount === undefined ? [] : [{ method, amount }];
  });
  const typedMinor = parts.reduce((acc, p) => acc + toMinorOrNaN(p.amount, currency), 0);
  if (typedMinor !== refundMinor) return null;
  return parts;
}

/** Minor units typed so far by a split, or null while one of its amounts cannot be read. */
export function splitTypedMinor(split: Record<PaymentMethod, string>, currency: string, readDecimal: (typed: string) => string): number | null {
  let total = 0;
  for (const method of PAYMENT_METHODS) {
    const typed = split[method].trim();
    if (typed === '') continue;
    const minor = toMinorOrNaN(Number(readDecimal(typed)), currency);
    if (!Number.isFinite(minor)) return null;
    total += minor;
  }
  return total;
}

/** An amount with more decimals than the currency has never adds up to a refund. */
function toMinorOrNaN(amount: number, currency: string): number {
  try {
    return toMinor(amount, currency);
  } catch {
    return Number.NaN;
  }
}
