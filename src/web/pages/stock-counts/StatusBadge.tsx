import { Badge } from 'react-bootstrap';
import type { TStockCountStatus } from '../../../domain/schemas/stock-counts';

const LOOK: Record<TStockCountStatus, { bg: string; text?: 'dark'; label: string }> = {
  open: { bg: 'primary', label: 'Open' },
  committed: { bg: 'success', label: 'Committed' },
  cancelled: { bg: 'secondary', label: 'Cancelled' },
};

export function StatusBadge({ status }: { status: TStockCountStatus }) {
  const look = LOOK[status];
  return (
    <Badge bg={look.bg} text={look.text}>
      {look.label}
    </Badge>
  );
}

export const STATUS_LABELS: Record<TStockCountStatus, string> = { open: 'Open', committed: 'Committed', cancelled: 'Cancelled' };
