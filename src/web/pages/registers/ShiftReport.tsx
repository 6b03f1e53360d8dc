import { useId, type ReactNode, type Ref } from 'react';
import type { TShiftReport } from '../../../domain/schemas/money';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { balanceOfAmount } from './over-short';
import { OverShort } from './OverShort';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import type { Paper } from './shift-print';
import './shift-report.css';

type Row = [label: ReactNode, value: ReactNode, emphasis?: boolean];

/** One block of the report: a heading and its figures, label on the left, amount on the right. */
function Figures({ title, rows, empty }: { title: string; rows: Row[]; empty?: string }) {
  const id = useId();
  return (
    <section className="shift-section" aria-labelledby={id}>
      <h2 className="shift-section-title" id={id}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="shift-none">{empty}</p>
      ) : (
        <table className="shift-figures">
          <tbody>
            {rows.map(([label, value, emphasis], i) => (
              <tr key={i} className={emphasis ? 'shift-emphasis' : undefined}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The X report (shift still open) or Z report (closed) of a shift, laid out for an 80 mm roll or
 * an A4 sheet; what is printed is what is shown. Times are the business's, in its time zone.
 */
export function ShiftReport({ report: r, paper, businessName, ref }: { report: TShiftReport; paper: Paper; businessName?: string; ref?: Ref<HTMLElement> }) {
  const format = useBusinessFormat();
  const money = (amount: number) => format.money(amount, r.currency);
  /** Cash that left the drawer, written with a minus; none is plain 0, not -0. */
  const out = (amount: number) => money(amount === 0 ? 0 : -amount);
  const isClosed = r.closedAt !== null;
  const kind = isClosed ? 'Z report' : 'X report';
  const cash = r.payments.find((p) => p.method === 'cash');
  const cashRefunded = r.refunds.find((p) => p.method === 'cash')?.amount ?? 0;

  return (
    <article ref={ref} className={`shift-report shift-report-${paper}`} aria-label={`${kind} of ${r.register.name}`}>
      <header className="shift-report-head">
        {businessName && <div className="shift-report-business">{businessName}</div>}
        <h1 className="shift-report-title">
          {kind} · {r.register.name}
        </h1>
        <div>{isClosed ? 'Shift closed' : 'Shift still open: figures so far'}</div>
      </header>
      <div className="shift-sections">
        <Figures
          title="Shift"
          rows={[
            ['Register', r.register.name],
            ['Opened by', r.openedBy],
            ['Opened', format.lastUpdate(r.openedAt)],
            ...(isClosed ? ([['Closed by', r.closedBy ?? ''], ['Closed', format.lastUpdate(r.closedAt!)]] satisfies Row[]) : ([['Printed', format.lastUpdate(new Date())]] satisfies Row[])),
            ['Time zone', format.timeZone],
          ]}
        />
        <Figures
          title="Sales"
          rows={[
            ['Sales', format.number(r.sales.count)],
            ['Subtotal', money(r.sales.subtotal)],
            ['Discount', money(r.sales.discount)],
            ['Shipping', money(r.sales.shipping)],
            ['Tax', money(r.sales.tax)],
            ['Total', money(r.sales.total), true],
          ]}
        />
        <Figures title="Tax per rate" empty="No tax" rows={r.taxLines.map((t): Row => [`${t.name} ${format.number(t.rate)} % on ${money(t.base)}`, money(t.tax)])} />
        <Figures
          title="Returns"
          rows={[
            ['Returns', format.number(r.returns.count)],
            ['Refunded', money(r.returns.refunded)],
          ]}
        />
        <Figures
          title="Payments"
          rows={[
            ...r.payments.map((p): Row => [`${PAYMENT_METHOD_LABELS[p.method]} (${format.number(p.count)})${p.method === 'cash' ? ', net of change' : ''}`, money(p.amount)]),
            ['Change given', money(r.changeGiven)],
          ]}
        />
        <Figures title="Refunds" empty="No refunds" rows={r.refunds.map((p): Row => [PAYMENT_METHOD_LABELS[p.method], money(p.amount)])} />
        <Figures
          title="Cash drawer"
          rows={[
            ['Float', money(r.float)],
            ['Cash sales, net of change', money(cash?.amount ?? 0)],
            ['Cash refunded', out(cashRefunded)],
            ['Pay-ins', money(r.payIns)],
            ['Pay-outs', out(r.payOuts)],
            ['Expected cash', money(r.expectedCash), true],
            ...(r.counted !== null ? ([['Counted', money(r.counted), true]] satisfies Row[]) : []),
            ...(r.overShort !== null ? ([['Over/short', <OverShort key="balance" balance={balanceOfAmount(r.overShort, r.currency)} money={money} />, true]] satisfies Row[]) : []),
          ]}
        />
        <Figures
          title="Cash movements"
          empty="No cash paid in or out"
          rows={r.cashMovements.map(
            (m): Row => [
              <>
                {format.lastUpdate(m.at)} · {m.by}
                {m.reason && <span className="shift-movement-reason">{m.reason}</span>}
              </>,
              `${m.amount > 0 ? 'In' : 'Out'} ${money(Math.abs(m.amount))}`,
            ],
          )}
        />
      </div>
    </article>
  );
}
