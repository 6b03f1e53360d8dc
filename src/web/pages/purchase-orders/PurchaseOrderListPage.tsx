import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '../../../domain/purchasing';
import { qs } from '../../api/http';
import { usePurchaseOrders } from '../../api/purchase-orders';
import { useSettings } from '../../api/settings';
import { useCanSeeCost } from '../../auth/cost';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import '../../components/stacked-table.css';
import { StatusBadge, useStatusLabels } from './StatusBadge';
import { useBusinessFormat } from '../../components/useBusinessFormat';

const isStatus = (v: string | null): v is PurchaseOrderStatus => v !== null && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(v);
const addressOf = (status: PurchaseOrderStatus | undefined, page = 1) => `/purchase-orders${qs({ status, page: page > 1 ? page : undefined })}`;

/** Every status, and all of them, as links that keep the filter in the address. */
function StatusFilter({ current }: { current?: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const choices: { status?: PurchaseOrderStatus; label: string }[] = [{ label: t('purchasing:list.all') }, ...PURCHASE_ORDER_STATUSES.map((s) => ({ status: s, label: labels[s] }))];
  return (
    <nav aria-label={t('purchasing:list.filter')} className="mb-3">
      <ul className="nav nav-pills flex-wrap gap-1">
        {choices.map((c) => (
          <li className="nav-item" key={c.label}>
            <Link to={addressOf(c.status)} className={`nav-link py-1 px-3${c.status === current ? ' active' : ''}`} aria-current={c.status === current ? 'page' : undefined}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the list says when no order (of the status picked) is there. */
function NoOrders({ status }: { status?: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  const texts: Record<PurchaseOrderStatus, string> = {
    open: t('purchasing:list.emptyOpen'),
    partial: t('purchasing:list.emptyPartial'),
    received: t('purchasing:list.emptyReceived'),
    cancelled: t('purchasing:list.emptyCancelled'),
  };
  return <Message variant="info">{status ? texts[status] : t('purchasing:list.empty')}</Message>;
}

function PurchaseOrderList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = usePurchaseOrders({ status, page });
  const currency = useSettings().data?.currency ?? 'USD';
  const format = useBusinessFormat();
  const showCost = useCanSeeCost();

  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{t('purchasing:list.title')}</h1>
        <ShowFor role="admin">
          <LinkButton to="/purchase-orders/new" variant="primary">
            {t('purchasing:list.new')}
          </LinkButton>
        </ShowFor>
      </div>
      <StatusFilter current={status} />
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <NoOrders status={status} />
      ) : list.data ? (
        <>
          <Table striped bordered hover responsive size="sm" className="align-middle stacked-table">
            <caption className="visually-hidden">{t('purchasing:list.caption')}</caption>
            <thead>
              <tr>
                <th className="text-end">{t('purchasing:list.number')}</th>
                <th>{t('purchasing:list.supplier')}</th>
                <th>{t('purchasing:list.status')}</th>
                <th className="text-end">{t('purchasing:list.lines')}</th>
                <th className="text-end">{t('purchasing:list.unitsReceived')}</th>
                {showCost && <th className="text-end">{t('purchasing:list.total')}</th>}
                <th>{t('purchasing:list.ordered')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.purchaseOrders.map((po) => (
                <tr key={po._id}>
                  <td data-label={t('purchasing:list.number')} className="text-end">
                    <Link to={`/purchase-orders/${encodeURIComponent(po._id)}`} aria-label={t('purchasing:list.open', { number: po.number })}>
                      {po.number}
                    </Link>
                  </td>
                  <td data-label={t('purchasing:list.supplier')}>{po.supplier.name}</td>
                  <td data-label={t('purchasing:list.status')}>
                    <StatusBadge status={po.status} />
                  </td>
                  <td data-label={t('purchasing:list.lines')} className="text-end">{po.lineCount}</td>
                  <td data-label={t('purchasing:list.unitsReceived')} className="text-end text-nowrap">
                    {t('purchasing:list.receivedOf', { received: po.received, qty: po.qty })}
                  </td>
                  {showCost && <td data-label={t('purchasing:list.total')} className="text-end">{po.total === undefined ? '' : format.money(po.total, currency)}</td>}
                  <td data-label={t('purchasing:list.ordered')} className="text-nowrap">{format.lastUpdate(po.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => addressOf(status, n)} label={t('purchasing:list.pages')} />
        </>
      ) : null}
    </div>
  );
}

/** /purchase-orders: the business's orders, newest first, filtered by status. */
export function PurchaseOrderListPage() {
  return (
    <RequireRole role="user">
      <PurchaseOrderList />
    </RequireRole>
  );
}
