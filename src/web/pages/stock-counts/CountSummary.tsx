import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TStockCount, TStockCountTotals } from '../../../domain/schemas/stock-counts';
import { LinkButton } from '../../components/LinkButton';
import { COUNTS_PATH } from './paths';
import { scopeLabel } from './scope';
import { StatusBadge } from './StatusBadge';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The count's name, scope and state, with the way back to the list and the screen's own actions. */
export function CountHeader({ count, children }: { count: TStockCount; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
      <div className="me-auto">
        <h1 className="h3 mb-1">
          {count.name} <StatusBadge status={count.status} />
        </h1>
        <p className="text-body-secondary mb-0 small">
          {t('stockCounts:header.started', { scope: scopeLabel(count.scope), date: format.lastUpdate(count.createdAt) })}
          {count.committedAt && t('stockCounts:header.committed', { date: format.lastUpdate(count.committedAt) })}
        </p>
      </div>
      {children}
      <LinkButton to={COUNTS_PATH} variant="outline-secondary">
        {t('stockCounts:header.allCounts')}
      </LinkButton>
    </div>
  );
}

export function Tile({ label, value, tone }: { label: string; value: ReactNode; tone?: 'danger' | 'success' }) {
  return (
    <Col xs={6} md>
      <div className="border rounded p-2 h-100">
        <div className="small text-body-secondary">{label}</div>
        <div className={`fs-4 fw-semibold${tone ? ` text-${tone}-emphasis` : ''}`}>{value}</div>
      </div>
    </Col>
  );
}

/** A variance with its sign: +2, 0, -3. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const toneOf = (n: number) => (n < 0 ? 'danger' : n > 0 ? 'success' : undefined);

/** The count's totals; the variance's cost only for those who may see cost (the API leaves it out otherwise). */
export function CountTotals({ totals, currency, withExpected = true, extra }: { totals: TStockCountTotals; currency: string; withExpected?: boolean; extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Row className="g-2 mb-3" aria-label={t('stockCounts:totals.label')} role="group">
      <Tile label={t('stockCounts:totals.lines')} value={totals.lines} />
      {withExpected && <Tile label={t('stockCounts:totals.expected')} value={totals.expected} />}
      <Tile label={t('stockCounts:totals.counted')} value={totals.counted} />
      {withExpected && <Tile label={t('stockCounts:totals.variance')} value={signed(totals.variance)} tone={toneOf(totals.variance)} />}
      {withExpected && totals.varianceCost !== undefined && <Tile label={t('stockCounts:totals.varianceCost')} value={format.money(totals.varianceCost, currency)} tone={toneOf(totals.varianceCost)} />}
      {extra}
    </Row>
  );
}

