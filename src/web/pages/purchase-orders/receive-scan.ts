/**
 * Receiving by scanning: each scan of a UPC adds one unit to what its line receives now, never
 * past what is still to come. The receive form holds one quantity (text) per order line, in the
 * order's line order; only lines with something to receive are sent.
 */
import { z } from 'zod';
import { numberFromText } from '../../../domain/schemas/common';
import type { TPurchaseOrder, TReceiptInput } from '../../../domain/schemas/purchasing';
import { remainingOf } from '../../../domain/purchasing';
import { barcodeProblem, isSameProduct, normaliseBarcode } from '../../../domain/barcodes';
import { i18n } from '../../i18n';

export interface ReceiveValues {
  lines: { qty: string }[];
}

type OrderLine = TPurchaseOrder['lines'][number];

export const receiveDefaults = (order: TPurchaseOrder): ReceiveValues => ({ lines: order.lines.map(() => ({ qty: '' })) });

const unitsOf = (qty: string) => {
  const n = Number(qty);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export type ScanOutcome = { kind: 'added'; index: number; qty: number } | { kind: 'complete'; index: number } | { kind: 'unknown' } | { kind: 'notABarcode' };

/** What a scan of `upc` does, given what each line receives now. */
export function scanUpc(lines: readonly OrderLine[], receiving: readonly { qty: string }[], upc: string): ScanOutcome {
  // Read as every barcode is; a UPC-A finds the line ordered as its EAN-13 form and back.
  const code = normaliseBarcode(upc);
  if (barcodeProblem(code) === 'notDigits') return { kind: 'notABarcode' };
  const index = lines.findIndex((l) => l.upc === code);
  const found = index >= 0 ? index : lines.findIndex((l) => isSameProduct(code, l.upc));
  return scanLine(lines, receiving, found);
}

function scanLine(lines: readonly OrderLine[], receiving: readonly { qty: string }[], index: number): ScanOutcome {
  if (index < 0) return { kind: 'unknown' };
  const now = unitsOf(receiving[index]?.qty ?? '');
  if (now >= remainingOf(lines[index])) return { kind: 'complete', index };
  return { kind: 'added', index, qty: now + 1 };
}

/** Every line's quantity set to all that is still to come. */
export function everythingLeft(order: TPurchaseOrder): ReceiveValues {
  return { lines: order.lines.map((l) => ({ qty: remainingOf(l) > 0 ? String(remainingOf(l)) : '' })) };
}

/**
 * The receive form's check, per order: whole numbers, none more than is still to come on its line,
 * and something to receive. Makes the receipt's body, with `sent[i]` the form line of body line i
 * (the server names the lines of the body it was sent).
 */
export function receiveForm(order: TPurchaseOrder) {
  return z
    .object({
      lines: z.array(
        z.object({
          qty: z.preprocess(
            (v) => (typeof v === 'string' && v.trim() === '' ? 0 : numberFromText(v)),
            z
              .number({ error: () => i18n.t('purchasing:receive.notANumber') })
              .int({ error: () => i18n.t('purchasing:receive.wholeNumber') })
              .min(0, { error: () => i18n.t('purchasing:receive.atLeastZero') }),
          ),
        }),
      ),
    })
    .superRefine((v, ctx) => {
      v.lines.forEach((l, i) => {
        const left = order.lines[i] ? remainingOf(order.lines[i]) : 0;
        if (l.qty > left) {
          const message = left === 0 ? i18n.t('purchasing:receive.allReceived') : i18n.t('purchasing:receive.onlyLeft', { left });
          ctx.addIssue({ code: 'custom', path: ['lines', i, 'qty'], message });
        }
      });
      if (!v.lines.some((l) => l.qty > 0)) ctx.addIssue({ code: 'custom', path: ['lines'], message: i18n.t('purchasing:receive.nothing') });
    })
    .transform((v): TReceiptInput & { sent: number[] } => {
      const sent = v.lines.flatMap((l, i) => (l.qty > 0 ? [i] : []));
      return { lines: sent.map((i) => ({ inventoryId: order.lines[i].inventoryId, qty: v.lines[i].qty })), sent };
    });
}

/** The form's field for a server refusal naming body line `lines.K.…`. */
export function formFieldOf(field: string | undefined, sent: readonly number[]): string | undefined {
  const m = field?.match(/^lines\.(\d+)\.(.+)$/);
  if (!m) return field;
  const formIndex = sent[Number(m[1])];
  return formIndex === undefined ? undefined : `lines.${formIndex}.qty`;
}
