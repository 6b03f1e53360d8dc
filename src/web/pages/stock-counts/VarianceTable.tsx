import { useMemo, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TRecountReason, TStockCountLine } from '../../../domain/schemas/stock-counts';
import { signed } from './CountSummary';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** Columns a phone leaves out (the totals above still give the cost), so the table fits its width. */
const WIDE = 'd-none d-md-table-cell';
const NOT_PHONE = 'd-none d-sm-table-cell';

/** Why a line must be counted again, in the app's language. */
function RecountText({ reason }: { reason: TRecountReason }) {
  const { t } = useTranslation();
  const texts: Record<TRecountReason, string> = {
    'below-zero': t('stockCounts:variance.recountBelowZero'),
    recounted: t('stockCounts:variance.recountRecounted'),
  };
  return <div className="small text-danger-emphasis fw-semibold">{texts[reason]}</div>;
}

/** A column heading, abbreviated on a phone so the table fits its width. */
function Heading({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="d-none d-sm-inline">{full}</span>
      <abbr className="d-sm-none" title={full}>
        {short}
      </abbr>
    </>
  );
}

/** Lines that need a look first: those to count again, then by the size of their variance, then by name. */
function byAttention(a: TStockCountLine, b: TStockCountLine): number {
  return Number(b.recount !== null) - Number(a.recount !== null) || Math.abs(b.variance) - Math.abs(a.variance) || a.name.localeCompare(b.name);
}

/**
 * Every counted line with what was expected, what was counted and the difference; lines with a
 * variance are highlighted, lines that must be counted again stand out. While the count is open
 * it also shows what is on hand now and what the commit would leave.
 */
export function VarianceTable({ lines, currency, open, action }: { lines: TStockCountLine[]; currency: string; open: boolean; action?: (line: TStockCountLine) => ReactNode }) {
  const { t } = useTranslation();
  const sorted = useMemo(() => [...lines].sort(byAttention), [lines]);
  const format = useBusinessFormat();
  const withCost = lines.some((l) => l.varianceCost !== undefined);
  return (
    // A region that takes the focus, so the table can be scrolled sideways from the keyboard on a phone.
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={t('stockCounts:variance.label')}>
      <Table bordered hover size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t('stockCounts:variance.label')}</caption>
        <thead>
          <tr>
            <th>{t('stockCounts:variance.category')}</th>
            <th className="text-end">
              <Heading full={t('stockCounts:variance.expected')} short={t('stockCounts:variance.expectedShort')} />
            </th>
            <th className="text-end">{t('stockCounts:variance.counted')}</th>
            <th className="text-end">
              <Heading full={t('stockCounts:variance.variance')} short={t('stockCounts:variance.varianceShort')} />
            </th>
            {withCost && <th className={`text-end ${WIDE}`}>{t('stockCounts:variance.varianceCost')}</th>}
            {open && <th className={`text-end ${WIDE}`}>{t('stockCounts:variance.onHandNow')}</th>}
            {open && <th className={`text-end ${NOT_PHONE}`}>{t('stockCounts:variance.afterCommit')}</th>}
            {action && (
              <th>
                <span className="visually-hidden">{t('stockCounts:variance.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sorted.map((l) => (
            <tr key={l.inventoryId} className={l.recount ? 'table-row-danger' : l.variance !== 0 ? 'table-row-warning' : undefined} data-variance={l.variance}>
              <td>
                <div className="fw-semibold">{l.name}</div>
                <div className="small text-body-secondary">UPC {l.upc}</div>
                {l.recount && <RecountText reason={l.recount} />}
              </td>
              <td className="text-end">{l.expected}</td>
              <td className="text-end">{l.counted}</td>
              <td className="text-end fw-semibold">{signed(l.variance)}</td>
              {withCost && <td className={`text-end ${WIDE}`}>{l.varianceCost === undefined ? '' : format.money(l.varianceCost, currency)}</td>}
              {open && <td className={`text-end ${WIDE}`}>{l.onHand ?? t('stockCounts:variance.deleted')}</td>}
              {open && <td className={`text-end ${NOT_PHONE}`}>{l.onHand === null ? '' : l.onHand + l.variance}</td>}
              {action && <td className="text-nowrap">{action(l)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
