import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { MSG } from '../../../domain/messages';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { receiptImageUrl } from '../../api/pos';
import { salesCsvUrl, useSalesPage } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { DateRangeForm } from './DateRangeForm';
import { rangeSearch, useDayRange } from './useDayRange';
import { counted } from '../../components/counted';
import { SaleStatus } from './SaleStatus';

/** One row per receipt: its figures, status, and links to print it, see its image and return it. */
function SalesTable({ sales }: { sales: TSaleRow[] }) {
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" responsive className="align-middle">
      <thead>
        <tr>
          <th>Date</th>
          <th>Barcode</th>
          <th className="text-end">Units</th>
          <th className="text-end">Subtotal</th>
          <th className="text-end">Discount</th>
          <th className="text-end">Shipping</th>
          <th className="text-end">Tax</th>
          <th className="text-end">Total</th>
          <th>Status</th>
          <th>Receipt</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((s) => (
          <tr key={s._id} data-testid="sale-row">
            <td>{format.lastUpdate(s.createdAt)}</td>
            <td className="font-monospace">{s.barcode}</td>
            <td className="text-end">{s.units}</td>
            <td className="text-end">{format.money(s.subtotal, s.currency)}</td>
            <td className="text-end">{format.money(s.discount, s.currency)}</td>
            <td className="text-end">{format.money(s.shipping, s.currency)}</td>
            <td className="text-end">{format.money(s.taxes, s.currency)}</td>
            <td className="text-end fw-semibold">{format.money(s.total, s.currency)}</td>
            <td>
              <SaleStatus sale={s} />
            </td>
            <td className="text-nowrap">
              <Link to={`/receipt/${s.barcode}`} className="btn btn-sm btn-light me-1" aria-label={`Print receipt ${s.barcode}`}>
                Print
              </Link>
              <a href={receiptImageUrl(s.qfname, { returned: s.returned })} target="_blank" rel="noreferrer" className="btn btn-sm btn-light me-1" aria-label={`Receipt image ${s.barcode}`}>
                Image
              </a>
              <Link to={`/returns?barcode=${encodeURIComponent(s.barcode)}`} className="btn btn-sm btn-light" aria-label={`Return ${s.barcode}`}>
                Return
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /sales (admins): receipts newest first, filtered by a range of days, with links to each receipt and its return. */
export function SalesHistoryPage() {
  const { range, page, setRange, clear } = useDayRange();
  const sales = useSalesPage({ ...range, page });
  const data = sales.data;

  return (
    <RequireRole role="admin">
      <div className="container-fluid px-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">Sales History</h1>
          <a className="btn btn-outline-secondary" href={salesCsvUrl(range)} download>
            Export CSV
          </a>
          <LinkButton to={`/sales/summary?${rangeSearch(range).toString()}`} variant="outline-primary">
            Sales Summary
          </LinkButton>
        </div>
        <DateRangeForm value={range} onChange={setRange} onClear={clear} />
        <ErrorMessage error={sales.error} />
        {sales.isPending ? (
          <Loader />
        ) : data && data.count === 0 ? (
          <Message variant="info">{MSG.noneFound}</Message>
        ) : data ? (
          <>
            <p className="small text-body-secondary mb-2">{counted(data.count, 'receipt', 'receipts')}</p>
            <SalesTable sales={data.sales} />
            <Pagination page={data.page} pages={data.pages} linkTo={(n) => `/sales?${rangeSearch(range, n).toString()}`} label="Sales pages" />
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
