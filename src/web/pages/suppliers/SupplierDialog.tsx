import { Button, Modal } from 'react-bootstrap';
import { Dialog } from '../../components/Dialog';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_PURCHASING_NOTE, MAX_SUPPLIER_NAME, ZSupplierInput, type TSupplier, type TSupplierInput } from '../../../domain/schemas/purchasing';
import { useAddSupplier, useUpdateSupplier } from '../../api/suppliers';
import { FormField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';

type SupplierValues = Record<'name' | 'contact' | 'email' | 'phone' | 'note', string>;

const valuesOf = (s?: TSupplier): SupplierValues => ({ name: s?.name ?? '', contact: s?.contact ?? '', email: s?.email ?? '', phone: s?.phone ?? '', note: s?.note ?? '' });

function NoteField() {
  const { t } = useTranslation();
  const { register } = useFormContext<SupplierValues>();
  return (
    <FormField name="note" label={t('suppliers:dialog.note')} hint={t('suppliers:dialog.noteHint')}>
      {(control, invalid) => <textarea className={`form-control${invalid ? ' is-invalid' : ''}`} rows={3} maxLength={MAX_PURCHASING_NOTE} {...control} {...register('note')} />}
    </FormField>
  );
}

/**
 * Adds a supplier, or edits `supplier` when given (admins). Checked with the schema the server
 * uses; a name the business already has comes back from the server and shows in the alert.
 */
export function SupplierDialog({ supplier, show, onClose, onSaved }: { supplier?: TSupplier; show: boolean; onClose: () => void; onSaved: (saved: TSupplier) => void }) {
  const { t } = useTranslation();
  const add = useAddSupplier();
  const update = useUpdateSupplier(supplier?._id ?? '');
  const save = supplier ? update : add;
  const form = useZodForm<SupplierValues, TSupplierInput>(ZSupplierInput, { defaultValues: valuesOf(supplier) });
  const title = supplier ? t('suppliers:dialog.editTitle') : t('suppliers:dialog.addTitle');

  const onSubmit = async (values: TSupplierInput) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <Dialog show={show} onHide={onClose} aria-labelledby="supplier-title">
      <Modal.Header closeButton>
        <Modal.Title id="supplier-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ZodForm form={form} idPrefix="supplier" onSubmit={onSubmit} serverError={save.error} ariaLabel={title}>
          <TextField name="name" label={t('suppliers:dialog.name')} autoComplete="off" maxLength={MAX_SUPPLIER_NAME} />
          <TextField name="contact" label={t('suppliers:dialog.contact')} autoComplete="off" maxLength={100} />
          <TextField name="email" label={t('suppliers:dialog.email')} type="email" autoComplete="off" maxLength={254} />
          <TextField name="phone" label={t('suppliers:dialog.phone')} type="tel" autoComplete="off" maxLength={40} />
          <NoteField />
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary">
              {t('suppliers:dialog.save')}
            </Button>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('suppliers:dialog.cancel')}
            </Button>
          </div>
        </ZodForm>
      </Modal.Body>
    </Dialog>
  );
}
