import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { describeScope, type TStockCount, type TStockCountTotals } from '../../../domain/schemas/stock-counts';
import { LinkButton } from '../../components/LinkButton';
import { COUNTS_PATH } from './paths';
import { StatusBadge } from './StatusBadge';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The count's name, scope and state, with the way back to the list and the screen's own actions. */
export function CountHeader({ count, children }: { count: TStockCount; children?: ReactNode }) {
  const format = useBusinessFormat();
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
      <div className="me-auto">
        <h1 className="h3 mb-1">
          {count.name} <StatusBadge status={count.status} />
        </h1>
        <p className="text-body-secondary mb-0 small">
          {describeScope(count.scope)} · started {format.lastUpdate(count.createdAt)}
          {count.committedAt && ` · committed ${format.lastUpdate(count.committedAt)}`}
        </p>
      </div>
      {children}
      <LinkButton to={COUNTS_PATH} variant="outline-secondary">
        All counts
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
  const format = useBusinessFormat();
  return (
    <Row className="g-2 mb-3" aria-label="Totals" role="group">
      <Tile label="Lines counted" value={totals.lines} />
      {withExpected && <Tile label="Units expected" value={totals.expected} />}
      <Tile label="Units counted" value={totals.counted} />
      {withExpected && <Tile label="Variance (units)" value={signed(totals.variance)} tone={toneOf(totals.variance)} />}
      {withExpected && totals.varianceCost !== undefined && <Tile label="Variance (cost)" value={format.money(totals.varianceCost, currency)} tone={toneOf(totals.varianceCost)} />}
      {extra}
    </Row>
  );
}

