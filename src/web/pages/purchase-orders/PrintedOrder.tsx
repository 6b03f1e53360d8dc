import { fromCents, toCents } from '../../../domain/money';
import { PURCHASE_ORDER_STATUS_LABELS, orderTotalCents } from '../../../domain/purchasing';
import type { TPurchaseOrder } from '../../../domain/schemas/purchasing';
import { useSession } from '../../auth/session';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** A line's amount (quantity × unit cost) in the currency's major unit, computed in cents. */
export function lineAmount(line: { qty: number; cost?: number }): number | undefined {
  return line.cost === undefined ? undefined : fromCents(orderTotalCents([{ qty: line.qty, costCents: toCents(line.cost) }]));
}

/**
 * The order as it is sent to the supplier: only visible when printing (purchase-order-print.css),
 * on whatever paper the printer has (A4 or Letter). Costs appear only for those who may see them.
 */
export function PrintedOrder({ order, currency }: { order: TPurchaseOrder; currency: string }) {
  const { user } = useSession();
  const format = useBusinessFormat();
  const showCost = order.total !== undefined;
  const s = order.supplier;
  return (
    <article className="po-print" aria-hidden="true">
      <header className="po-print-head">
        <div>
          <div className="po-print-business">{user?.bname}</div>
          <div>Printed {format.receiptDate(new Date())}</div>
        </div>
        <div className="po-print-title">
          <div>PURCHASE ORDER</div>
          <div className="po-print-number">No. {order.number}</div>
          <div>Ordered {format.receiptDate(order.createdAt)}</div>
          {order.status !== 'open' && <div className="po-print-status">{PURCHASE_ORDER_STATUS_LABELS[order.status]}</div>}
        </div>
      </header>
      <section className="po-print-supplier">
        <div className="po-print-label">Supplier</div>
        <div className="fw-semibold">{s.name}</div>
        {s.contact && <div>Attn: {s.contact}</div>}
        {s.email && <div>{s.email}</div>}
        {s.phone && <div>{s.phone}</div>}
      </section>
      <table className="po-print-lines">
        <thead>
          <tr>
            <th className="po-num">#</th>
            <th>UPC</th>
            <th>Description</th>
            <th className="po-num">Qty</th>
            {showCost && <th className="po-num">Unit cost</th>}
            {showCost && <th className="po-num">Amount</th>}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={l.inventoryId}>
              <td className="po-num">{i + 1}</td>
              <td>{l.upc}</td>
              <td>{l.name}</td>
              <td className="po-num">{l.qty}</td>
              {showCost && <td className="po-num">{l.cost === undefined ? '' : format.money(l.cost, currency)}</td>}
              {showCost && <td className="po-num">{format.money(lineAmount(l) ?? 0, currency)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3} className="po-num">
              {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}
            </th>
            <th className="po-num">{order.lines.reduce((n, l) => n + l.qty, 0)}</th>
            {showCost && <th className="po-num">Total</th>}
            {showCost && <th className="po-num">{format.money(order.total ?? 0, currency)}</th>}
          </tr>
        </tfoot>
      </table>
      {order.note && (
        <section className="po-print-note">
          <div className="po-print-label">Note</div>
          <div>{order.note}</div>
        </section>
      )}
      <footer className="po-print-foot">Please quote purchase order {order.number} on your delivery note and invoice.</footer>
    </article>
  );
}
