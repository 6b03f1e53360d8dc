import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { ADJUSTMENT_REASON_LABELS, MOVEMENT_REASON_LABELS, type AdjustmentReason } from '../../../domain/ledger';
import type { TMovement } from '../../../domain/schemas/stock';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** "Adjusted: Damaged", "Sold", ...: the reason, and an adjustment's kind. */
export function describeReason(m: TMovement): string {
  const label = MOVEMENT_REASON_LABELS[m.reason];
  if (m.refType === 'adjustment' && m.refId && Object.hasOwn(ADJUSTMENT_REASON_LABELS, m.refId)) {
    return `${label}: ${ADJUSTMENT_REASON_LABELS[m.refId as AdjustmentReason]}`;
  }
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
  const format = useBusinessFormat();
  return (
    // A scrolling region must be reachable by keyboard (it scrolls sideways on a phone).
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table striped bordered hover size="sm" className="align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th>When</th>
          {withEntry && (
            <>
              <th>UPC</th>
              <th>Product</th>
            </>
          )}
          <th className="text-end">Change</th>
          <th className="text-end">On hand after</th>
          <th>Reason</th>
          <th>By</th>
          <th>Note</th>
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
            <td>{describeReason(m)}</td>
            <td>{m.userName}</td>
            <td className="text-break">{m.note}</td>
          </tr>
        ))}
      </tbody>
      </Table>
    </div>
  );
}
