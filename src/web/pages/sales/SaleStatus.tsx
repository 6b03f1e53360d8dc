import { Badge } from 'react-bootstrap';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** Sold, returned in full, or partly returned (with what was refunded so far). */
export function SaleStatus({ sale }: { sale: TSaleRow }) {
  const format = useBusinessFormat();
  if (sale.returned) return <Badge bg="danger">Returned</Badge>;
  if (sale.refunded > 0) return <Badge bg="warning" text="dark">Part returned ({format.money(sale.refunded, sale.currency)})</Badge>;
  return <Badge bg="success">Sold</Badge>;
}
