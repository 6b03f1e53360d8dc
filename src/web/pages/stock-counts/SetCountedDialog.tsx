import { useEffect } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ZStockCountLineSet, type TStockCountLineSet } from '../../../domain/schemas/stock-counts';
import { useSetCounted } from '../../api/stock-counts';
import { CountField } from '../../components/form/CountField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';

export interface LineToSet {
  inventoryId: string;
  name: string;
  upc: string;
  /** What is counted so far (none for an entry not counted yet). */
  counted?: number;
}

/** Types the counted quantity of one line, replacing what was scanned for it. */
export function SetCountedDialog({ countId, line, onClose }: { countId: string; line: LineToSet | null; onClose: () => void }) {
  const { t } = useTranslation();
  const setCounted = useSetCounted(countId);
  const form = useZodForm<{ counted: string }, TStockCountLineSet>(ZStockCountLineSet, { defaultValues: { counted: '' } });
  const { reset } = form;
  const { reset: resetMutation } = setCounted;

  useEffect(() => {
    if (line) {
      reset({ counted: line.counted === undefined ? '' : String(line.counted) });
      resetMutation();
    }
  }, [line, reset, resetMutation]);

  const onSubmit = async (values: TStockCountLineSet) => {
    if (!line) return;
    try {
      await setCounted.mutateAsync({ inventoryId: line.inventoryId, counted: values.counted });
      onClose();
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <Dialog show={line !== null} onHide={onClose} aria-labelledby="set-counted-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="set-counted-title">{t('stockCounts:setCounted.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {line && (
          <p className="mb-3">
            <span className="fw-semibold">{line.name}</span> <span className="text-body-secondary">UPC {line.upc}</span>
          </p>
        )}
        <ZodForm form={form} idPrefix="set-counted" onSubmit={onSubmit} serverError={setCounted.error} ariaLabel={t('stockCounts:setCounted.title')}>
          <CountField name="counted" label={t('stockCounts:setCounted.counted')} autoFocus hint={t('stockCounts:setCounted.hint')} min={0} />
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary">
              {t('stockCounts:setCounted.save')}
            </Button>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('stockCounts:setCounted.cancel')}
            </Button>
          </div>
        </ZodForm>
      </Modal.Body>
    </Dialog>
  );
}
