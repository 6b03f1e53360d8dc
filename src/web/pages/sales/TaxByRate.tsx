import { Table } from 'react-bootstrap';
import type { TSalesSummary } from '../../../domain/schemas/reports';

/** The period's tax per rate: what was taxed at each rate (before tax) and the tax on it. */
export function TaxByRate({ s, money }: { s: TSalesSummary; money: (amount: number) => string }) {
  if (s.taxLines.length === 0) return null;
  return (
    <Table size="sm" bordered className="mt-2 mb-4 caption-top" style={{ maxWidth: '36rem' }}>
      <caption>Tax per rate</caption>
      <thead>
        <tr>
          <th scope="col">Rate</th>
          <th scope="col" className="text-end">
            Sales before tax
          </th>
          <th scope="col" className="text-end">
            Tax
          </th>
        </tr>
      </thead>
      <tbody>
        {s.taxLines.map((t) => (
          <tr key={t.rate}>
            <td>
              {t.name} {t.rate} %
            </td>
            <td className="text-end">{money(t.base)}</td>
            <td className="text-end">{money(t.tax)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
