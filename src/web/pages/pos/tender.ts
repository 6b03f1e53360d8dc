/**
 * The tender screen's rules, kept apart from the dialog so they can be tested on their own: what
 * the clerk typed (in the shop's decimal mark) read as payments in minor units, checked by the
 * domain's `settle` exactly as checkout checks them, and the figures the screen shows while typing.
 * Where the business rounds cash (src/domain/cash-rounding.ts), the cash part is asked rounded,
 * with the same rule checkout applies.
 */
import { NO_CASH_ROUNDING, type CashRounding } from '../../../domain/cash-rounding';
import { fitsMinorUnit, fromMinor, minorDigits, toMinor } from '../../../domain/currency';
import { cashDue, PAYMENT_MESSAGES, PAYMENT_METHODS, quickCashAmounts, settle, sumOf, type Payment, type PaymentMethod } from '../../../domain/payments';
import { MAX_MONEY, MAX_PAYMENTS, type TPaymentInput } from '../../../domain/schemas/money';
import type { TypedNumber } from '../../../domain/typed-number';
import { i18n } from '../../i18n';

/** One method for the whole total, or several tenders adding up to it. */
export type TenderMode = PaymentMethod | 'split';

export interface SplitLine {
  method: PaymentMethod;
  /** As typed, in the shop's decimal mark; blank lines are left out. */
  amount: string;
  reference: string;
}

export interface Tender {
  mode: TenderMode;
  /** Cash: what the customer hands over. */
  cashGiven: string;
  /** Card or other: the slip or voucher number, optional. */
  reference: string;
  split: SplitLine[];
  /**
   * The exact cash due the screen put in the amount given. While the amount given is still that
   * text, the person has not changed it, and it follows the total when a scan changes the sale
   * (followTotal). Compared by text rather than flagged on each key, because a scanner's burst
   * typed into the field is taken back out of it (useWedgeScanner.ts), which leaves it the
   * screen's own again.
   */
  screenCash?: string;
}

/** How amounts are read and written: the sale's currency and the business's decimal mark, and how its cash is rounded. */
export interface AmountFormat {
  currency: string;
  readDecimal(typed: string): string;
  writeDecimal(value: string): string;
  /** Why typed text is not an amount ("could be 1234 or 1,234"), to say so; "not a number" when left out. */
  parseDecimal?(typed: string): TypedNumber;
  /** None when left out. */
  cashRounding?: CashRounding;
}

const roundingOf = (fmt: AmountFormat) => fmt.cashRounding ?? NO_CASH_ROUNDING;

/** A problem with the tender, and the input it is about (`cashGiven`, `split.1`) when there is one. */
export interface TenderProblem {
  ok: false;
  message: string;
  field?: string;
}

export type TenderCheck = { ok: true; payments: Payment[]; changeMinor: number; roundingMinor: number } | TenderProblem;

/** Minor units as the amount input shows them: 47.50 in en-US, 47,50 in fr-FR, 150 for yen. */
export function amountText(minor: number, fmt: AmountFormat): string {
  return fmt.writeDecimal(fromMinor(minor, fmt.currency).toFixed(minorDigits(fmt.currency)));
}

/** What the screen opens with: cash, the exact (rounded) cash due given, so Enter completes the sale. */
export function startTender(totalMinor: number, fmt: AmountFormat): Tender {
  return {
    mode: 'cash',
    cashGiven: exactCash(totalMinor, fmt),
    screenCash: exactCash(totalMinor, fmt),
    reference: '',
    split: [
      { method: 'card', amount: '', reference: '' },
      { method: 'cash', amount: '', reference: '' },
    ],
  };
}

/** The exact cash due for a total, rounded as the business rounds cash, as the amount input shows it. */
function exactCash(totalMinor: number, fmt: AmountFormat): string {
  return amountText(cashDue(totalMinor, 0, roundingOf(fmt)), fmt);
}

/** Whether the amount given is still the exact cash the screen put there. */
export function isScreenCash(tender: Tender): boolean {
  return tender.screenCash !== undefined && tender.cashGiven === tender.screenCash;
}

/**
 * The tender once the total has changed under it (a scan while the dialog is open): an amount
 * given that is still the screen's own exact cash becomes the new total's exact cash (rounded as
 * cash is); one the person typed stays as typed, and the screen then says what is still to pay.
 */
