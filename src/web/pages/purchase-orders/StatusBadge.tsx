import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '../../../domain/purchasing';

/** What each status is called on screen and on the printed order, in the app's language. */
export function useStatusLabels(): Record<PurchaseOrderStatus, string> {
  const { t } = useTranslation();
  return {
    open: t('purchasing:status.open'),
    partial: t('purchasing:status.partial'),
    received: t('purchasing:status.received'),
    cancelled: t('purchasing:status.cancelled'),
  };
}

const VARIANTS: Record<PurchaseOrderStatus, { bg: string; text?: 'dark' }> = {
  open: { bg: 'primary' },
  partial: { bg: 'warning', text: 'dark' },
  received: { bg: 'success' },
  cancelled: { bg: 'secondary' },
};

/** A purchase order's status as a coloured label. */
export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const v = VARIANTS[status];
  const labels = useStatusLabels();
  return (
    <Badge bg={v.bg} text={v.text}>
      {labels[status]}
    </Badge>
  );
}
