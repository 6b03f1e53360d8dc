import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TSalesSummary } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The period's tax per rate: what was taxed at each rate (before tax) and the tax on it. */
export function TaxByRate({ s, money }: { s: TSalesSummary; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  if (s.taxLines.length === 0) return null;
  return (
    <Table size="sm" bordered className="mt-2 mb-4 caption-top" style={{ maxWidth: '36rem' }}>
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
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
