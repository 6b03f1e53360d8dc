import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TStockCountStatus } from '../../../domain/schemas/stock-counts';

/** Each status's name in the app's language. */
export function useStatusLabels(): Record<TStockCountStatus, string> {
  const { t } = useTranslation();
  return { open: t('stockCounts:status.open'), committed: t('stockCounts:status.committed'), cancelled: t('stockCounts:status.cancelled') };
}

const COLOURS: Record<TStockCountStatus, string> = { open: 'primary', committed: 'success', cancelled: 'secondary' };

export function StatusBadge({ status }: { status: TStockCountStatus }) {
  const labels = useStatusLabels();
  return <Badge bg={COLOURS[status]}>{labels[status]}</Badge>;
}
