import { Trans, useTranslation } from 'react-i18next';
import { fromMinor } from '../../../domain/currency';
import { useReceipt } from '../../api/pos';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { methodsPhrase } from './method-names';
import { useCashRounding } from '../../components/useCashRounding';
import { previewRefund, refundAsPaidOn, unitsLeftOn } from './refund-preview';

/**
 * What Accept Return will refund: every unit still to return, worked out by the refund rule itself,
 * and how it goes back (the way the sale was paid, as the server pays it). Null until the
 * receipt's lines have loaded.
 */
export function useWholeReturnRefund(barcode: string): { amount: string; methods: string } | null {
  const { t } = useTranslation();
  const receipt = useReceipt(barcode);
  const format = useBusinessFormat();
  const rounding = useCashRounding(receipt.data?.currency ?? '');
  if (!receipt.data) return null;
  const { currency } = receipt.data;
  const minor = previewRefund(receipt.data, unitsLeftOn(receipt.data));
  if (minor === null) return null;
  const money = (m: number) => format.money(fromMinor(m, currency), currency);
  const parts = refundAsPaidOn(receipt.data, minor, rounding).map((p) => ({ method: p.method, amount: money(p.amountMinor) }));
  return { amount: money(minor), methods: methodsPhrase(t, parts) };
}

/** Accept Return asks first, saying the amount, since it closes the receipt and cannot be undone. */
export function AcceptReturnDialog({ barcode, busy, onConfirm, onClose }: { barcode: string | null; busy: boolean; onConfirm: (barcode: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useWholeReturnRefund(barcode ?? '');
  return (
    <ConfirmDialog show={barcode !== null} title={t('returns:accept.title')} confirmLabel={t('returns:accept.confirm')} variant="success" busy={busy} onConfirm={() => barcode && onConfirm(barcode)} onClose={onClose}>
      <p className="mb-2">{t('returns:accept.intro', { barcode: barcode ?? '' })}</p>
      <p className="mb-0 fs-5">
        <Trans i18nKey="returns:accept.refund" values={{ amount: refund?.amount ?? '…', methods: refund?.methods ?? '…' }} components={{ b: <strong /> }} />
      </p>
    </ConfirmDialog>
  );
}
