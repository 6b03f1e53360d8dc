import { Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { useOwnSalesToday } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import '../../components/stacked-table.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { SaleStatus } from './SaleStatus';

/** The receipts, as a table that becomes one card per receipt on a phone. */
function Receipts({ sales }: { sales: TSaleRow[] }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <thead>
        <tr>
          <th>{t('sales:columns.time')}</th>
          <th>{t('sales:columns.receipt')}</th>
          <th className="text-end">{t('sales:columns.units')}</th>
          <th className="text-end">{t('sales:columns.total')}</th>
          <th>{t('sales:columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((s) => (
          <tr key={s._id}>
            <td data-label={t('sales:columns.time')}>{format.lastUpdate(s.createdAt)}</td>
            <td data-label={t('sales:columns.receipt')}>
              <Link to={`/receipt/${s.barcode}`} className="font-monospace">
                {s.barcode}
              </Link>
            </td>
            <td data-label={t('sales:columns.units')} className="text-end">
              {s.units}
            </td>
            <td data-label={t('sales:columns.total')} className="text-end fw-semibold">
              {format.money(s.total, s.currency)}
            </td>
            <td data-label={t('sales:columns.status')}>
              <SaleStatus sale={s} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /sales/mine: what the signed-in clerk has sold today, in the shop's day. */
export function MySalesTodayPage() {
  const { t } = useTranslation();
  const mine = useOwnSalesToday();
  const format = useBusinessFormat();
  const data = mine.data;
  return (
    <RequireRole role="user">
      <div className="container" style={{ maxWidth: '52rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">{t('sales:mine.title')}</h1>
          <LinkButton to="/pos" variant="primary">
            {t('sales:mine.terminal')}
          </LinkButton>
        </div>
        <ErrorMessage error={mine.error} />
        {mine.isPending ? (
          <Loader />
        ) : data ? (
          <>
            <Card className="mb-3" as="section" aria-label={t('sales:mine.takingsLabel')}>
              <Card.Body className="d-flex flex-wrap gap-4">
                <div>
                  <div className="text-body-secondary small">{format.day(data.day)}</div>
                  <div className="fs-5">{t('sales:receipts', { count: data.receipts, n: format.number(data.receipts) })}</div>
                </div>
                <div>
                  <div className="text-body-secondary small">{t('sales:mine.total')}</div>
                  <div className="fs-5 fw-semibold">{format.money(data.total, data.currency)}</div>
                </div>
                {data.refunded > 0 && (
                  <div>
                    <div className="text-body-secondary small">{t('sales:mine.refunded')}</div>
                    <div className="fs-5">{format.money(data.refunded, data.currency)}</div>
                  </div>
                )}
              </Card.Body>
            </Card>
            {data.sales.length === 0 ? (
              <Message variant="info">{t('sales:mine.empty')}</Message>
            ) : (
              <>
                <Receipts sales={data.sales} />
                {data.receipts > data.sales.length && (
                  <p className="small text-body-secondary">{t('sales:mine.newest', { shown: data.sales.length, all: data.receipts })}</p>
                )}
              </>
            )}
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
