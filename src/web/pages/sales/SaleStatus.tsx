import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** Sold, returned in full, or partly returned (with what was refunded so far). */
export function SaleStatus({ sale }: { sale: TSaleRow }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  if (sale.returned) return <Badge bg="danger">{t('sales:status.returned')}</Badge>;
  if (sale.refunded > 0) return <Badge bg="warning" text="dark">{t('sales:status.partReturned', { amount: format.money(sale.refunded, sale.currency) })}</Badge>;
  return <Badge bg="success">{t('sales:status.sold')}</Badge>;
}
