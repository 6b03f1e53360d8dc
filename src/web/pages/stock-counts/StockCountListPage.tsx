import { Nav, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { STOCK_COUNT_STATUSES, type TStockCountStatus } from '../../../domain/schemas/stock-counts';
import { useStockCountList } from '../../api/stock-counts';
import { RequireRole, ShowFor } from '../../auth/guards';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { NewCountForm } from './NewCountForm';
import { countListPath, countPath } from './paths';
import { scopeLabel } from './scope';
import { StatusBadge, useStatusLabels } from './StatusBadge';
import { useBusinessFormat } from '../../components/useBusinessFormat';

const isStatus = (v: string | null): v is TStockCountStatus => v !== null && (STOCK_COUNT_STATUSES as readonly string[]).includes(v);

/** What the list says when no count (of the status picked) is there. */
function NoCounts({ status }: { status: TStockCountStatus | '' }) {
  const { t } = useTranslation();
  const texts: Record<TStockCountStatus | '', string> = {
    '': t('stockCounts:list.empty'),
    open: t('stockCounts:list.emptyOpen'),
    committed: t('stockCounts:list.emptyCommitted'),
    cancelled: t('stockCounts:list.emptyCancelled'),
  };
  return <Message variant="info">{texts[status]}</Message>;
}

function CountList() {
  const { t } = useTranslation();
  const statusLabels = useStatusLabels();
  const [params] = useSearchParams();
  const format = useBusinessFormat();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useStockCountList(page, status);

  return (
    <div className="container-fluid px-4">
      <h1 className="h3 mb-3">{t('stockCounts:title')}</h1>
      <ShowFor role="admin">
        <NewCountForm />
      </ShowFor>
      <Nav variant="pills" className="mb-3 gap-1" as="ul" aria-label={t('stockCounts:list.byStatus')}>
        {(['', ...STOCK_COUNT_STATUSES] as const).map((s) => (
          <Nav.Item as="li" key={s || 'all'}>
            <Nav.Link as={Link} to={countListPath(s)} active={s === status} aria-current={s === status ? 'page' : undefined}>
              {s ? statusLabels[s] : t('stockCounts:list.all')}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <NoCounts status={status} />
      ) : list.data ? (
        <>
          <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={t('stockCounts:list.table')}>
            <Table striped bordered hover size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th>{t('stockCounts:list.name')}</th>
                  <th>{t('stockCounts:list.scope')}</th>
                  <th>{t('stockCounts:list.status')}</th>
                  <th className="text-end">{t('stockCounts:list.lines')}</th>
                  <th className="d-none d-sm-table-cell">{t('stockCounts:list.started')}</th>
                  <th className="d-none d-md-table-cell">{t('stockCounts:list.committed')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.counts.map((c) => (
                  <tr key={c._id}>
                    <td>
                      <Link to={countPath(c._id)}>{c.name}</Link>
                    </td>
                    <td>{scopeLabel(c.scope)}</td>
                    <td>
                      <StatusBadge status={c.status} />
                    </td>
                    <td className="text-end">{c.lines}</td>
                    <td className="text-nowrap d-none d-sm-table-cell">{format.lastUpdate(c.createdAt)}</td>
                    <td className="text-nowrap d-none d-md-table-cell">{c.committedAt ? format.lastUpdate(c.committedAt) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => countListPath(status, n)} label={t('stockCounts:list.pages')} />
        </>
      ) : null}
    </div>
  );
}

/** /inventory/counts: the business's stock counts, newest first; admins start new ones here. */
export function StockCountListPage() {
  return (
    <RequireRole role="user">
      <CountList />
    </RequireRole>
  );
}
