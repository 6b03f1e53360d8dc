/**
 * Taking and balancing the money: payments on a sale, registers and their shifts (the cash drawer),
 * and partial returns with their refunds. Amounts are decimals in the business currency at the API
 * edge; the service checks each against the currency's decimals (src/domain/currency.ts) and works
 * in minor units inside.
 */
import { barcodeField } from './barcode';
import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments';
import { isOrderedRange, numberFromText, RANGE_ORDER_MESSAGE, text, ZId, ZPageNumber } from './common';
import { ZIsoDay } from './reports';
import { ZReportTaxLine } from './tax';

export const MAX_PAYMENTS = 10;
export const MAX_REGISTER_NAME = 60;
export const MAX_CASH_REASON = 200;
/** Bounds every amount a person can type: more than this is a typo (amount columns are 32-bit). */
export const MAX_MONEY = 10_000_000;

const amount = (what: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: `${what} must be a number` }).finite(`${what} must be a number`).min(-MAX_MONEY, `${what} is too large`).max(MAX_MONEY, `${what} is too large`),
  );

const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` });

/** One tender of a sale: `amount` above 0 in the sale's currency. */
export const ZPaymentInput = z.object({
  method: ZPaymentMethod,
  amount: amount('Payment amount').refine((n) => n > 0, 'Each payment must be more than 0'),
  reference: text().trim().max(100, 'A payment reference is at most 100 characters').optional(),
});
export type TPaymentInput = z.infer<typeof ZPaymentInput>;

export const ZPayments = z.array(ZPaymentInput, { error: 'Payments must be a list' }).min(1, 'Give at least one payment').max(MAX_PAYMENTS, `A sale can have at most ${MAX_PAYMENTS} payments`);

export const ZPayment = z.object({ method: ZPaymentMethod, amount: z.number(), reference: text().nullable() });
export type TPayment = z.infer<typeof ZPayment>;

// ---- Registers ----------------------------------------------------------------------------------

export const ZRegisterInput = z.object({
  name: text({ error: 'Enter a register name' }).trim().min(1, 'Enter a register name').max(MAX_REGISTER_NAME, `A register name is at most ${MAX_REGISTER_NAME} characters`),
});
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZOpenShiftRef = z.object({ _id: text(), openedAt: text(), openedBy: text(), openedById: text().nullable() });

export const ZRegister = z.object({ _id: text(), name: text(), openShift: ZOpenShiftRef.nullable() });
export type TRegister = z.infer<typeof ZRegister>;

export const ZRegisterList = z.object({ registers: z.array(ZRegister) });
export type TRegisterList = z.infer<typeof ZRegisterList>;

// ---- Shifts -------------------------------------------------------------------------------------

export const ZShiftOpenInput = z.object({
  float: amount('The float').refine((n) => n >= 0, 'The float cannot be negative'),
});
export type TShiftOpenInput = z.infer<typeof ZShiftOpenInput>;

export const CASH_REASON_REQUIRED = 'Say why the cash is taken out';
export const ZShiftCashInput = z
  .object({
    amount: amount('The amount').refine((n) => n !== 0, 'The amount cannot be 0'),
    reason: text().trim().max(MAX_CASH_REASON, `A reason is at most ${MAX_CASH_REASON} characters`).optional().default(''),
  })
  .refine((c) => c.amount > 0 || c.reason !== '', { message: CASH_REASON_REQUIRED, path: ['reason'] });
export type TShiftCashInput = z.infer<typeof ZShiftCashInput>;

export const ZShiftCloseInput = z.object({
  counted: amount('The counted cash').refine((n) => n >= 0, 'The counted cash cannot be negative'),
});
export type TShiftCloseInput = z.infer<typeof ZShiftCloseInput>;

const ZMethodAmount = z.object({ method: ZPaymentMethod, count: z.number().int(), amount: z.number() });

/** The X report (open shift) or Z report (closed). */
export const ZShiftReport = z.object({
  _id: text(),
  register: z.object({ _id: text(), name: text() }),
  openedAt: text(),
  openedBy: text(),
  closedAt: text().nullable(),
  closedBy: text().nullable(),
  currency: text(),
  float: z.number(),
  sales: z.object({ count: z.number().int(), subtotal: z.number(), discount: z.number(), shipping: z.number(), tax: z.number(), total: z.number() }),
  /** Each tax of the shift's sales, with what its refunds gave back of it and the net. */
  taxLines: z.array(ZReportTaxLine),
  returns: z.object({ count: z.number().int(), refunded: z.number() }),
  /** Per method, what was taken; cash net of the change given. */
  payments: z.array(ZMethodAmount),
  refunds: z.array(z.object({ method: ZPaymentMethod, amount: z.number() })),
  changeGiven: z.number(),
  /** Σ its sales' cash rounding: already in the cash taken, and so in the expected cash. */
  cashRounding: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  cashMovements: z.array(z.object({ amount: z.number(), reason: text(), by: text(), at: text() })),
  expectedCash: z.number(),
  counted: z.number().nullable(),
  overShort: z.number().nullable(),
});
export type TShiftReport = z.infer<typeof ZShiftReport>;

export const ZShiftListQuery = z
  .object({ from: ZIsoDay, to: ZIsoDay, pageNumber: ZPageNumber })
  .refine((r) => isOrderedRange(r.from, r.to), { message: RANGE_ORDER_MESSAGE, path: ['from'] });
export type TShiftListQuery = z.infer<typeof ZShiftListQuery>;

export const ZShiftRow = z.object({
  _id: text(),
  register: text(),
  openedAt: text(),
  openedBy: text(),
  closedAt: text().nullable(),
  closedBy: text().nullable(),
  salesCount: z.number().int(),
  total: z.number(),
  expectedCash: z.number().nullable(),
  counted: z.number().nullable(),
  overShort: z.number().nullable(),
});
export const ZShiftList = z.object({ shifts: z.array(ZShiftRow), count: z.number().int(), pages: z.number().int(), page: z.number().int(), currency: text() });
export type TShiftList = z.infer<typeof ZShiftList>;

export const ZRegisterQuery = z.object({ register: ZId.optional() });

// ---- Partial returns ----------------------------------------------------------------------------

export const ZReturnLineInput = z.object({
  inventoryId: text({ error: 'Each line needs a product id' }).min(1, 'Each line needs a product id').max(64),
  qty: z.preprocess(
    numberFromText,
    z.number({ error: 'Quantity must be a whole number of at least 1' }).int('Quantity must be a whole number of at least 1').min(1, 'Quantity must be a whole number of at least 1').max(1_000_000, 'Quantity is too large'),
  ),
});

export const ZRefundInput = z.object({ method: ZPaymentMethod, amount: amount('A refund amount').refine((n) => n > 0, 'Each refund must be more than 0') });

export const ZPartialReturn = z
  .object({
    barcode: barcodeField('Enter a barcode'),
    lines: z.array(ZReturnLineInput, { error: 'Say which lines come back' }).min(1, 'Pick at least one line to return').max(200),
    refund: z.array(ZRefundInput).min(1).max(MAX_PAYMENTS).optional(),
    register: ZId.optional(),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.lines.forEach((l, i) => {
      if (seen.has(l.inventoryId)) ctx.addIssue({ code: 'custom', message: 'This product is already on an earlier line', path: ['lines', i, 'inventoryId'] });
      seen.add(l.inventoryId);
    });
  });
export type TPartialReturn = z.infer<typeof ZPartialReturn>;

export const ZReturnResult = z.object({
  _id: text(),
  barcode: text(),
  createdAt: text(),
  currency: text(),
  /** What this return refunds, and how. */
  refund: z.number(),
  refunds: z.array(z.object({ method: ZPaymentMethod, amount: z.number() })),
  lines: z.array(z.object({ inventoryId: text(), upc: text(), manufacturer: text(), subname: text(), qty: z.number().int(), left: z.number().int() })),
  /** Every unit of the receipt is now back. */
  returned: z.boolean(),
  /** Σ refunds of the receipt so far. */
  refundedTotal: z.number(),
});
export type TReturnResult = z.infer<typeof ZReturnResult>;
