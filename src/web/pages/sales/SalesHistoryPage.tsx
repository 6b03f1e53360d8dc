import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { SaleStatus } from './SaleStatus';

/** One row per receipt: its figures, status, and links to print it, see its image and return it. */
function SalesTable({ sales }: { sales: TSaleRow[] }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" responsive className="align-middle">
      <thead>
        <tr>
          <th>{t('sales:columns.date')}</th>
          <th>{t('sales:columns.barcode')}</th>
          <th className="text-end">{t('sales:columns.units')}</th>
          <th className="text-end">{t('sales:columns.subtotal')}</th>
          <th className="text-end">{t('sales:columns.discount')}</th>
          <th className="text-end">{t('sales:columns.shipping')}</th>
          <th className="text-end">{t('sales:columns.tax')}</th>
          <th className="text-end">{t('sales:columns.total')}</th>
          <th>{t('sales:columns.status')}</th>
          <th>{t('sales:columns.receipt')}</th>
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
              <Link to={`/receipt/${s.barcode}`} className="btn btn-sm btn-light me-1" aria-label={t('sales:history.printLabel', { barcode: s.barcode })}>
                {t('sales:history.print')}
              </Link>
              <a href={receiptImageUrl(s.qfname, { returned: s.returned })} target="_blank" rel="noreferrer" className="btn btn-sm btn-light me-1" aria-label={t('sales:history.imageLabel', { barcode: s.barcode })}>
                {t('sales:history.image')}
              </a>
              <Link to={`/returns?barcode=${encodeURIComponent(s.barcode)}`} className="btn btn-sm btn-light" aria-label={t('sales:history.returnLabel', { barcode: s.barcode })}>
                {t('sales:history.return')}
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
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const { range, page, setRange, clear } = useDayRange();
  const sales = useSalesPage({ ...range, page });
  const data = sales.data;

  return (
    <RequireRole role="admin">
      <div className="container-fluid px-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">{t('sales:history.title')}</h1>
          <a className="btn btn-outline-secondary" href={salesCsvUrl(range)} download>
            {t('sales:exportCsv')}
          </a>
          <LinkButton to={`/sales/summary?${rangeSearch(range).toString()}`} variant="outline-primary">
            {t('sales:history.summaryLink')}
          </LinkButton>
        </div>
        <DateRangeForm value={range} onChange={setRange} onClear={clear} />
        <ErrorMessage error={sales.error} />
        {sales.isPending ? (
          <Loader />
        ) : data && data.count === 0 ? (
          <Message variant="info">{t('spec:noneFound')}</Message>
        ) : data ? (
          <>
            <p className="small text-body-secondary mb-2">{t('sales:receipts', { count: data.count, n: format.number(data.count) })}</p>
            <SalesTable sales={data.sales} />
            <Pagination page={data.page} pages={data.pages} linkTo={(n) => `/sales?${rangeSearch(range, n).toString()}`} label={t('sales:history.pagesLabel')} />
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
