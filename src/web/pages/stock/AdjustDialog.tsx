import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ADJUSTMENT_REASONS } from '../../../domain/ledger';
import { ZAdjustment, type TAdjustment } from '../../../domain/schemas/stock';
import { useAdjustStock } from '../../api/stock';
import { CountField } from '../../components/form/CountField';
import { SelectField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { useAdjustmentReasonLabels } from './reasons';

interface AdjustValues {
  delta: string;
  reason: string;
  note: string;
}

const DEFAULTS: AdjustValues = { delta: '', reason: 'damaged', note: '' };

/**
 * Adjust stock by hand (admins): units found (a positive change) or gone (a negative one), why,
 * and a note, required for "Other". Checked with the schema the server uses.
 */
export function AdjustDialog({ inventoryId, onHand, show, onClose, onAdjusted }: { inventoryId: string; onHand: number; show: boolean; onClose: () => void; onAdjusted: (qty: number) => void }) {
  const { t } = useTranslation();
  const reasonLabels = useAdjustmentReasonLabels();
  const adjust = useAdjustStock(inventoryId);
  const form = useZodForm<AdjustValues, TAdjustment>(ZAdjustment, { defaultValues: DEFAULTS });

  const onSubmit = async (values: TAdjustment) => {
    try {
      const result = await adjust.mutateAsync(values);
      form.reset(DEFAULTS);
      onAdjusted(result.entry.qty);
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <Dialog show={show} onHide={onClose} aria-labelledby="adjust-title">
      <Modal.Header closeButton>
        <Modal.Title id="adjust-title">{t('stock:adjust.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-3">{t('stock:adjust.onHand', { qty: onHand })}</p>
        <ZodForm form={form} idPrefix="adjust" onSubmit={onSubmit} serverError={adjust.error} ariaLabel={t('stock:adjust.title')}>
          <CountField name="delta" label={t('stock:adjust.delta')} signed />
          <SelectField name="reason" label={t('stock:adjust.reason')}>
            {ADJUSTMENT_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasonLabels[r]}
              </option>
            ))}
          </SelectField>
          <TextField name="note" label={t('stock:adjust.note')} hint={t('stock:adjust.noteHint')} maxLength={500} />
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary">
              {t('stock:adjust.save')}
            </Button>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('stock:adjust.cancel')}
            </Button>
          </div>
        </ZodForm>
      </Modal.Body>
    </Dialog>
  );
}
