/**
 * Settings → Tax classes (admins): the business's named rates, one of them the default (shipping and
 * every category without a class of its own are taxed at it, and it is the tax rate above). Add one,
 * edit its name and rate, make it the default, delete one no category uses. A class may instead list
 * its named taxes (GST 5 % and QST 9.975 %), each charged on the price (or, compound, on the price
 * and the taxes before it). Categories pick their class on the Items screen.
 */
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { Badge, Button, Card, Modal, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { MAX_TAX_CLASS_NAME, MAX_TAX_NAME, MAX_TAXES, ZTaxClassInput, type TTaxClassInput } from '../../../domain/schemas/tax';
import { useAddTaxClass, useDeleteTaxClass, useTaxClasses, useUpdateTaxClass, type TTaxClass } from '../../api/tax-classes';
import { AmountField } from '../../components/form/AmountField';
import { CheckField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';

type TaxValues = { name: string; rate: string; compound: boolean };
type ClassValues = { name: string; rate: string; taxes: TaxValues[] };

/** The form sends its taxes when it lists some, else its one rate (the API takes either). */
const ZClassForm = z
  .record(z.string(), z.unknown())
  .transform(({ taxes, rate, ...rest }): Record<string, unknown> => (Array.isArray(taxes) && taxes.length > 0 ? { ...rest, taxes } : { ...rest, rate }))
  .pipe(ZTaxClassInput);

/** A class's own taxes, as its form edits them: none when it is one rate. */
function taxValuesOf(taxClass: TTaxClass, writeDecimal: (n: number) => string): TaxValues[] {
  const single = taxClass.taxes.length === 1 && taxClass.taxes[0].name === taxClass.name;
  return single ? [] : taxClass.taxes.map((x) => ({ name: x.name, rate: writeDecimal(x.rate), compound: x.compound }));
}

/** "GST 5 % + QST 9.975 %" for a class of named taxes; null for a class of one rate. */
function taxesInWords(taxClass: TTaxClass, rate: (n: number) => string): string | null {
  if (taxClass.taxes.length === 1 && taxClass.taxes[0].name === taxClass.name) return null;
  return taxClass.taxes.map((x) => `${x.name} ${rate(x.rate)} %`).join(' + ');
}

/** The class's taxes, each a row of name, rate and whether it is on the taxes before it. */
function TaxRows() {
  const { t } = useTranslation();
  const { control } = useFormContext<ClassValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taxes' });
  return (
    <fieldset className="mb-2">
      <legend className="h6 small mb-1">{t('settings:taxClasses.taxes')}</legend>
      {fields.length === 0 && <p className="small text-body-secondary mb-1">{t('settings:taxClasses.taxesHelp')}</p>}
      {fields.map((field, i) => (
        <div key={field.id} className="row g-2 align-items-start">
          <TextField name={`taxes.${i}.name`} label={t('settings:taxClasses.taxName', { n: i + 1 })} className="col-sm-4 mb-1" autoComplete="off" maxLength={MAX_TAX_NAME} placeholder={t('settings:taxClasses.taxNamePlaceholder')} />
          <AmountField name={`taxes.${i}.rate`} label={t('settings:taxClasses.taxRate', { n: i + 1 })} className="col-sm-3 mb-1" />
          <div className="col-sm-5 mb-1 d-flex flex-wrap align-items-center gap-2 pt-sm-4">
            {i > 0 && <CheckField name={`taxes.${i}.compound`} label={t('settings:taxClasses.compound')} className="mb-0" />}
            <Button size="sm" variant="outline-danger" onClick={() => remove(i)}>
              {t('settings:taxClasses.removeTax', { n: i + 1 })}
            </Button>
          </div>
        </div>
      ))}
      {fields.length < MAX_TAXES && (
        <Button size="sm" variant="outline-secondary" onClick={() => append({ name: '', rate: '', compound: false })}>
          {t('settings:taxClasses.addTax')}
        </Button>
      )}
    </fieldset>
  );
}

function ClassFields() {
  const { t } = useTranslation();
  const taxes = useFormContext<ClassValues>().watch('taxes');
  return (
    <>
      <div className="row g-2 align-items-start">
        <TextField name="name" label={t('settings:taxClasses.name')} className="col-sm-7 mb-2" autoComplete="off" maxLength={MAX_TAX_CLASS_NAME} placeholder={t('settings:taxClasses.namePlaceholder')} />
        {/* With taxes listed, the class's rate is their sum. */}
        {taxes.length === 0 && <AmountField name="rate" label={t('settings:taxClasses.rate')} className="col-sm-5 mb-2" placeholder={t('settings:taxClasses.ratePlaceholder')} />}
      </div>
      <TaxRows />
    </>
  );
}

/** Adds a class (not the default; make it so from its row). */
function AddClassForm({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation();
  const add = useAddTaxClass();
  const form = useZodForm<ClassValues, TTaxClassInput>(ZClassForm, { defaultValues: { name: '', rate: '', taxes: [] } });
  const onSubmit = async (values: TTaxClassInput) => {
    try {
      await add.mutateAsync(values);
      form.reset({ name: '', rate: '', taxes: [] });
      notify(t('settings:taxClasses.added'));
    } catch {
      // The form's alert shows the server's answer.
    }
  };
  return (
    <ZodForm form={form} idPrefix="tax-class-add" onSubmit={onSubmit} serverError={add.error} ariaLabel={t('settings:taxClasses.addTitle')}>
      <h3 className="h6">{t('settings:taxClasses.addTitle')}</h3>
      <ClassFields />
      <Button type="submit">{t('settings:taxClasses.add')}</Button>
    </ZodForm>
  );
}

/** Edits one class's name and rate. */
function EditClassDialog({ taxClass, onClose, notify }: { taxClass: TTaxClass; onClose: () => void; notify: (message: string) => void }) {
  const { t } = useTranslation();
  const update = useUpdateTaxClass();
  const format = useBusinessFormat();
  const form = useZodForm<ClassValues, TTaxClassInput>(ZClassForm, {
    defaultValues: { name: taxClass.name, rate: format.writeDecimal(taxClass.rate), taxes: taxValuesOf(taxClass, format.writeDecimal) },
  });
  const onSubmit = async (values: TTaxClassInput) => {
    try {
      await update.mutateAsync({ id: taxClass._id, ...values });
      notify(t('settings:taxClasses.updated'));
      onClose();
    } catch {
      // The form's alert shows the server's answer.
    }
  };
  return (
    <Dialog show onHide={onClose} aria-labelledby="tax-class-edit-title">
      <Modal.Header closeButton>
        <Modal.Title id="tax-class-edit-title">{t('settings:taxClasses.editTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ZodForm form={form} idPrefix="tax-class-edit" onSubmit={onSubmit} serverError={update.error} ariaLabel={t('settings:taxClasses.editTitle')}>
          <ClassFields />
          <div className="d-flex gap-2">
            <Button type="submit">{t('settings:taxClasses.save')}</Button>
            <Button variant="outline-secondary" onClick={onClose}>
              {t('settings:taxClasses.cancel')}
            </Button>
          </div>
        </ZodForm>
      </Modal.Body>
    </Dialog>
  );
}

function ClassRow({ taxClass, onEdit, notify }: { taxClass: TTaxClass; onEdit: () => void; notify: (message: string) => void }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const update = useUpdateTaxClass();
  const remove = useDeleteTaxClass();
  const { _id: id, name, rate, isDefault } = taxClass;
  return (
    <tr>
      <td>
        {name} {isDefault && <Badge bg="primary">{t('settings:taxClasses.default')}</Badge>}
        <ErrorMessage error={update.error ?? remove.error} />
      </td>
      <td className="text-end">
        {format.rate(rate)} %{taxesInWords(taxClass, format.rate) && <div className="small text-body-secondary">{taxesInWords(taxClass, format.rate)}</div>}
      </td>
      <td className="text-end">
        <div className="d-flex flex-wrap gap-1 justify-content-end">
          <Button size="sm" variant="outline-primary" onClick={onEdit}>
            {t('settings:taxClasses.edit')}<span className="visually-hidden"> {name}</span>
          </Button>
          {!isDefault && (
            <>
              <Button size="sm" variant="outline-secondary" disabled={update.isPending} onClick={() => update.mutate({ id, name, rate, isDefault: true }, { onSuccess: () => notify(t('settings:taxClasses.defaultChanged')) })}>
                {t('settings:taxClasses.makeDefault')}<span className="visually-hidden"> {name}</span>
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('spec:confirmDelete'))) remove.mutate(id, { onSuccess: () => notify(t('settings:taxClasses.removed')) });
                }}
              >
                {t('settings:taxClasses.delete')}<span className="visually-hidden"> {name}</span>
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

export function TaxClassesSection({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation();
  const classes = useTaxClasses();
  const [editing, setEditing] = useState<TTaxClass | null>(null);
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{t('settings:taxClasses.title')}</h2>
        <p className="small mb-2">
          {t('settings:taxClasses.intro')}
        </p>
        {classes.isPending ? (
          <Loader />
        ) : classes.error ? (
          <ErrorMessage error={classes.error} />
        ) : (
          <Table size="sm" responsive className="align-middle" aria-label={t('settings:taxClasses.title')}>
            <thead>
              <tr>
                <th>{t('settings:taxClasses.class')}</th>
                <th className="text-end">{t('settings:taxClasses.rateHeader')}</th>
                <th className="text-end">
                  <span className="visually-hidden">{t('settings:taxClasses.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {classes.data.map((c) => (
                <ClassRow key={c._id} taxClass={c} onEdit={() => setEditing(c)} notify={notify} />
              ))}
            </tbody>
          </Table>
        )}
        <AddClassForm notify={notify} />
        {editing && <EditClassDialog taxClass={editing} onClose={() => setEditing(null)} notify={notify} />}
      </Card.Body>
    </Card>
  );
}
