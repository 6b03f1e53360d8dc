import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from '../../../domain/ledger';
import type { TMovement } from '../../../domain/schemas/stock';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useAdjustmentReasonLabels, useMovementReasonLabels } from './reasons';

const isAdjustmentReason = (v: string): v is AdjustmentReason => (ADJUSTMENT_REASONS as readonly string[]).includes(v);

/** "Adjusted: Damaged", "Sold", ...: the reason, and an adjustment's kind. */
function Reason({ movement: m }: { movement: TMovement }) {
  const { t } = useTranslation();
  const reasons = useMovementReasonLabels();
  const kinds = useAdjustmentReasonLabels();
  const label = reasons[m.reason];
  if (m.refType === 'adjustment' && m.refId && isAdjustmentReason(m.refId)) return t('stock:reasonWithKind', { reason: label, kind: kinds[m.refId] });
  return label;
}

function Change({ delta }: { delta: number }) {
  return <span className={delta < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>{delta > 0 ? `+${delta}` : delta}</span>;
}

/**
 * Movements as a table, newest first. `withEntry` adds the UPC and name columns (the business-wide
 * list); an entry's own history leaves them out. `linkEntries` links each UPC to its entry's
 * history (admins, who may open the entry screen).
 */
export function MovementsTable({ movements, withEntry, linkEntries = false, caption }: { movements: TMovement[]; withEntry: boolean; linkEntries?: boolean; caption: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    // A scrolling region must be reachable by keyboard (it scrolls sideways on a phone).
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table striped bordered hover size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th>{t('stock:table.when')}</th>
          {withEntry && (
            <>
              <th>UPC</th>
              <th>{t('stock:table.product')}</th>
            </>
          )}
          <th className="text-end">{t('stock:table.change')}</th>
          <th className="text-end">{t('stock:table.onHandAfter')}</th>
          <th>{t('stock:table.reason')}</th>
          <th>{t('stock:table.by')}</th>
          <th>{t('stock:table.note')}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((m) => (
          <tr key={m._id}>
            <td className="text-nowrap">{format.lastUpdate(m.createdAt)}</td>
            {withEntry && (
              <>
                <td>{linkEntries ? <Link to={`/inventory/edit/${encodeURIComponent(m.inventoryId)}?tab=history`}>{m.upc}</Link> : m.upc}</td>
                <td>{m.name}</td>
              </>
            )}
            <td className="text-end">
              <Change delta={m.delta} />
            </td>
            <td className="text-end">{m.qtyAfter}</td>
            <td>
              <Reason movement={m} />
            </td>
            <td>{m.userName}</td>
            <td className="text-break">{m.note}</td>
          </tr>
        ))}
      </tbody>
      </Table>
    </div>
  );
}
