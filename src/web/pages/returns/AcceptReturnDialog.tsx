import { fromMinor } from '../../../domain/currency';
import { useReceipt } from '../../api/pos';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { previewRefund, unitsLeftOn } from './refund-preview';

/**
 * What Accept Return will refund: every unit still to return, worked out by the refund rule itself.
 * Null until the receipt's lines have loaded.
 */
export function useWholeReturnRefund(barcode: string): string | null {
  const receipt = useReceipt(barcode);
  const format = useBusinessFormat();
  if (!receipt.data) return null;
  const minor = previewRefund(receipt.data, unitsLeftOn(receipt.data));
  return minor === null ? null : format.money(fromMinor(minor, receipt.data.currency), receipt.data.currency);
}

/** Accept Return asks first, saying the amount, since it closes the receipt and cannot be undone. */
export function AcceptReturnDialog({ barcode, busy, onConfirm, onClose }: { barcode: string | null; busy: boolean; onConfirm: (barcode: string) => void; onClose: () => void }) {
  const refund = useWholeReturnRefund(barcode ?? '');
  return (
    <ConfirmDialog show={barcode !== null} title="Accept the return?" confirmLabel="Accept Return and refund" variant="success" busy={busy} onConfirm={() => barcode && onConfirm(barcode)} onClose={onClose}>
      <p className="mb-2">Everything still on receipt {barcode} comes back into stock, and the receipt is closed.</p>
      <p className="mb-0 fs-5">
        Refund to the customer, in cash: <strong>{refund ?? '…'}</strong>
      </p>
    </ConfirmDialog>
  );
}
