import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where the spreadsheet comes in: dropped on the area, or chosen with the file input inside it
 * (which is also what a keyboard or a screen reader uses). The server decides whether the file is
 * one it can read, and says why not.
 */
export function FileDrop({ fileName, disabled, onFile }: { fileName?: string; disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [isOver, setIsOver] = useState(false);

  const onDragOver = (e: DragEvent) => {
    if (disabled) return;
    // Without this the browser opens the dropped file itself instead of handing it to the page.
    e.preventDefault();
    setIsOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setIsOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={`rounded-3 p-4 mb-3 text-center ${isOver ? 'bg-primary-subtle' : 'bg-body-tertiary'}`}
      // Dashed, the usual sign of a place to drop a file; Bootstrap's border utilities are solid.
      style={{ border: `2px dashed ${isOver ? 'var(--bs-primary)' : 'var(--bs-gray-500)'}` }}
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      data-testid="import-drop"
    >
      <p className="mb-2 fw-semibold">{t('catalog:drop.title')}</p>
      <label htmlFor={inputId} className="form-label">
        {t('catalog:drop.label')}
      </label>
      <input
        id={inputId}
        className="form-control mx-auto"
        style={{ maxWidth: '28rem' }}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again after fixing it still counts as a choice.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {fileName && <p className="small text-body-secondary mt-2 mb-0">{t('catalog:drop.chosen', { name: fileName })}</p>}
    </div>
  );
}
