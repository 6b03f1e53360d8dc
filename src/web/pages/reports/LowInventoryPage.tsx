import { Button, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
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
import { counted } from '../../components/counted';

/**
 * Rows per printed sheet. Chromium cannot number pages itself (no @page margin boxes), so the
 * printout is cut into fixed sheets, each with its own header and "Page i of n" footer.
 */
export const ROWS_PER_PRINTED_PAGE = 30;


function LowTable({ rows, currency, withEdit }: { rows: TLowInventoryRow[]; currency: string; withEdit: boolean }) {
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" responsive className="low-table align-middle">
      <thead>
        <tr>
          <th>UPC</th>
          <th>Category</th>
          <th>Manufacturer</th>
          <th>Product</th>
          <th className="text-end">Qty</th>
          <th className="text-end">Low</th>
          <th className="text-end">Price</th>
          <th>Last updated</th>
          {withEdit && <th>Edit</th>}
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
                  <Link to={`/inventory/edit/${r._id}`} className="btn btn-sm btn-light" aria-label={`Edit ${r.manufacturer} ${r.subname}`}>
                    Edit
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
  const { user } = useSession();
  const printedAt = useBusinessFormat().lastUpdate(new Date());
  const sheets = Array.from({ length: Math.max(1, Math.ceil(rows.length / ROWS_PER_PRINTED_PAGE)) }, (_, i) =>
    rows.slice(i * ROWS_PER_PRINTED_PAGE, (i + 1) * ROWS_PER_PRINTED_PAGE),
  );
  return (
    <div className="low-print" aria-hidden="true">
      {sheets.map((sheet, i) => (
        <section className="low-print-sheet" key={i}>
          <header className="low-print-head">
            <strong>{user?.bname}</strong>
            <span>Low Inventory by Manufacturer</span>
            <span>Printed {printedAt}</span>
          </header>
          <LowTable rows={sheet} currency={currency} withEdit={false} />
          <footer className="low-print-foot">
            {counted(rows.length, 'entry', 'entries')} · Page {i + 1} of {sheets.length}
          </footer>
        </section>
      ))}
    </div>
  );
}

/** /reports/lowinventory and /lowpage/{n}: entries at or under their low level, by manufacturer. */
export function LowInventoryPage() {
  const { lowpageNumber } = useParams();
  const page = Math.max(1, Number.parseInt(lowpageNumber ?? '1', 10) || 1);
  const low = useLowInventory(page);
  const all = useAllLowInventory();
  const currency = useSettings().data?.currency ?? 'USD';

  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <div className="low-screen">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h1 className="h3 me-auto mb-0">Low Inventory by Manufacturer</h1>
            <Button variant="primary" onClick={() => window.print()} disabled={!all.data}>
              Print Report
            </Button>
            <Link to="/reports" className="btn btn-light">
              Go Back
            </Link>
          </div>
          <ErrorMessage error={low.error} />
          {low.isPending ? (
            <Loader />
          ) : low.data && low.data.lowcount === 0 ? (
            <Message variant="info">{MSG.noneFound}</Message>
          ) : low.data ? (
            <>
              <p className="text-body-secondary small mb-2">
                {counted(low.data.lowcount, 'entry', 'entries')} at or under their low level · red: none left, yellow: running low
              </p>
              <LowTable rows={low.data.lowinventory} currency={currency} withEdit />
              <Pagination page={low.data.lowpage} pages={low.data.lowpages} linkTo={(n) => `/lowpage/${n}`} label="Report pages" />
            </>
          ) : null}
        </div>
        {all.data && <PrintedReport rows={all.data} currency={currency} />}
      </div>
    </RequireRole>
  );
}
