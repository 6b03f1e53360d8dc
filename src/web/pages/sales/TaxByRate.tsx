import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TSalesSummary } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/**
 * The period's tax per rate: what was taxed at each rate (before tax) and the tax on it; when the
 * period's returns gave some back, what they refunded of each tax and the tax kept.
 */
export function TaxByRate({ s, money }: { s: TSalesSummary; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  if (s.taxLines.length === 0) return null;
  const refunds = s.taxLines.some((line) => line.refunded !== 0);
  return (
    // Five columns once refunds show: on a phone the table scrolls inside itself, focusable so a keyboard can scroll it too.
    <div className="table-responsive mb-4" tabIndex={0} role="region" aria-label={t('sales:tax.regionLabel')}>
      <Table size="sm" bordered className="mt-2 mb-0 caption-top" style={{ maxWidth: '36rem' }}>
        <caption>{t('sales:tax.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales:tax.rate')}</th>
            <th scope="col" className="text-end">
              {t('sales:tax.base')}
            </th>
            <th scope="col" className="text-end">
              {t('sales:tax.tax')}
            </th>
            {refunds ? (
              <>
                <th scope="col" className="text-end">
                  {t('sales:tax.refunded')}
                </th>
                <th scope="col" className="text-end">
                  {t('sales:tax.net')}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {s.taxLines.map((line) => (
            <tr key={`${line.name} ${line.rate}`}>
              <td>
                {line.name} {format.rate(line.rate)} %
              </td>
              <td className="text-end">{money(line.base)}</td>
              <td className="text-end">{money(line.tax)}</td>
              {refunds ? (
                <>
                  <td className="text-end">{money(-line.refunded)}</td>
                  <td className="text-end">{money(line.net)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