export function followTotal(tender: Tender, totalMinor: number, fmt: AmountFormat): Tender {
  if (!isScreenCash(tender)) return tender;
  const cashGiven = exactCash(totalMinor, fmt);
  return cashGiven === tender.cashGiven ? tender : { ...tender, cashGiven, screenCash: cashGiven };
}

type ReadAmount = { ok: true; minor: number } | { ok: false; message: string };

/** The domain's decimalsRule said of `label`: 'Shipping must have at most 2 decimals', or '… (JPY has no decimals)'. */
export function decimalsProblem(label: string, currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? i18n.t('pos:amount.wholeOnly', { label, currency }) : i18n.t('pos:amount.tooManyDecimals', { label, digits });
}

/** A typed amount in minor units, or what is wrong with it, said of `label`. Blank reads as 0. */
export function readAmount(typed: string, label: string, fmt: AmountFormat): ReadAmount {
  const text = fmt.readDecimal(typed).trim();
  if (text === '') return { ok: true, minor: 0 };
  // readDecimal hands back what it cannot read as typed; only plain decimals are amounts (not 1e3).
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) {
    const read = fmt.parseDecimal?.(typed);
    if (read && !read.ok) return { ok: false, message: i18n.t('pos:amount.unreadable', { label, reason: i18n.t(read.message.key, read.message.values) }) };
    return { ok: false, message: i18n.t('pos:amount.notNumber', { label }) };
  }
  const amount = Number(text);
  if (amount < 0) return { ok: false, message: i18n.t('pos:amount.notAboveZero', { label }) };
  if (amount > MAX_MONEY) return { ok: false, message: i18n.t('pos:amount.tooLarge', { label }) };
  if (!fitsMinorUnit(amount, fmt.currency)) return { ok: false, message: decimalsProblem(label, fmt.currency) };
  return { ok: true, minor: toMinor(amount, fmt.currency) };
}

export const splitAmountLabel = (i: number) => i18n.t('pos:tender.amountOfPayment', { n: i + 1 });

/** The payments the tender stands for, before `settle` judges them; a free sale takes none. */
export function tenderPayments(tender: Tender, totalMinor: number, fmt: AmountFormat): { ok: true; payments: Payment[] } | TenderProblem {
  if (totalMinor === 0) return { ok: true, payments: [] };
  const reference = tender.reference.trim();
  switch (tender.mode) {
    case 'card':
    case 'other':
      return { ok: true, payments: [{ method: tender.mode, amountMinor: totalMinor, ...(reference ? { reference } : {}) }] };
    case 'cash': {
      if (tender.cashGiven.trim() === '') return { ok: false, message: i18n.t('pos:tender.enterAmountGiven'), field: 'cashGiven' };
      const given = readAmount(tender.cashGiven, i18n.t('pos:tender.amountGiven'), fmt);
      if (!given.ok) return { ...given, field: 'cashGiven' };
      return { ok: true, payments: [{ method: 'cash', amountMinor: given.minor }] };
    }
    case 'split': {
      const payments: Payment[] = [];
      for (const [i, line] of tender.split.entries()) {
        if (line.amount.trim() === '') continue;
        const read = readAmount(line.amount, splitAmountLabel(i), fmt);
        if (!read.ok) return { ...read, field: `split.${i}` };
        const ref = line.reference.trim();
        payments.push({ method: line.method, amountMinor: read.minor, ...(ref && line.method !== 'cash' ? { reference: ref } : {}) });
      }
      return { ok: true, payments };
    }
  }
}

/** The domain's refusal of a tender (PAYMENT_MESSAGES, the server's words too) in the app's language. */
function settlementWords(message: string): string {
  switch (message) {
    case PAYMENT_MESSAGES.amountAboveZero:
      return i18n.t('pos:payment.amountAboveZero');
    case PAYMENT_MESSAGES.nonCashOverTotal:
      return i18n.t('pos:payment.nonCashOverTotal');
    case PAYMENT_MESSAGES.notCovered:
      return i18n.t('pos:payment.notCovered');
    default:
      return message;
  }
}

