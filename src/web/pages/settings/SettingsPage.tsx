import { useEffect, type ChangeEvent } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { z } from 'zod';
import { MSG } from '../../../domain/messages';
import { ZItemAdd, ZManufacturerAdd } from '../../../domain/schemas/inventory';
import { ZSettingInput, type TSettingInput } from '../../../domain/schemas/settings';
import { useAddItem } from '../../api/items';
import { useAddManufacturer } from '../../api/manufacturers';
import { useSaveSettings, useSettings, type TSettingRow } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { CheckField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';
import { RegionSection } from './RegionSection';
import { TaxClassesSection } from './TaxClassesSection';

/** Settings' success messages show this long (spec section 9). */
const SAVED_NOTICE_MS = 1000;

type Notify = (message: string) => void;

interface AddNameProps {
  /** The payload's one field, which the schema checks: item or manufacturer. */
  name: 'item' | 'manufacturer';
  title: string;
  button: string;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  save: { mutateAsync: (name: string) => Promise<unknown>; error: unknown };
  notice: string;
  notify: Notify;
}

/** One name list's "Add New ..." section (items and manufacturers work alike). */
function AddNameSection({ name, title, button, schema, save, notice, notify }: AddNameProps) {
  const form = useZodForm<Record<string, string>, Record<string, unknown>>(schema, { defaultValues: { [name]: '' } });
  const onSubmit = async (added: Record<string, unknown>) => {
    try {
      await save.mutateAsync(String(added[name]));
      form.reset({ [name]: '' });
      notify(notice);
    } catch {
      // The form's alert shows the mutation's error.
    }
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <ZodForm form={form} idPrefix={`settings-${name}`} onSubmit={onSubmit} serverError={save.error}>
          <TextField name={name} label={title} labelClassName="h5" type="text" autoComplete="off" maxLength={100} />
          <Button type="submit">{button}</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}

/** The tax rate and currency, shown as saved and saved again (added the first time). */
function TaxSection({ current, notify }: { current: TSettingRow | null; notify: Notify }) {
  const save = useSaveSettings();
  const form = useZodForm<{ taxrate: string; currency: string; staffSeeCost: boolean; pricesIncludeTax: boolean }, TSettingInput>(ZSettingInput, {
    defaultValues: { taxrate: '', currency: '', staffSeeCost: false, pricesIncludeTax: false },
  });
  const { reset, setValue } = form;

  // Show what is saved, once it has loaded (and again after each save).
  useEffect(() => {
    if (current) reset({ taxrate: String(current.taxrate), currency: current.currency, staffSeeCost: current.staffSeeCost, pricesIncludeTax: current.pricesIncludeTax });
  }, [current, reset]);

  const onSubmit = async ({ taxrate, currency, staffSeeCost, pricesIncludeTax }: TSettingInput) => {
    try {
      await save.mutateAsync({ id: current?._id, taxrate, currency, staffSeeCost, pricesIncludeTax });
      notify(current ? MSG.taxUpdated : MSG.taxAdded);
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <ZodForm form={form} idPrefix="settings" onSubmit={onSubmit} serverError={save.error} ariaLabel="Tax rate and currency">
          <TextField name="taxrate" label="Set Tax Rate" labelClassName="h5" type="number" inputMode="decimal" min={0.01} step={0.01} placeholder="Percent, e.g. 13 or 7.25" />
          <TextField
            name="currency"
            label="Set currency"
            labelClassName="h5"
            type="text"
            autoComplete="off"
            maxLength={3}
            placeholder="e.g. CAD, USD, GBP"
            rules={{ onChange: (e: ChangeEvent<HTMLInputElement>) => setValue('currency', e.target.value.toUpperCase()) }}
          />
          {/* The cost policy's one switch (src/domain/cost-policy.ts): admins always see cost. */}
          <CheckField name="staffSeeCost" label="Staff may see cost prices (what you paid for your stock)" />
          {/* Tax added at the till (the spec's way) or contained in the shelf price (VAT): docs/money.md. */}
          <CheckField name="pricesIncludeTax" label="Prices include tax (the shelf price is what the customer pays)" />
          <Button type="submit">{current ? 'Update Tax and Currency' : 'Save Tax Rate and Currency'}</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}

function Settings() {
  const settings = useSettings();
  const addItem = useAddItem();
  const addManufacturer = useAddManufacturer();
  const [notice, notify] = useFlash(SAVED_NOTICE_MS);

  return (
    <div className="container" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">Settings</h1>
      {notice && <Message variant="success">{notice}</Message>}
      <AddNameSection name="item" title="Add New Item" button="Save Item" schema={ZItemAdd} save={addItem} notice={MSG.itemAdded} notify={notify} />
      <AddNameSection name="manufacturer" title="Add New Manufacturer" button="Save Manufacturer" schema={ZManufacturerAdd} save={addManufacturer} notice={MSG.manufacturerAdded} notify={notify} />
      {settings.isPending ? <Loader /> : settings.error ? <ErrorMessage error={settings.error} /> : <TaxSection current={settings.data ?? null} notify={notify} />}
      <RegionSection currency={settings.data?.currency ?? 'USD'} notify={notify} />
      <TaxClassesSection notify={notify} />
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
