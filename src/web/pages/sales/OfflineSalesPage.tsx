import { Card, Form, Table } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import type { TOfflineReport } from '../../../domain/schemas/offline-sales';
import { useOfflineReport } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { counted } from '../../components/counted';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import '../../components/stacked-table.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The windows the report offers, in days. */
const WINDOWS = [7, 30, 90] as const;

function windowOf(value: string | null): number {
  const days = Number(value);
  return (WINDOWS as readonly number[]).includes(days) ? days : 30;
}

/** The columns both lists end with: the sale a row came from. */
function SaleHeaders() {
  return (
    <>
      <th>Receipt</th>
      <th>Sold</th>
      <th>Clerk</th>
    </>
  );
}

function SaleCells({ barcode, soldAt, clerk }: { barcode: string; soldAt: string; clerk: string }) {
  const format = useBusinessFormat();
  return (
    <>
      <td data-label="Receipt">
        <Link to={`/receipt/${barcode}`} className="font-monospace">
          {barcode}
        </Link>
      </td>
      <td data-label="Sold">{format.lastUpdate(soldAt)}</td>
      <td data-label="Clerk">{clerk}</td>
    </>
  );
}

/** The product's name over its UPC: one block, so a phone's card keeps them together. */
function ProductName({ name, upc }: { name: string; upc: string }) {
  return (
    <div>
      <div>{name}</div>
      <div className="small text-body-secondary">{upc}</div>
    </div>
  );
}

/** Products a sale made offline took below zero: the shelf count is now owed to the books. */
function Oversold({ rows }: { rows: TOfflineReport['oversold'] }) {
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">Oversold while offline</caption>
      <thead>
        <tr>
          <th>Product</th>
          <th className="text-end">Left after the sale</th>
          <th className="text-end">On hand now</th>
          <SaleHeaders />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.barcode}-${r.inventoryId}`}>
            <td data-label="Product">
              <ProductName name={r.name} upc={r.upc} />
            </td>
            <td data-label="Left after the sale" className="text-end text-danger-emphasis fw-semibold">
              {format.number(r.qtyAfter)}
            </td>
            <td data-label="On hand now" className="text-end">
              {r.qtyNow === null ? 'Deleted' : format.number(r.qtyNow)}
            </td>
            <SaleCells barcode={r.barcode} soldAt={r.soldAt} clerk={r.clerk} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Lines a device charged at another price than the catalogue's when the sale arrived. */
function PriceDifferences({ rows, currency }: { rows: TOfflineReport['priceDifferences']; currency: string }) {
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">Charged at another price</caption>
      <thead>
        <tr>
          <th>Product</th>
          <th className="text-end">Qty</th>
          <th className="text-end">Charged</th>
          <th className="text-end">Catalogue</th>
          <SaleHeaders />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.barcode}-${r.upc}`}>
            <td data-label="Product">
              <ProductName name={r.name} upc={r.upc} />
            </td>
            <td data-label="Qty" className="text-end">
              {format.number(r.qty)}
            </td>
            <td data-label="Charged" className="text-end fw-semibold">
              {format.money(r.charged, currency)}
            </td>
            <td data-label="Catalogue" className="text-end">
              {format.money(r.catalogue, currency)}
            </td>
            <SaleCells barcode={r.barcode} soldAt={r.soldAt} clerk={r.clerk} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * /sales/offline (admins): what the sales made while a terminal had no connection did that an
 * online sale never may. They are recorded as the customer paid (the device's prices), and never
 * refused for stock, as the goods had already gone: this is where the owner sees both.
 */
export function OfflineSalesPage() {
  const [params, setParams] = useSearchParams();
  const days = windowOf(params.get('days'));
  const report = useOfflineReport(days);
  const format = useBusinessFormat();
  const data = report.data;
  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '64rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">Offline Sales</h1>
          <Form.Group controlId="offline-days" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 text-nowrap">Sold in the last</Form.Label>
            <Form.Select value={days} onChange={(e) => setParams(e.target.value === '30' ? {} : { days: e.target.value }, { replace: true })} style={{ width: 'auto' }}>
              {WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <ErrorMessage error={report.error} />
        {report.isPending ? (
          <Loader />
        ) : data ? (
          <>
            <Card className="mb-4" as="section" aria-label="Sales made offline">
              <Card.Body>
                <div className="fs-5">{counted(data.sales, 'sale made offline', 'sales made offline', format.number)}</div>
                <div className="small text-body-secondary">
                  A terminal that loses its connection keeps selling, in cash, and sends each sale once it is back. Such a sale is recorded at the prices the
                  customer paid, and is never refused for stock, as the goods have already left the shop.
                </div>
              </Card.Body>
            </Card>
            <section aria-labelledby="oversold-title" className="mb-4">
              <h2 id="oversold-title" className="h5">
                Oversold while offline
              </h2>
              {data.oversold.length === 0 ? (
                <Message variant="success">No product went below zero.</Message>
              ) : (
                <>
                  <p className="small text-body-secondary">Count these on the shelf and correct the stock: the books say fewer than none are left.</p>
                  <Oversold rows={data.oversold} />
                </>
              )}
            </section>
            <section aria-labelledby="prices-title">
              <h2 id="prices-title" className="h5">
                Charged at another price
              </h2>
              {data.priceDifferences.length === 0 ? (
                <Message variant="success">Every line was charged at the catalogue&apos;s price.</Message>
              ) : (
                <>
                  <p className="small text-body-secondary">The terminal&apos;s copy of the catalogue had another price than the catalogue has now.</p>
                  <PriceDifferences rows={data.priceDifferences} currency={data.currency} />
                </>
              )}
            </section>
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
