import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { problemColumn, problemRow, problemsHeading } from './import-summary';

/** Every problem the server found, by spreadsheet row and column, so the file can be fixed in one go. */
export function ImportProblems({ result, formatNumber }: { result: TImportResult; formatNumber: (n: number) => string }) {
  const { t } = useTranslation();
  const heading = problemsHeading(result.errors, result.dryRun, formatNumber);
  return (
    <section aria-labelledby="import-problems-heading" className="mb-4">
      <h2 id="import-problems-heading" className="h5 text-danger-emphasis">
        {heading}
      </h2>
      <p className="small text-body-secondary">{t('catalog:problems.intro')}</p>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('catalog:problems.region')} style={{ maxHeight: '28rem' }}>
        <Table striped bordered size="sm" className="align-middle mb-0">
          <caption className="visually-hidden">{t('catalog:problems.caption')}</caption>
          <thead className="sticky-top">
            <tr>
              <th scope="col" className="text-end">
                {t('catalog:problems.row')}
              </th>
              <th scope="col">{t('catalog:problems.column')}</th>
              <th scope="col">{t('catalog:problems.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={i}>
                <td className="text-end">{problemRow(e)}</td>
                <td className="text-nowrap">{problemColumn(e, result.columns)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
