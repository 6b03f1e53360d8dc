import { Table } from 'react-bootstrap';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { problemColumn, problemRow, problemsHeading } from './import-summary';

/** Every problem the server found, by spreadsheet row and column, so the file can be fixed in one go. */
export function ImportProblems({ result, formatNumber }: { result: TImportResult; formatNumber: (n: number) => string }) {
  const heading = problemsHeading(result.errors, result.dryRun, formatNumber);
  return (
    <section aria-labelledby="import-problems-heading" className="mb-4">
      <h2 id="import-problems-heading" className="h5 text-danger-emphasis">
        {heading}
      </h2>
      <p className="small text-body-secondary">Nothing is written while the file has problems. Fix them in your spreadsheet, save it and choose it again.</p>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Problems in the file" style={{ maxHeight: '28rem' }}>
        <Table striped bordered size="sm" className="align-middle mb-0">
          <caption className="visually-hidden">Problems in the file, by row</caption>
          <thead className="sticky-top">
            <tr>
              <th scope="col" className="text-end">
                Row
              </th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
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
