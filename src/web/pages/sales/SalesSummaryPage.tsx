import type { ReactNode } from 'react';
import { Card, Col, Row, Table } from 'react-bootstrap';
import type { TSalesSummary } from '../../../domain/schemas/reports';
import { summaryCsvUrl, useSalesSummary } from '../../api/sales';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { DateRangeForm } from './DateRangeForm';
import { RevenueChart } from './RevenueChart';
import { TakingsByMethod } from './TakingsByMethod';
import { TaxByRate } from './TaxByRate';
import { useDayRange } from './useDayRange';

type Money = (v: number) => string;

const receipts = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <Col sm={6} lg={3} className="mb-3">
      <Card className="h-100" as="section" aria-label={label}>
        <Card.Body>
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-4 fw-semibold">{children}</div>
          {hint && <div className="small text-body-secondary">{hint}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The period's figures, one card each. */
function SummaryFigures({ s, money }: { s: TSalesSummary; money: Money }) {
  const format = useBusinessFormat();
  return (
    <Row>
      <Figure label="Revenue" hint="Sum of receipt totals">
        {money(s.revenue)}
      </Figure>
      <Figure label="Units sold">{format.number(s.units)}</Figure>
      <Figure label="Returns" hint={`Refunded on ${receipts(s.returnsCount)}`}>
        {money(s.returnsValue)}
      </Figure>
      <Figure label="Net revenue" hint="Revenue less refunds">
        {money(s.netRevenue)}
      </Figure>
      <Figure label="Discounts">{money(s.discounts)}</Figure>
      <Figure label="Net sales" hint="Revenue before tax">
        {money(s.net)}
      </Figure>
      <Figure label="Tax">{money(s.taxes)}</Figure>
      <Figure label="Gross sales" hint="Revenue with tax">
        {money(s.gross)}
      </Figure>
      <Figure label="Shipping">{money(s.shipping)}</Figure>
      <Figure label="Gross margin" hint={`Sales before tax less cost (${money(s.cost)}), receipts returned in full excluded`}>
        {money(s.grossMargin)}
      </Figure>
    </Row>
  );
}

/** Revenue per day as a chart, and the same figures as a table for those who read them. */
function DailyRevenue({ s, money }: { s: TSalesSummary; money: Money }) {
  const format = useBusinessFormat();
  const period = `${format.day(s.from)} to ${format.day(s.to)}`;
  return (
    <>
      <h2 className="h5 mt-2">Revenue per day</h2>
      <RevenueChart days={s.days} currency={s.currency} title={`Revenue per day, ${period}`} />
      <details className="mt-3">
        <summary>Revenue per day as a table</summary>
        <Table size="sm" bordered className="mt-2">
          <caption>
            Revenue per day, {period}
          </caption>
          <thead>
            <tr>
              <th>Date</th>
              <th className="text-end">Receipts</th>
              <th className="text-end">Units</th>
              <th className="text-end">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {s.days.map((d) => (
              <tr key={d.date}>
                <td>{format.day(d.date)}</td>
                <td className="text-end">{d.sales}</td>
                <td className="text-end">{d.units}</td>
                <td className="text-end">{money(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}

/** /sales/summary (admins): the figures of a period (default: the last 30 days) and revenue per day. */
export function SalesSummaryPage() {
  const { range, setRange } = useDayRange();
  const summary = useSalesSummary(range);
  const s = summary.data;
  const format = useBusinessFormat();
  const money: Money = (v) => format.money(v, s?.currency);

  return (
    <RequireRole role="admin">
      <div className="container">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">Sales Summary</h1>
          <a className="btn btn-outline-secondary" href={summaryCsvUrl(range)} download>
            Export CSV
          </a>
          <LinkButton to={s ? `/sales?from=${s.from}&to=${s.to}` : '/sales'} variant="outline-primary">
            Sales History
          </LinkButton>
        </div>
        <DateRangeForm value={{ from: range.from ?? s?.from, to: range.to ?? s?.to }} onChange={setRange} />
        <ErrorMessage error={summary.error} />
        {summary.isPending ? (
          <Loader />
        ) : s ? (
          <>
            <p className="text-body-secondary">
              {format.day(s.from)} to {format.day(s.to)} · {receipts(s.salesCount)}
            </p>
            <SummaryFigures s={s} money={money} />
            <TakingsByMethod s={s} money={money} />
            <TaxByRate s={s} money={money} />
            <DailyRevenue s={s} money={money} />
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
