import { Badge } from 'react-bootstrap';
import type { TStockCountStatus } from '../../../domain/schemas/stock-counts';

export const STATUS_LABELS: Record<TStockCountStatus, string> = { open: 'Open', committed: 'Committed', cancelled: 'Cancelled' };

const COLOURS: Record<TStockCountStatus, string> = { open: 'primary', committed: 'success', cancelled: 'secondary' };

export function StatusBadge({ status }: { status: TStockCountStatus }) {
  return <Badge bg={COLOURS[status]}>{STATUS_LABELS[status]}</Badge>;
}
