import { Badge } from 'react-bootstrap';
import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '../../../domain/purchasing';

const VARIANTS: Record<PurchaseOrderStatus, { bg: string; text?: 'dark' }> = {
  open: { bg: 'primary' },
  partial: { bg: 'warning', text: 'dark' },
  received: { bg: 'success' },
  cancelled: { bg: 'secondary' },
};

/** A purchase order's status as a coloured label. */
export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const v = VARIANTS[status];
  return (
    <Badge bg={v.bg} text={v.text}>
      {PURCHASE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
