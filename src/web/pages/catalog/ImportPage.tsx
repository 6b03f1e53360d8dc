import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CATALOG_COLUMNS } from '../../../domain/catalog';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { ColumnMapping } from './ColumnMapping';
import { FileDrop } from './FileDrop';
import { ImportDefaults } from './ImportDefaults';
import { ImportFormat } from './ImportFormat';
import { canImport } from './import-flow';
import { ImportOutcome } from './ImportOutcome';
import { ImportProblems } from './ImportProblems';
import { outcomeLines } from './import-summary';
import { UploadProgressBar } from './UploadProgressBar';
import { useCatalogImport } from './useCatalogImport';

function CatalogImport() {
  const { t } = useTranslation();
  const { state, chooseFile, chooseColumn, chooseDefaults, startImport, startOver } = useCatalogImport();
  const format = useBusinessFormat();
  const { check, done, busy } = state;
  const isImporting = busy?.kind === 'import';

  if (done) {
    return (
      <>
        <Message variant="success">{t('catalog:done.finished', { summary: outcomeLines(done, format.number).slice(1).join(', ') })}</Message>
        <ImportOutcome result={done} formatNumber={format.number} />
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to="/inventory" variant="primary">
            {t('catalog:done.toList')}
          </LinkButton>
          <Button variant="outline-secondary" onClick={startOver}>
            {t('catalog:done.another')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <FileDrop fileName={state.file?.name} disabled={isImporting} onFile={chooseFile} />
      <ImportDefaults defaults={state.defaults} disabled={isImporting} onChange={chooseDefaults} />
      <ErrorMessage error={state.failure} />
      {busy && <UploadProgressBar kind={busy.kind} progress={busy.progress} />}
      {check && (
        <>
          <ImportFormat format={check.format} />
          <ColumnMapping check={check} choices={state.choices} disabled={isImporting} onChoose={chooseColumn} />
          {check.errors.length > 0 ? (
            <ImportProblems result={check} formatNumber={format.number} />
          ) : check.rows === 0 ? (
            <Message variant="info">{t('catalog:noRows')}</Message>
          ) : (
            <ImportOutcome result={check} formatNumber={format.number} />
          )}
          <Button variant="primary" onClick={startImport} disabled={!canImport(state)}>
            {t('catalog:import')}
          </Button>
        </>
      )}
    </>
  );
}

/** /inventory/import: an admin brings the catalogue in from a spreadsheet, checked before anything is written. */
export function ImportPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/inventory" variant="light" className="mb-3">
          {t('catalog:back')}
        </LinkButton>
        <h1 className="h3 mb-2">{t('catalog:title')}</h1>
        <p className="text-body-secondary">
          {t('catalog:intro', { columns: CATALOG_COLUMNS.join(', ') })} {t('catalog:tills')}
        </p>
        <CatalogImport />
      </div>
    </RequireRole>
  );
}
