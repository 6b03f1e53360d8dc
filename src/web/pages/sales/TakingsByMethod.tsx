import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { fromMinor, toMinor } from '../../../domain/currency';
import type { TSalesSummary } from '../../../domain/schemas/reports';
import type { PaymentMethod } from '../../../domain/payments';

/**
 * The period's takings per payment method: what each took (cash net of the change given), what
 * went back that way in refunds, and what it kept, with the totals under them.
 */
export function TakingsByMethod({ s, money }: { s: TSalesSummary; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const methodNames: Record<PaymentMethod, string> = { cash: t('sales:takings.methods.cash'), card: t('sales:takings.methods.card'), other: t('sales:takings.methods.other') };
  // Added up in minor units: decimals added as floats can come out as 28.249999.
  const total = (pick: (p: TSalesSummary['payments'][number]) => number) => fromMinor(s.payments.reduce((acc, p) => acc + toMinor(pick(p), s.currency), 0), s.currency);
  return (
    <>
      {/* Scrolls inside itself on a phone; focusable so a keyboard can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('sales:takings.regionLabel')}>
        <Table size="sm" bordered className="mt-2 mb-1 caption-top" style={{ maxWidth: '36rem' }}>
          <caption>{t('sales:takings.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales:takings.method')}</th>
              <th scope="col" className="text-end">
                {t('sales:takings.taken')}
              </th>
              <th scope="col" className="text-end">
                {t('sales:takings.refunded')}
              </th>
              <th scope="col" className="text-end">
                {t('sales:takings.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.payments.map((p) => (
              <tr key={p.method}>
                <th scope="row" className="fw-normal">
                  {methodNames[p.method]}
                </th>
                <td className="text-end">{money(p.taken)}</td>
                <td className="text-end">{money(p.refunded)}</td>
                <td className="text-end">{money(p.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">{t('sales:takings.allMethods')}</th>
              <td className="text-end">{money(total((p) => p.taken))}</td>
              <td className="text-end">{money(total((p) => p.refunded))}</td>
              <td className="text-end">{money(total((p) => p.net))}</td>
            </tr>
          </tfoot>
        </Table>
      </div>
      <p className="small text-body-secondary mb-4">
        {t('sales:takings.note', { change: money(s.changeGiven) })}
        {s.cashRounding !== 0 && <> {t('sales:takings.cashRounding', { amount: money(s.cashRounding) })}</>}
      </p>
    </>
  );
}
