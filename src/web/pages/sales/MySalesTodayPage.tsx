import { Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import type { TSaleRow } from '../../../domain/schemas/reports';
import { useOwnSalesToday } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { counted } from '../../components/counted';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import '../../components/stacked-table.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { SaleStatus } from './SaleStatus';

/** The receipts, as a table that becomes one card per receipt on a phone. */
function Receipts({ sales }: { sales: TSaleRow[] }) {
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Receipt</th>
          <th className="text-end">Units</th>
          <th className="text-end">Total</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((s) => (
          <tr key={s._id}>
            <td data-label="Time">{format.lastUpdate(s.createdAt)}</td>
            <td data-label="Receipt">
              <Link to={`/receipt/${s.barcode}`} className="font-monospace">
                {s.barcode}
              </Link>
            </td>
            <td data-label="Units" className="text-end">
              {s.units}
            </td>
            <td data-label="Total" className="text-end fw-semibold">
              {format.money(s.total, s.currency)}
            </td>
            <td data-label="Status">
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
  const mine = useOwnSalesToday();
  const format = useBusinessFormat();
  const data = mine.data;
  return (
    <RequireRole role="user">
      <div className="container" style={{ maxWidth: '52rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">My Sales Today</h1>
          <LinkButton to="/pos" variant="primary">
            Sales Terminal
          </LinkButton>
        </div>
        <ErrorMessage error={mine.error} />
        {mine.isPending ? (
          <Loader />
        ) : data ? (
          <>
            <Card className="mb-3" as="section" aria-label="Today's takings">
              <Card.Body className="d-flex flex-wrap gap-4">
                <div>
                  <div className="text-body-secondary small">{format.day(data.day)}</div>
                  <div className="fs-5">{counted(data.receipts, 'receipt', 'receipts', format.number)}</div>
                </div>
                <div>
                  <div className="text-body-secondary small">Total</div>
                  <div className="fs-5 fw-semibold">{format.money(data.total, data.currency)}</div>
                </div>
                {data.refunded > 0 && (
                  <div>
                    <div className="text-body-secondary small">Refunded</div>
                    <div className="fs-5">{format.money(data.refunded, data.currency)}</div>
                  </div>
                )}
              </Card.Body>
            </Card>
            {data.sales.length === 0 ? (
              <Message variant="info">No sales yet today. Sales you ring up at the terminal show here.</Message>
            ) : (
              <>
                <Receipts sales={data.sales} />
                {data.receipts > data.sales.length && (
                  <p className="small text-body-secondary">The newest {data.sales.length} are listed; the total covers all {data.receipts}.</p>
                )}
              </>
            )}
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
