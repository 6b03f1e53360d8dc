import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSummary } from '../../api/reports';
import { useSalesToday } from '../../api/sales';
import { useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { rangeSearch } from '../sales/useDayRange';
import { GettingStarted } from './GettingStarted';

function SummaryCard({ title, children, to, action }: { title: string; children: ReactNode; to?: string; action?: string }) {
  return (
    <Col md={6} xl={3} className="mb-3">
      <Card className="h-100 shadow-sm" as="section" aria-label={title}>
        <Card.Body className="d-flex flex-column">
          <Card.Title as="h2" className="h5">
            {title}
          </Card.Title>
          <div className="flex-grow-1">{children}</div>
          {to && action && (
            <div className="mt-3">
              <LinkButton to={to} variant="outline-primary" size="sm">
                {action}
              </LinkButton>
            </div>
          )}
        </Card.Body>
      </Card>
    </Col>
  );
}

/**
 * The business's sales of today, on its own clock: receipts and their total, asked again every
 * little while and after every sale on this device, with a link to today's receipts.
 */
function TodaysSales() {
  const { t } = useTranslation();
  const today = useSalesToday();
  const format = useBusinessFormat();
  const d = today.data;
  return (
    <Card className="shadow-sm mb-3" as="section" aria-label={t('dashboard:today.title')}>
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <Card.Title as="h2" className="h5 mb-1">
            {t('dashboard:today.title')}
          </Card.Title>
          <div className="small text-body-secondary">{d ? format.day(d.day) : '\u00a0'}</div>
        </div>
        {today.error ? (
          <ErrorMessage error={today.error} />
        ) : (
          <div className="d-flex flex-wrap align-items-baseline gap-3" aria-live="polite">
            <p className="display-6 mb-0" data-testid="today-total">
              {d ? format.money(d.total, d.currency) : '–'}
            </p>
            <p className="mb-0">{d ? t('dashboard:today.receipts', { count: d.receipts, number: format.number(d.receipts) }) : ''}</p>
          </div>
        )}
        {d && (
          <LinkButton to={`/sales?${rangeSearch({ from: d.day, to: d.day }).toString()}`} variant="outline-primary" size="sm">
            {t('dashboard:today.action')}
          </LinkButton>
        )}
      </Card.Body>
    </Card>
  );
}

/** /dashboard (admins): today's sales, then the summary cards of spec section 2. */
export function DashboardPage() {
  const { t } = useTranslation();
  const summary = useSummary();
  const currency = useSettings().data?.currency ?? 'USD';
  const format = useBusinessFormat();
  const count = format.number;
  const s = summary.data;

  return (
    <RequireRole role="admin">
      <div className="container">
        <h1 className="h3 mb-3">{t('dashboard:title')}</h1>
        <GettingStarted />
        <TodaysSales />
        <ErrorMessage error={summary.error} />
        {summary.isPending ? (
          <Loader />
        ) : s ? (
          <Row>
            <SummaryCard title={t('dashboard:inventory.title')} to="/inventory" action={t('dashboard:inventory.action')}>
              <p className="display-6 mb-1">{count(s.inventoryCount)}</p>
              <Card.Text>{t('dashboard:inventory.units', { count: s.inventoryCount, number: count(s.inventoryCount) })}</Card.Text>
            </SummaryCard>
            <SummaryCard title={t('dashboard:items.title')} to="/items" action={t('dashboard:items.action')}>
              <p className="display-6 mb-1">{count(s.itemCount)}</p>
              <Card.Text>{t('dashboard:items.categories', { count: s.itemCount })}</Card.Text>
            </SummaryCard>
            {/* Suppliers once the shop has any (purchase orders); until then the makers of its goods, said so. */}
            {s.supplierCount > 0 ? (
              <SummaryCard title={t('dashboard:suppliers.title')} to="/suppliers" action={t('dashboard:suppliers.action')}>
                <p className="display-6 mb-1">{count(s.supplierCount)}</p>
                <Card.Text>{t('dashboard:suppliers.suppliers', { count: s.supplierCount })}</Card.Text>
              </SummaryCard>
            ) : (
              <SummaryCard title={t('dashboard:suppliers.title')} to="/name" action={t('dashboard:suppliers.manufacturersAction')}>
                <p className="display-6 mb-1">{count(s.manufacturerCount)}</p>
                <Card.Text>{t('dashboard:suppliers.manufacturers', { count: s.manufacturerCount })}</Card.Text>
              </SummaryCard>
            )}
            <SummaryCard title={t('dashboard:value.title')}>
              <dl className="mb-2">
                {s.inventorycost !== undefined && (
                  <>
                    <dt className="fw-normal text-body-secondary">{t('dashboard:value.cost')}</dt>
                    <dd className="fs-5 mb-1">{format.money(s.inventorycost, currency)}</dd>
                  </>
                )}
                <dt className="fw-normal text-body-secondary">{t('dashboard:value.value')}</dt>
                <dd className="fs-5 mb-1">{format.money(s.inventoryvalue, currency)}</dd>
              </dl>
              <Card.Text className="small text-body-secondary">{t('dashboard:value.note')}</Card.Text>
            </SummaryCard>
          </Row>
        ) : null}
        <div className="d-flex gap-2 mt-2">
          <LinkButton to="/reports" variant="secondary">
            {t('dashboard:links.reports')}
          </LinkButton>
          <LinkButton to="/sales" variant="secondary">
            {t('dashboard:links.salesHistory')}
          </LinkButton>
          <LinkButton to="/sales/summary" variant="secondary">
            {t('dashboard:links.salesSummary')}
          </LinkButton>
        </div>
      </div>
    </RequireRole>
  );
}
