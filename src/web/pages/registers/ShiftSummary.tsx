import { useTranslation } from 'react-i18next';
import type { TShiftReport } from '../../../domain/schemas/money';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** Which shift a screen acts on: its register, who opened it and when, and the cash the drawer should hold now. */
export function ShiftSummary({ report: r }: { report: TShiftReport }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <dl className="row mb-3 shift-summary" style={{ maxWidth: '32rem' }}>
      <dt className="col-6 col-sm-5">{t('registers:figure.opened')}</dt>
      <dd className="col-6 col-sm-7 mb-1">
        {t('registers:summary.openedBy', { time: format.lastUpdate(r.openedAt), name: r.openedBy })}
      </dd>
      <dt className="col-6 col-sm-5">{t('registers:figure.float')}</dt>
      <dd className="col-6 col-sm-7 mb-1">{format.money(r.float, r.currency)}</dd>
      <dt className="col-6 col-sm-5">{t('registers:summary.expectedNow')}</dt>
      <dd className="col-6 col-sm-7 mb-1 fw-bold" data-testid="expected-cash">
        {format.money(r.expectedCash, r.currency)}
      </dd>
    </dl>
  );
}
