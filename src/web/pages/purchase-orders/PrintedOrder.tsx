import { useTranslation } from 'react-i18next';
import { fromCents, toCents } from '../../../domain/money';
import { orderTotalCents } from '../../../domain/purchasing';
import type { TPurchaseOrder } from '../../../domain/schemas/purchasing';
import { useSession } from '../../auth/session';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useStatusLabels } from './StatusBadge';

/** A line's amount (quantity × unit cost) in the currency's major unit, computed in cents. */
export function lineAmount(line: { qty: number; cost?: number }): number | undefined {
  return line.cost === undefined ? undefined : fromCents(orderTotalCents([{ qty: line.qty, costCents: toCents(line.cost) }]));
}

/**
 * The order as it is sent to the supplier: only visible when printing (purchase-order-print.css),
 * on whatever paper the printer has (A4 or Letter). Costs appear only for those who may see them.
 */
export function PrintedOrder({ order, currency }: { order: TPurchaseOrder; currency: string }) {
  const { t } = useTranslation();
  const statusLabels = useStatusLabels();
  const { user } = useSession();
  const format = useBusinessFormat();
  const showCost = order.total !== undefined;
  const s = order.supplier;
  return (
    <article className="po-print" aria-hidden="true">
      <header className="po-print-head">
        <div>
          <div className="po-print-business">{user?.bname}</div>
          <div>{t('purchasing:print.printed', { date: format.receiptDate(new Date()) })}</div>
        </div>
        <div className="po-print-title">
          <div>{t('purchasing:print.title')}</div>
          <div className="po-print-number">{t('purchasing:print.number', { number: order.number })}</div>
          <div>{t('purchasing:print.ordered', { date: format.receiptDate(order.createdAt) })}</div>
          {order.status !== 'open' && <div className="po-print-status">{statusLabels[order.status]}</div>}
        </div>
      </header>
      <section className="po-print-supplier">
        <div className="po-print-label">{t('purchasing:print.supplier')}</div>
        <div className="fw-semibold">{s.name}</div>
        {s.contact && <div>{t('purchasing:print.attention', { contact: s.contact })}</div>}
        {s.email && <div>{s.email}</div>}
        {s.phone && <div>{s.phone}</div>}
      </section>
      <table className="po-print-lines">
        <thead>
          <tr>
            <th className="po-num">#</th>
            <th>UPC</th>
            <th>{t('purchasing:print.description')}</th>
            <th className="po-num">{t('purchasing:print.qty')}</th>
            {showCost && <th className="po-num">{t('purchasing:print.unitCost')}</th>}
            {showCost && <th className="po-num">{t('purchasing:print.amount')}</th>}
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
              {t('purchasing:print.lines', { count: order.lines.length })}
            </th>
            <th className="po-num">{order.lines.reduce((n, l) => n + l.qty, 0)}</th>
            {showCost && <th className="po-num">{t('purchasing:print.total')}</th>}
            {showCost && <th className="po-num">{format.money(order.total ?? 0, currency)}</th>}
          </tr>
        </tfoot>
      </table>
      {order.note && (
        <section className="po-print-note">
          <div className="po-print-label">{t('purchasing:print.note')}</div>
          <div>{order.note}</div>
        </section>
      )}
      <footer className="po-print-foot">{t('purchasing:print.footer', { number: order.number })}</footer>
    </article>
  );
}