/** The tender as checkout will judge it: the payments kept and the change, or the refusal's words. */
export function checkTender(tender: Tender, totalMinor: number, fmt: AmountFormat): TenderCheck {
  const read = tenderPayments(tender, totalMinor, fmt);
  if (!read.ok) return read;
  if (totalMinor === 0) return { ok: true, payments: [], changeMinor: 0, roundingMinor: 0 };
  const settled = settle(totalMinor, read.payments, roundingOf(fmt));
  if (!settled.ok) return { ok: false, message: settlementWords(settled.message), field: tender.mode === 'cash' ? 'cashGiven' : undefined };
  return settled;
}

export interface TenderFigures {
  paidMinor: number;
  /** What is still to pay (0 once covered), its cash part rounded. */
  remainingMinor: number;
  /** Cash to hand back; 0 while the tender would be refused. */
  changeMinor: number;
  /** What the tender must bring in: the total, with its cash part rounded when cash is paid. */
  dueMinor: number;
  /** dueMinor − total: what cash rounding adds (negative: takes off). */
  roundingMinor: number;
}

/** Whether the tender pays (or is set to pay) some of it in cash: a split's cash line counts before its amount is typed. */
function paysCash(tender: Tender): boolean {
  return tender.mode === 'cash' || (tender.mode === 'split' && tender.split.some((l) => l.method === 'cash'));
}

/** The figures shown while the clerk types: amounts that cannot be read yet count as nothing. */
export function tenderFigures(tender: Tender, totalMinor: number, fmt: AmountFormat): TenderFigures {
  const read = tenderPayments(tender, totalMinor, fmt);
  const payments = read.ok ? read.payments : [];
  const paidMinor = sumOf(payments);
  const nonCash = sumOf(payments.filter((p) => p.method !== 'cash'));
  const dueMinor = totalMinor > 0 && paysCash(tender) && nonCash <= totalMinor ? nonCash + cashDue(totalMinor, nonCash, roundingOf(fmt)) : totalMinor;
  const settled = totalMinor > 0 && read.ok ? settle(totalMinor, payments, roundingOf(fmt)) : null;
  return { paidMinor, remainingMinor: Math.max(0, dueMinor - paidMinor), changeMinor: settled?.ok ? settled.changeMinor : 0, dueMinor, roundingMinor: dueMinor - totalMinor };
}

/** Quick cash buttons: the exact (rounded) cash due, then the round notes above it. */
export function quickCash(totalMinor: number, currency: string, rounding: CashRounding = NO_CASH_ROUNDING): number[] {
  const due = cashDue(totalMinor, 0, rounding);
  return totalMinor > 0 && due > 0 ? quickCashAmounts(due, minorDigits(currency)) : [];
}

/** Another split line, for what is left to pay, by a method the split does not use yet. */
export function addSplitLine(tender: Tender, totalMinor: number, fmt: AmountFormat): Tender {
  if (tender.split.length >= MAX_PAYMENTS) return tender;
  const used = new Set(tender.split.map((l) => l.method));
  const method = PAYMENT_METHODS.find((m) => !used.has(m)) ?? 'cash';
  const split = [...tender.split, { method, amount: '', reference: '' }];
  // What is left, its cash part rounded when the new line or another is cash.
  const { remainingMinor } = tenderFigures({ ...tender, mode: 'split', split }, totalMinor, fmt);
  return { ...tender, split: split.map((l, i) => (i === split.length - 1 && remainingMinor > 0 ? { ...l, amount: amountText(remainingMinor, fmt) } : l)) };
}

export function updateSplitLine(tender: Tender, index: number, change: Partial<SplitLine>): Tender {
  return { ...tender, split: tender.split.map((l, i) => (i === index ? { ...l, ...change } : l)) };
}

/** Drops a split line; the last one stays, so there is always somewhere to type. */
export function removeSplitLine(tender: Tender, index: number): Tender {
  if (tender.split.length <= 1) return tender;
  return { ...tender, split: tender.split.filter((_, i) => i !== index) };
}

/** Payments as checkout's summary takes them (decimals in the major unit); none for a free sale. */
export function toApiPayments(payments: readonly Payment[], currency: string): TPaymentInput[] | undefined {
  if (payments.length === 0) return undefined;
  return payments.map((p) => ({ method: p.method, amount: fromMinor(p.amountMinor, currency), ...(p.reference ? { reference: p.reference } : {}) }));
}
