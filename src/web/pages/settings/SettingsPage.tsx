import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { MSG } from '../../../domain/messages';
import { ZItemAdd, ZManufacturerAdd } from '../../../domain/schemas/inventory';
import { ZSettingInput } from '../../../domain/schemas/settings';
import { useAddItem } from '../../api/items';
import { useAddManufacturer } from '../../api/manufacturers';
import { useSaveSettings, useSettings, type TSettingRow } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { firstIssue } from '../../components/form-errors';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';

/** Settings' success messages show this long (spec section 9). */
const SAVED_NOTICE_MS = 1000;

type Notify = (message: string) => void;

/** One name list's "Add New ..." section (items and manufacturers work alike). */
function AddNameSection({ id, title, button, onSave, validate, notice, notify }: { id: string; title: string; button: string; onSave: { mutateAsync: (name: string) => Promise<unknown>; error: unknown; reset: () => void }; validate: (name: string) => string | null; notice: string; notify: Notify }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({ defaultValues: { name: '' } });
  const onSubmit = handleSubmit(async ({ name }) => {
    setProblem(null);
    onSave.reset();
    const issue = validate(name);
    if (issue) {
      setProblem(issue);
      return;
    }
    try {
      await onSave.mutateAsync(name.trim());
      reset({ name: '' });
      notify(notice);
    } catch {
      // The mutation's error holds the server's message for the alert.
    }
  });
  return (
    <Card className="mb-4">
      <Card.Body>
        <Form onSubmit={onSubmit} noValidate>
          {problem && <Message variant="danger">{problem}</Message>}
          <ErrorMessage error={onSave.error} />
          <fieldset disabled={formState.isSubmitting}>
            <Form.Group controlId={id} className="mb-3">
              <Form.Label className="h5">{title}</Form.Label>
              <Form.Control type="text" autoComplete="off" maxLength={100} {...register('name')} />
            </Form.Group>
            <Button type="submit">{button}</Button>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}

function TaxSection({ current, notify }: { current: TSettingRow | null; notify: Notify }) {
  const save = useSaveSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, setValue, formState } = useForm({ defaultValues: { taxrate: '', currency: '' } });

  // Show what is saved, once it has loaded (and again after each save).
  useEffect(() => {
    if (current) reset({ taxrate: String(current.taxrate), currency: current.currency });
  }, [current, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    save.reset();
    const parsed = ZSettingInput.safeParse(values);
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    try {
      await save.mutateAsync({ id: current?._id, taxrate: parsed.data.taxrate, currency: parsed.data.currency });
      notify(current ? MSG.taxUpdated : MSG.taxAdded);
    } catch {
      // save.error holds the server's message for the alert.
    }
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        <Form onSubmit={onSubmit} noValidate aria-label="Tax rate and currency">
          {problem && <Message variant="danger">{problem}</Message>}
          <ErrorMessage error={save.error} />
          <fieldset disabled={formState.isSubmitting}>
            <Form.Group controlId="settings-taxrate" className="mb-3">
              <Form.Label className="h5">Set Tax Rate</Form.Label>
              <Form.Control type="number" inputMode="decimal" min={0.01} step={0.01} placeholder="Percent, e.g. 13 or 7.25" {...register('taxrate')} />
            </Form.Group>
            <Form.Group controlId="settings-currency" className="mb-3">
              <Form.Label className="h5">Set currency</Form.Label>
              <Form.Control
                type="text"
                autoComplete="off"
                maxLength={3}
                placeholder="e.g. CAD, USD, GBP"
                {...register('currency', { onChange: (e: ChangeEvent<HTMLInputElement>) => setValue('currency', e.target.value.toUpperCase()) })}
              />
            </Form.Group>
            <Button type="submit">{current ? 'Update Tax and Currency' : 'Save Tax Rate and Currency'}</Button>
          </fieldset>
        </Form>
      </Card.Body>
    </Card>
  );
}

function Settings() {
  const settings = useSettings();
  const addItem = useAddItem();
  const addManufacturer = useAddManufacturer();
  const [notice, notify] = useFlash(SAVED_NOTICE_MS);
  const issueOf = (schema: typeof ZItemAdd | typeof ZManufacturerAdd, body: object) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? null : firstIssue(parsed.error);
  };

  return (
    <div className="container" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">Settings</h1>
      {notice && <Message variant="success">{notice}</Message>}
      <AddNameSection id="settings-item" title="Add New Item" button="Save Item" onSave={addItem} validate={(item) => issueOf(ZItemAdd, { item })} notice={MSG.itemAdded} notify={notify} />
      <AddNameSection
        id="settings-manufacturer"
        title="Add New Manufacturer"
        button="Save Manufacturer"
        onSave={addManufacturer}
        validate={(manufacturer) => issueOf(ZManufacturerAdd, { manufacturer })}
        notice={MSG.manufacturerAdded}
        notify={notify}
      />
      {settings.isPending ? <Loader /> : settings.error ? <ErrorMessage error={settings.error} /> : <TaxSection current={settings.data ?? null} notify={notify} />}
    </div>
  );
}

/** /settings (admins): add item categories and manufacturers, set the tax rate and currency. */
export function SettingsPage() {
  return (
    <RequireRole role="admin">
      <Settings />
    </RequireRole>
  );
}
