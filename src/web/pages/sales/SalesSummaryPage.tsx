import type { ReactNode } from 'react';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Row>
      <Figure label={t('sales:summary.revenue')} hint={t('sales:summary.revenueHint')}>
        {money(s.revenue)}
      </Figure>
      <Figure label={t('sales:summary.unitsSold')}>{format.number(s.units)}</Figure>
      <Figure label={t('sales:summary.returns')} hint={t('sales:summary.returnsHint', { receipts: t('sales:receipts', { count: s.returnsCount, n: format.number(s.returnsCount) }) })}>
        {money(s.returnsValue)}
      </Figure>
      <Figure label={t('sales:summary.netRevenue')} hint={t('sales:summary.netRevenueHint')}>
        {money(s.netRevenue)}
      </Figure>
      <Figure label={t('sales:summary.discounts')}>{money(s.discounts)}</Figure>
      <Figure label={t('sales:summary.netSales')} hint={t('sales:summary.netSalesHint')}>
        {money(s.net)}
      </Figure>
      <Figure label={t('sales:summary.tax')}>{money(s.taxes)}</Figure>
      <Figure label={t('sales:summary.grossSales')} hint={t('sales:summary.grossSalesHint')}>
        {money(s.gross)}
      </Figure>
      <Figure label={t('sales:summary.shipping')}>{money(s.shipping)}</Figure>
      <Figure label={t('sales:summary.grossMargin')} hint={t('sales:summary.grossMarginHint', { cost: money(s.cost) })}>
        {money(s.grossMargin)}
      </Figure>
    </Row>
  );
}

/** Revenue per day as a chart, and the same figures as a table for those who read them. */
function DailyRevenue({ s, money }: { s: TSalesSummary; money: Money }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const title = t('sales:summary.perDayOf', { from: format.day(s.from), to: format.day(s.to) });
  return (
    <>
      <h2 className="h5 mt-2">{t('sales:summary.perDay')}</h2>
      <RevenueChart days={s.days} currency={s.currency} title={title} />
      <details className="mt-3">
        <summary>{t('sales:summary.perDayTable')}</summary>
        <Table size="sm" bordered className="mt-2">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th>{t('sales:columns.date')}</th>
              <th className="text-end">{t('sales:columns.receipts')}</th>
              <th className="text-end">{t('sales:columns.units')}</th>
              <th className="text-end">{t('sales:columns.revenue')}</th>
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
  const { t } = useTranslation();
  const { range, setRange } = useDayRange();
  const summary = useSalesSummary(range);
  const s = summary.data;
  const format = useBusinessFormat();
  const money: Money = (v) => format.money(v, s?.currency);

  return (
    <RequireRole role="admin">
      <div className="container">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">{t('sales:summary.title')}</h1>
          <a className="btn btn-outline-secondary" href={summaryCsvUrl(range)} download>
            {t('sales:exportCsv')}
          </a>
          <LinkButton to={s ? `/sales?from=${s.from}&to=${s.to}` : '/sales'} variant="outline-primary">
            {t('sales:summary.historyLink')}
          </LinkButton>
        </div>
        <DateRangeForm value={{ from: range.from ?? s?.from, to: range.to ?? s?.to }} onChange={setRange} />
        <ErrorMessage error={summary.error} />
        {summary.isPending ? (
          <Loader />
        ) : s ? (
          <>
            <p className="text-body-secondary">
              {t('sales:summary.period', { from: format.day(s.from), to: format.day(s.to) })} · {t('sales:receipts', { count: s.salesCount, n: format.number(s.salesCount) })}
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
