import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const refund = useWholeReturnRefund(barcode ?? '');
  return (
    <ConfirmDialog show={barcode !== null} title={t('returns:accept.title')} confirmLabel={t('returns:accept.confirm')} variant="success" busy={busy} onConfirm={() => barcode && onConfirm(barcode)} onClose={onClose}>
      <p className="mb-2">{t('returns:accept.intro', { barcode: barcode ?? '' })}</p>
      <p className="mb-0 fs-5">
        <Trans i18nKey="returns:accept.refund" values={{ amount: refund ?? '…' }} components={{ b: <strong /> }} />
      </p>
    </ConfirmDialog>
  );
}
