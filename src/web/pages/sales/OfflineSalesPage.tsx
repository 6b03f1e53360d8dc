import { Button, Card, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TOfflineReport } from '../../../domain/schemas/offline-sales';
import { useAcceptHeldSale, useOfflineReport } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
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
  const { t } = useTranslation();
  return (
    <>
      <th>{t('sales:columns.receipt')}</th>
      <th>{t('sales:offline.sold')}</th>
      <th>{t('sales:offline.clerk')}</th>
    </>
  );
}

function SaleCells({ barcode, soldAt, clerk }: { barcode: string; soldAt: string; clerk: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <>
      <td data-label={t('sales:columns.receipt')}>
        <Link to={`/receipt/${barcode}`} className="font-monospace">
          {barcode}
        </Link>
      </td>
      <td data-label={t('sales:offline.sold')}>{format.lastUpdate(soldAt)}</td>
      <td data-label={t('sales:offline.clerk')}>{clerk}</td>
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
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">{t('sales:offline.oversold.title')}</caption>
      <thead>
        <tr>
          <th>{t('sales:offline.product')}</th>
          <th className="text-end">{t('sales:offline.oversold.left')}</th>
          <th className="text-end">{t('sales:offline.oversold.now')}</th>
          <SaleHeaders />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.barcode}-${r.inventoryId}`}>
            <td data-label={t('sales:offline.product')}>
              <ProductName name={r.name} upc={r.upc} />
            </td>
            <td data-label={t('sales:offline.oversold.left')} className="text-end text-danger-emphasis fw-semibold">
              {format.number(r.qtyAfter)}
            </td>
            <td data-label={t('sales:offline.oversold.now')} className="text-end">
              {r.qtyNow === null ? t('sales:offline.oversold.deleted') : format.number(r.qtyNow)}
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
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table bordered hover size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">{t('sales:offline.prices.title')}</caption>
      <thead>
        <tr>
          <th>{t('sales:offline.product')}</th>
          <th className="text-end">{t('sales:offline.prices.qty')}</th>
          <th className="text-end">{t('sales:offline.prices.charged')}</th>
          <th className="text-end">{t('sales:offline.prices.catalogue')}</th>
          <SaleHeaders />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.barcode}-${r.upc}`}>
            <td data-label={t('sales:offline.product')}>
              <ProductName name={r.name} upc={r.upc} />
            </td>
            <td data-label={t('sales:offline.prices.qty')} className="text-end">
              {format.number(r.qty)}
            </td>
            <td data-label={t('sales:offline.prices.charged')} className="text-end fw-semibold">
              {format.money(r.charged, currency)}
            </td>
            <td data-label={t('sales:offline.prices.catalogue')} className="text-end">
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
 * Sales held because a line was charged at a price or tax rate its product never had in the days
 * before: recorded as paid, but not refundable until an admin accepts them here.
 */
