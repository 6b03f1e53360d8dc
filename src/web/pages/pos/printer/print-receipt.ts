/** Sends one receipt to a printer. The encoder is fetched on the first print, not with the terminal. */
import type { TReceipt } from '../../../../domain/schemas/pos';
import type { EscPosReceiptOptions, ReceiptFormats } from './receipt-escpos';
import type { PrinterTransport } from './transport';

export async function printReceipt(transport: PrinterTransport, receipt: TReceipt, formats: ReceiptFormats, opts: EscPosReceiptOptions = {}): Promise<void> {
  const { receiptToEscPos } = await import('./receipt-escpos');
  await transport.write(receiptToEscPos(receipt, formats, opts));
}
