import { useTranslation } from 'react-i18next';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { newNamesLine, outcomeLines } from './import-summary';

/** What the import would do (after the check) or did: the counts, then the names it adds to the lists. */
export function ImportOutcome({ result, formatNumber }: { result: TImportResult; formatNumber: (n: number) => string }) {
  const { t } = useTranslation();
  const names = [newNamesLine('categories', result.newItems), newNamesLine('manufacturers', result.newManufacturers)].filter((line) => line !== null);
  return (
    <section aria-labelledby="import-outcome-heading" className="mb-3">
      <h2 id="import-outcome-heading" className="h5">
        {result.dryRun ? t('catalog:outcome.willDo') : t('catalog:outcome.did')}
      </h2>
      <ul className="mb-2">
        {outcomeLines(result, formatNumber).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {names.map((line) => (
        <p key={line} className="mb-1" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </p>
      ))}
    </section>
  );
}
