import { Button } from 'react-bootstrap';
import { CATALOG_COLUMNS } from '../../../domain/catalog';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { ColumnMapping } from './ColumnMapping';
import { FileDrop } from './FileDrop';
import { canImport } from './import-flow';
import { ImportOutcome } from './ImportOutcome';
import { ImportProblems } from './ImportProblems';
import { outcomeLines } from './import-summary';
import { UploadProgressBar } from './UploadProgressBar';
import { useCatalogImport } from './useCatalogImport';

function CatalogImport() {
  const { state, chooseFile, chooseColumn, startImport, startOver } = useCatalogImport();
  const format = useBusinessFormat();
  const { check, done, busy } = state;
  const isImporting = busy?.kind === 'import';

  if (done) {
    return (
      <>
        <Message variant="success">Import finished: {outcomeLines(done, format.number).slice(1).join(', ')}.</Message>
        <ImportOutcome result={done} formatNumber={format.number} />
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to="/inventory" variant="primary">
            Go to the inventory list
          </LinkButton>
          <Button variant="outline-secondary" onClick={startOver}>
            Import another file
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <FileDrop fileName={state.file?.name} disabled={isImporting} onFile={chooseFile} />
      <ErrorMessage error={state.failure} />
      {busy && <UploadProgressBar kind={busy.kind} progress={busy.progress} />}
      {check && (
        <>
          <ColumnMapping check={check} choices={state.choices} disabled={isImporting} onChoose={chooseColumn} />
          {check.errors.length > 0 ? (
            <ImportProblems result={check} formatNumber={format.number} />
          ) : check.rows === 0 ? (
            <Message variant="info">The file has a header but no rows to import.</Message>
          ) : (
            <ImportOutcome result={check} formatNumber={format.number} />
          )}
          <Button variant="primary" onClick={startImport} disabled={!canImport(state)}>
            Import
          </Button>
        </>
      )}
    </>
  );
}

/** /inventory/import: an admin brings the catalogue in from a spreadsheet, checked before anything is written. */
export function ImportPage() {
  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/inventory" variant="light" className="mb-3">
          Go Back
        </LinkButton>
        <h1 className="h3 mb-2">Import Catalogue</h1>
        <p className="text-body-secondary">
          A CSV or Excel file with a header row: {CATALOG_COLUMNS.join(', ')} (or names such as barcode, category, brand, product, quantity, retail price). New UPCs become new products; known ones are updated. The file is
          checked first and nothing is written until you press Import.
        </p>
        <CatalogImport />
      </div>
    </RequireRole>
  );
}
