import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShiftReport } from '../../../domain/schemas/money';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { balanceOfAmount } from './over-short';
import { OverShort } from './OverShort';
import { paymentMethodLabel } from './payment-method-labels';
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
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money = (amount: number) => format.money(amount, r.currency);
  /** Cash that left the drawer, written with a minus; none is plain 0, not -0. */
  const out = (amount: number) => money(amount === 0 ? 0 : -amount);
  const isClosed = r.closedAt !== null;
  const kind = isClosed ? t('registers:kind.z') : t('registers:kind.x');
  const cash = r.payments.find((p) => p.method === 'cash');
  const cashRefunded = r.refunds.find((p) => p.method === 'cash')?.amount ?? 0;

  return (
    <article ref={ref} className={`shift-report shift-report-${paper}`} aria-label={isClosed ? t('registers:kind.zOf', { register: r.register.name }) : t('registers:kind.xOf', { register: r.register.name })}>
      <header className="shift-report-head">
        {businessName && <div className="shift-report-business">{businessName}</div>}
        <h1 className="shift-report-title">
          {kind} · {r.register.name}
        </h1>
        <div>{isClosed ? t('registers:report.shiftClosed') : t('registers:report.shiftOpen')}</div>
      </header>
      <div className="shift-sections">
        <Figures
          title={t('registers:report.shift')}
          rows={[
            [t('registers:report.register'), r.register.name],
            [t('registers:report.openedBy'), r.openedBy],
            [t('registers:figure.opened'), format.lastUpdate(r.openedAt)],
            ...(isClosed
              ? ([
                  [t('registers:report.closedBy'), r.closedBy ?? ''],
                  [t('registers:report.closed'), format.lastUpdate(r.closedAt!)],
                ] satisfies Row[])
              : ([[t('registers:report.printed'), format.lastUpdate(new Date())]] satisfies Row[])),
            [t('registers:report.timeZone'), format.timeZone],
          ]}
        />
        <Figures
          title={t('registers:report.sales')}
          rows={[
            [t('registers:report.sales'), format.number(r.sales.count)],
            [t('registers:report.subtotal'), money(r.sales.subtotal)],
            [t('registers:report.discount'), money(r.sales.discount)],
            [t('registers:report.shipping'), money(r.sales.shipping)],
            [t('registers:report.tax'), money(r.sales.tax)],
            [t('registers:report.total'), money(r.sales.total), true],
          ]}
        />
        <Figures
          title={t('registers:report.taxPerRate')}
          empty={t('registers:report.noTax')}
          rows={r.taxLines.flatMap((line): Row[] => {
            const values = { name: line.name, rate: format.rate(line.rate) };
            const charged: Row = [t('registers:report.taxRow', { ...values, base: money(line.base) }), money(line.tax)];
            // What the shift's refunds gave back of this tax, and what it keeps: each tax nets out on its own.
            if (line.refunded === 0 && line.refundedBase === 0) return [charged];
            return [charged, [t('registers:report.taxRefundedRow', { ...values, base: money(line.refundedBase) }), money(-line.refunded)], [t('registers:report.taxNetRow', values), money(line.net), true]];
          })}
        />
        <Figures
          title={t('registers:report.returns')}
          rows={[
            [t('registers:report.returns'), format.number(r.returns.count)],
            [t('registers:report.refunded'), money(r.returns.refunded)],
          ]}
        />
        <Figures
          title={t('registers:report.payments')}
          rows={[
            ...r.payments.map((p): Row => {
              const values = { method: paymentMethodLabel(t, p.method), n: format.number(p.count) };
              return [p.method === 'cash' ? t('registers:report.cashPaymentRow', values) : t('registers:report.paymentRow', values), money(p.amount)];
            }),
            [t('registers:report.changeGiven'), money(r.changeGiven)],
            // Already in the cash taken above; shown so the drawer's odd cents are explained.
            ...(r.cashRounding !== 0 ? ([[t('registers:report.cashRounding'), money(r.cashRounding)]] satisfies Row[]) : []),
          ]}
        />
        <Figures title={t('registers:report.refunds')} empty={t('registers:report.noRefunds')} rows={r.refunds.map((p): Row => [paymentMethodLabel(t, p.method), money(p.amount)])} />
        <Figures
          title={t('registers:report.cashDrawer')}
          rows={[
            [t('registers:figure.float'), money(r.float)],
            [t('registers:report.cashSales'), money(cash?.amount ?? 0)],
            [t('registers:report.cashRefunded'), out(cashRefunded)],
            [t('registers:report.payIns'), money(r.payIns)],
            [t('registers:report.payOuts'), out(r.payOuts)],
            [t('registers:figure.expectedCash'), money(r.expectedCash), true],
            ...(r.counted !== null ? ([[t('registers:figure.counted'), money(r.counted), true]] satisfies Row[]) : []),
            ...(r.overShort !== null ? ([[t('registers:figure.overShort'), <OverShort key="balance" balance={balanceOfAmount(r.overShort, r.currency)} money={money} />, true]] satisfies Row[]) : []),
          ]}
        />
        <Figures
          title={t('registers:report.cashMovements')}
          empty={t('registers:report.noCashMovements')}
          rows={r.cashMovements.map(
            (m): Row => [
              <>
                {format.lastUpdate(m.at)} · {m.by}
                {m.reason && <span className="shift-movement-reason">{m.reason}</span>}
              </>,
              m.amount > 0 ? t('registers:report.movementIn', { amount: money(Math.abs(m.amount)) }) : t('registers:report.movementOut', { amount: money(Math.abs(m.amount)) }),
            ],
          )}
        />
      </div>
    </article>
  );
}
