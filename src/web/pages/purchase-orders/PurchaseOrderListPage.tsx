import { Table } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '../../../domain/purchasing';
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
import { StatusBadge } from './StatusBadge';
import { useBusinessFormat } from '../../components/useBusinessFormat';

const isStatus = (v: string | null): v is PurchaseOrderStatus => v !== null && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(v);
const addressOf = (status: PurchaseOrderStatus | undefined, page = 1) => `/purchase-orders${qs({ status, page: page > 1 ? page : undefined })}`;

/** Every status, and all of them, as links that keep the filter in the address. */
function StatusFilter({ current }: { current?: PurchaseOrderStatus }) {
  const choices: { status?: PurchaseOrderStatus; label: string }[] = [{ label: 'All' }, ...PURCHASE_ORDER_STATUSES.map((s) => ({ status: s, label: PURCHASE_ORDER_STATUS_LABELS[s] }))];
  return (
    <nav aria-label="Filter by status" className="mb-3">
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

function PurchaseOrderList() {
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
        <h1 className="h3 me-auto mb-0">Purchase Orders</h1>
        <ShowFor role="admin">
          <LinkButton to="/purchase-orders/new" variant="primary">
            New Purchase Order
          </LinkButton>
        </ShowFor>
      </div>
      <StatusFilter current={status} />
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{status ? `No ${PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase()} purchase orders` : 'No purchase orders yet'}</Message>
      ) : list.data ? (
        <>
          <Table striped bordered hover responsive size="sm" className="align-middle stacked-table">
            <caption className="visually-hidden">Purchase orders</caption>
            <thead>
              <tr>
                <th className="text-end">No.</th>
                <th>Supplier</th>
                <th>Status</th>
                <th className="text-end">Lines</th>
                <th className="text-end">Units received</th>
                {showCost && <th className="text-end">Total</th>}
                <th>Ordered</th>
              </tr>
            </thead>
            <tbody>
              {list.data.purchaseOrders.map((po) => (
                <tr key={po._id}>
                  <td data-label="No." className="text-end">
                    <Link to={`/purchase-orders/${encodeURIComponent(po._id)}`} aria-label={`Purchase order ${po.number}`}>
                      {po.number}
                    </Link>
                  </td>
                  <td data-label="Supplier">{po.supplier.name}</td>
                  <td data-label="Status">
                    <StatusBadge status={po.status} />
                  </td>
                  <td data-label="Lines" className="text-end">{po.lineCount}</td>
                  <td data-label="Units received" className="text-end text-nowrap">
                    {po.received} of {po.qty}
                  </td>
                  {showCost && <td data-label="Total" className="text-end">{po.total === undefined ? '' : format.money(po.total, currency)}</td>}
                  <td data-label="Ordered" className="text-nowrap">{format.lastUpdate(po.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => addressOf(status, n)} label="Purchase order pages" />
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