function HeldSales({ rows, currency }: { rows: TOfflineReport['held']; currency: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const accept = useAcceptHeldSale();
  const rate = (percent: number) => t('sales:offline.held.rate', { rate: format.rate(percent) });
  return (
    <>
      <ErrorMessage error={accept.error} />
      <Table bordered hover size="sm" className="align-middle stacked-table">
        <caption className="visually-hidden">{t('sales:offline.held.title')}</caption>
        <thead>
          <tr>
            <SaleHeaders />
            <th>{t('sales:offline.held.lines')}</th>
            <th className="text-end">{t('sales:offline.held.total')}</th>
            <th className="text-end">{t('sales:offline.held.atCatalogue')}</th>
            <th className="text-end">{t('sales:offline.held.difference')}</th>
            <th>{t('sales:offline.held.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.barcode}>
              <SaleCells barcode={r.barcode} soldAt={r.soldAt} clerk={r.clerk} />
              <td data-label={t('sales:offline.held.lines')}>
                {r.lines.map((l) => (
                  <div key={l.upc}>
                    {t('sales:offline.held.line', {
                      name: l.name,
                      qty: format.number(l.qty),
                      charged: format.money(l.charged, currency),
                      chargedRate: rate(l.chargedRate),
                      catalogue: format.money(l.catalogue, currency),
                      catalogueRate: rate(l.catalogueRate),
                    })}
                  </div>
                ))}
              </td>
              <td data-label={t('sales:offline.held.total')} className="text-end">
                {format.money(r.total, currency)}
              </td>
              <td data-label={t('sales:offline.held.atCatalogue')} className="text-end">
                {format.money(r.atCatalogue, currency)}
              </td>
              <td data-label={t('sales:offline.held.difference')} className="text-end fw-semibold text-danger-emphasis">
                {format.money(r.difference, currency)}
              </td>
              <td data-label={t('sales:offline.held.state')}>
                {r.acceptedAt === null ? (
                  <Button size="sm" variant="outline-primary" disabled={accept.isPending} onClick={() => accept.mutate(r.barcode)} aria-label={t('sales:offline.held.acceptLabel', { barcode: r.barcode })}>
                    {t('sales:offline.held.accept')}
                  </Button>
                ) : (
                  t('sales:offline.held.accepted', { name: r.acceptedBy ?? '', at: format.lastUpdate(r.acceptedAt) })
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/**
 * /sales/offline (admins): what the sales made while a terminal had no connection did that an
 * online sale never may. They are recorded as the customer paid (the device's prices), and never
 * refused for stock, as the goods had already gone: this is where the owner sees both.
 */
export function OfflineSalesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const days = windowOf(params.get('days'));
  const report = useOfflineReport(days);
  const format = useBusinessFormat();
  const data = report.data;
  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '64rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">{t('sales:offline.title')}</h1>
          <Form.Group controlId="offline-days" className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 text-nowrap">{t('sales:offline.window')}</Form.Label>
            <Form.Select value={days} onChange={(e) => setParams(e.target.value === '30' ? {} : { days: e.target.value }, { replace: true })} style={{ width: 'auto' }}>
              {WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {t('sales:offline.days', { count: d })}
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
            <Card className="mb-4" as="section" aria-label={t('sales:offline.salesLabel')}>
              <Card.Body>
                <div className="fs-5">{t('sales:offline.sales', { count: data.sales, n: format.number(data.sales) })}</div>
                <div className="small text-body-secondary">
                  {t('sales:offline.explain')}
                </div>
              </Card.Body>
            </Card>
            <section aria-labelledby="held-title" className="mb-4">
              <h2 id="held-title" className="h5">
                {t('sales:offline.held.title')}
              </h2>
              {data.held.length === 0 ? (
                <Message variant="success">{t('sales:offline.held.none')}</Message>
              ) : (
                <>
                  <p className="small text-body-secondary">{t('sales:offline.held.hint')}</p>
                  <HeldSales rows={data.held} currency={data.currency} />
                </>
              )}
            </section>
            <section aria-labelledby="oversold-title" className="mb-4">
              <h2 id="oversold-title" className="h5">
                {t('sales:offline.oversold.title')}
              </h2>
              {data.oversold.length === 0 ? (
                <Message variant="success">{t('sales:offline.oversold.none')}</Message>
              ) : (
                <>
                  <p className="small text-body-secondary">{t('sales:offline.oversold.hint')}</p>
                  <Oversold rows={data.oversold} />
                </>
              )}
            </section>
            <section aria-labelledby="prices-title">
              <h2 id="prices-title" className="h5">
                {t('sales:offline.prices.title')}
              </h2>
              {data.priceDifferences.length === 0 ? (
                <Message variant="success">{t('sales:offline.prices.none')}</Message>
              ) : (
                <>
                  <p className="small text-body-secondary">{t('sales:offline.prices.hint')}</p>
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
