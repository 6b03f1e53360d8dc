import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { choiceOfValue, choiceOptions, LEAVE_OUT, type HeaderChoice } from './import-mapping';

/**
 * The file's first rows as they were read, laid out as in the spreadsheet, with a select under
 * each header saying which Stocktill column it fills (or that it is left out). Changing one
 * checks the file again with the new mapping.
 */
export function ColumnMapping({ check, choices, disabled, onChoose }: { check: TImportResult; choices: HeaderChoice[]; disabled: boolean; onChoose: (index: number, column: HeaderChoice) => void }) {
  const { t } = useTranslation();
  const headers = check.columns.map((c) => c.header);
  const options = choiceOptions();
  return (
    <section aria-labelledby="import-mapping-heading" className="mb-4">
      <h2 id="import-mapping-heading" className="h5">
        {t('catalog:mapping.heading')}
      </h2>
      <p className="small text-body-secondary">{t('catalog:mapping.intro')}</p>
      {/* A wide file scrolls sideways inside this region, which the keyboard can reach. */}
      <div className="table-responsive mb-0" tabIndex={0} role="region" aria-label={t('catalog:mapping.region')}>
        <Table bordered size="sm" className="align-middle mb-0 small">
          <thead>
            <tr>
              <th scope="col" className="text-body-secondary fw-normal">
                {t('catalog:mapping.row')}
              </th>
              {headers.map((h, i) => (
                <th key={i} scope="col" className="text-nowrap">
                  {h || <span className="text-body-secondary">{t('catalog:mapping.noName')}</span>}
                </th>
              ))}
            </tr>
            <tr className="table-light">
              <th scope="row" className="fw-normal text-body-secondary text-nowrap">
                {t('catalog:mapping.readAs')}
              </th>
              {headers.map((h, i) => (
                <td key={i} style={{ minWidth: '11.5rem' }}>
                  <select
                    className={`form-select form-select-sm${choices[i] === null ? ' text-body-secondary' : ''}`}
                    aria-label={t('catalog:mapping.readHeaderAs', { header: h })}
                    value={choices[i] ?? LEAVE_OUT}
                    disabled={disabled}
                    onChange={(e) => onChoose(i, choiceOfValue(e.target.value))}
                  >
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {check.preview.map((cells, r) => (
              <tr key={r}>
                {/* The spreadsheet's own row number: the header is row 1. */}
                <th scope="row" className="fw-normal text-body-secondary">
                  {r + 2}
                </th>
                {headers.map((_, i) => (
                  <td key={i} className={choices[i] === null ? 'text-body-secondary' : undefined} style={{ maxWidth: '16rem', overflowWrap: 'anywhere' }}>
                    {cells[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {check.rows > check.preview.length && <p className="small text-body-secondary mt-1 mb-0">{t('catalog:mapping.firstRows', { shown: check.preview.length, rows: check.rows })}</p>}
    </section>
  );
}
