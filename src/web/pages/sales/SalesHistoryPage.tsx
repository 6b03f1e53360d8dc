import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../domain/payments';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { receiptImageUrl } from '../../api/pos';
import { useRegisterName } from '../../api/registers';
import { salesCsvUrl, useSalesPage } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import '../../components/stacked-table.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { DateRangeForm } from './DateRangeForm';
import { rangeSearch, useDayRange } from './useDayRange';
import { SaleStatus } from './SaleStatus';
import './sales-history.css';

/** How a receipt was paid: the method, or each tender with its amount when it was split. */
function Tenders({ sale, money }: { sale: TSaleRow; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const name = (method: PaymentMethod) => t(`sales:takings.methods.${method}`);
  if (sale.payments.length === 0) return <span className="text-body-secondary">—</span>;
  if (sale.payments.length === 1) return <>{name(sale.payments[0].method)}</>;
  return (
    <div>
      {sale.payments.map((p, i) => (
        <div key={i} className="text-nowrap">
          {name(p.method)} {money(p.amount)}
        </div>
      ))}
    </div>
  );
}

/**
 * One row per receipt: its figures, how it was paid, who rang it up on which register, its
 * status, and links to print it, see its image and return it. On a phone each receipt is a card
 * (stacked-table.css), so nothing lies off to the side.
 */
function SalesTable({ sales }: { sales: TSaleRow[] }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const registerName = useRegisterName();
  const none = <span className="text-body-secondary">—</span>;
  const column = {
    date: t('sales:columns.date'),
    barcode: t('sales:columns.barcode'),
    cashier: t('sales:columns.cashier'),
    register: t('sales:columns.register'),
    payment: t('sales:columns.payment'),
    units: t('sales:columns.units'),
    subtotal: t('sales:columns.subtotal'),
    discount: t('sales:columns.discount'),
    shipping: t('sales:columns.shipping'),
    tax: t('sales:columns.tax'),
    total: t('sales:columns.total'),
    status: t('sales:columns.status'),
  };
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table sales-history-table">
      <thead>
        <tr>
          <th scope="col">{column.date}</th>
          <th scope="col">{column.barcode}</th>
          <th scope="col">{column.cashier}</th>
          <th scope="col">{column.register}</th>
          <th scope="col">{column.payment}</th>
          <th scope="col" className="text-end">
            {column.units}
          </th>
          <th scope="col" className="text-end sales-history-detail">
            {column.subtotal}
          </th>
          <th scope="col" className="text-end sales-history-detail">
            {column.discount}
          </th>
          <th scope="col" className="text-end sales-history-detail">
            {column.shipping}
          </th>
          <th scope="col" className="text-end">
            {column.tax}
          </th>
          <th scope="col" className="text-end">
            {column.total}
          </th>
          <th scope="col">{column.status}</th>
          <th scope="col">{t('sales:columns.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((s) => {
          const money = (amount: number) => format.money(amount, s.currency);
          return (
            <tr key={s._id} data-testid="sale-row">
              <td data-label={column.date}>{format.lastUpdate(s.createdAt)}</td>
              <td data-label={column.barcode}>
                <span className="font-monospace">{s.barcode}</span>
              </td>
              <td data-label={column.cashier}>{s.cashier ?? none}</td>
              <td data-label={column.register}>{s.register ? registerName(s.register) : none}</td>
              <td data-label={column.payment}>
                <Tenders sale={s} money={money} />
              </td>
              <td data-label={column.units} className="text-end">
                {s.units}
              </td>
              <td data-label={column.subtotal} className="text-end sales-history-detail">
                {money(s.subtotal)}
              </td>
              <td data-label={column.discount} className="text-end sales-history-detail">
                {money(s.discount)}
              </td>
              <td data-label={column.shipping} className="text-end sales-history-detail">
                {money(s.shipping)}
              </td>
              <td data-label={column.tax} className="text-end">
                {money(s.taxes)}
              </td>
              <td data-label={column.total} className="text-end fw-semibold">
                {money(s.total)}
              </td>
              <td data-label={column.status}>
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
          );
        })}
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
