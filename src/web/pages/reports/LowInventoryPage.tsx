import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TLowInventoryRow } from '../../../domain/schemas/reports';
import { useAllLowInventory, useLowInventory } from '../../api/reports';
import { useSettings } from '../../api/settings';
import { RequireRole, ShowFor } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { stockRowClass } from '../../components/stock-level';
import './low-inventory-print.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/**
 * Rows per printed sheet. Chromium cannot number pages itself (no @page margin boxes), so the
 * printout is cut into fixed sheets, each with its own header and "Page i of n" footer.
 */
export const ROWS_PER_PRINTED_PAGE = 30;


function LowTable({ rows, currency, withEdit }: { rows: TLowInventoryRow[]; currency: string; withEdit: boolean }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" responsive className="low-table align-middle">
      <thead>
        <tr>
          <th>{t('reports:low.upc')}</th>
          <th>{t('reports:low.category')}</th>
          <th>{t('reports:low.manufacturer')}</th>
          <th>{t('reports:low.product')}</th>
          <th className="text-end">{t('reports:low.qty')}</th>
          <th className="text-end">{t('reports:low.low')}</th>
          <th className="text-end">{t('reports:low.price')}</th>
          <th>{t('reports:low.lastUpdated')}</th>
          {withEdit && <th>{t('reports:low.edit')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r._id} className={stockRowClass(r)} data-testid="low-row">
            <td>{r.upc}</td>
            <td>{r.item}</td>
            <td>{r.manufacturer}</td>
            <td>{r.subname}</td>
            <td className="text-end">{r.qty}</td>
            <td className="text-end">{r.lowinventory}</td>
            <td className="text-end">{format.money(r.price, currency)}</td>
            <td>{format.lastUpdate(r.updatedAt)}</td>
            {withEdit && (
              <td>
                {/* Editing an entry is for admins (spec section 6); staff see the column empty. */}
                <ShowFor role="admin">
                  <Link to={`/inventory/edit/${r._id}`} className="btn btn-sm btn-light" aria-label={t('reports:low.editLabel', { manufacturer: r.manufacturer, product: r.subname })}>
                    {t('reports:low.edit')}
                  </Link>
                </ShowFor>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The whole report cut into printed sheets; only visible when printing. */
function PrintedReport({ rows, currency }: { rows: TLowInventoryRow[]; currency: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const format = useBusinessFormat();
  const printedAt = format.lastUpdate(new Date());
  const sheets = Array.from({ length: Math.max(1, Math.ceil(rows.length / ROWS_PER_PRINTED_PAGE)) }, (_, i) =>
    rows.slice(i * ROWS_PER_PRINTED_PAGE, (i + 1) * ROWS_PER_PRINTED_PAGE),
  );
  return (
    <div className="low-print" aria-hidden="true">
      {sheets.map((sheet, i) => (
        <section className="low-print-sheet" key={i}>
          <header className="low-print-head">
            <strong>{user?.bname}</strong>
            <span>{t('reports:low.title')}</span>
            <span>{t('reports:low.printed', { date: printedAt })}</span>
          </header>
          <LowTable rows={sheet} currency={currency} withEdit={false} />
          <footer className="low-print-foot">
            {t('reports:low.entries', { count: rows.length, number: format.number(rows.length) })} · {t('reports:low.page', { page: i + 1, pages: sheets.length })}
          </footer>
        </section>
      ))}
    </div>
  );
}

/** /reports/lowinventory and /lowpage/{n}: entries at or under their low level, by manufacturer. */
export function LowInventoryPage() {
  const { t } = useTranslation();
  const { lowpageNumber } = useParams();
  const page = Math.max(1, Number.parseInt(lowpageNumber ?? '1', 10) || 1);
  const low = useLowInventory(page);
  const all = useAllLowInventory();
  const format = useBusinessFormat();
  const currency = useSettings().data?.currency ?? 'USD';

  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <div className="low-screen">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h1 className="h3 me-auto mb-0">{t('reports:low.title')}</h1>
            <Button variant="primary" onClick={() => window.print()} disabled={!all.data}>
              {t('reports:low.print')}
            </Button>
            <Link to="/reports" className="btn btn-light">
              {t('reports:low.goBack')}
            </Link>
          </div>
          <ErrorMessage error={low.error} />
          {low.isPending ? (
            <Loader />
          ) : low.data && low.data.lowcount === 0 ? (
            <Message variant="info">{t('spec:noneFound')}</Message>
          ) : low.data ? (
            <>
              <p className="text-body-secondary small mb-2">
                {t('reports:low.summary', { count: low.data.lowcount, number: format.number(low.data.lowcount) })}
              </p>
              <LowTable rows={low.data.lowinventory} currency={currency} withEdit />
              <Pagination page={low.data.lowpage} pages={low.data.lowpages} linkTo={(n) => `/lowpage/${n}`} label={t('reports:low.pages')} />
            </>
          ) : null}
        </div>
        {all.data && <PrintedReport rows={all.data} currency={currency} />}
      </div>
    </RequireRole>
  );
}
