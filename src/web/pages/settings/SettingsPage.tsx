import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZItemAdd, ZManufacturerAdd } from '../../../domain/schemas/inventory';
import { ZSettingInput, type TSettingInput } from '../../../domain/schemas/settings';
import { useAddItem, useAllItems } from '../../api/items';
import { useAddManufacturer, useAllManufacturers } from '../../api/manufacturers';
import { useSaveSettings, useSettings, type TSettingRow } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { AmountField } from '../../components/form/AmountField';
import { CheckField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';
import { ListedNames } from './ListedNames';
import { BusinessDetailsSection } from './BusinessDetailsSection';
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
  save: { mutateAsync: (name: string) => Promise<unknown>; error: unknown; reset: () => void };
  notice: string;
  notify: Notify;
  /** The list as it stands, shown under the box. */
  listed: { title: string; names: readonly string[]; path: string; isLoading: boolean };
  /** False once another section has been submitted since: its problems are no longer the news. */
  isSpeaking: boolean;
}

/** Clears a section's problems once another section has spoken, so a success never sits beside an old error. */
function useQuietWhenOthersSpeak(isSpeaking: boolean, clearErrors: () => void, resetSave: () => void) {
  useEffect(() => {
    if (isSpeaking) return;
    clearErrors();
    resetSave();
  }, [isSpeaking, clearErrors, resetSave]);
}

/** One name list's "Add New ..." section (items and manufacturers work alike), with the list itself. */
function AddNameSection({ name, title, button, schema, save, notice, notify, listed, isSpeaking }: AddNameProps) {
  const form = useZodForm<Record<string, string>, Record<string, unknown>>(schema, { defaultValues: { [name]: '' } });
  useQuietWhenOthersSpeak(isSpeaking, form.clearErrors, save.reset);
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
        <ListedNames title={listed.title} names={listed.names} listPath={listed.path} isLoading={listed.isLoading} />
      </Card.Body>
    </Card>
  );
}

/** The tax rate and currency, shown as saved and saved again (added the first time). */
function TaxSection({ current, notify, isSpeaking }: { current: TSettingRow | null; notify: Notify; isSpeaking: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const form = useZodForm<{ taxrate: string; currency: string; staffSeeCost: boolean; pricesIncludeTax: boolean }, TSettingInput>(ZSettingInput, {
    defaultValues: { taxrate: '', currency: '', staffSeeCost: false, pricesIncludeTax: false },
  });
  const { reset, setValue } = form;
  useQuietWhenOthersSpeak(isSpeaking, form.clearErrors, save.reset);

  // Show what is saved, once it has loaded (and again after each save).
  useEffect(() => {
    if (current) reset({ taxrate: String(current.taxrate), currency: current.currency, staffSeeCost: current.staffSeeCost, pricesIncludeTax: current.pricesIncludeTax });
  }, [current, reset]);

  const onSubmit = async ({ taxrate, currency, staffSeeCost, pricesIncludeTax }: TSettingInput) => {
    try {
      await save.mutateAsync({ id: current?._id, taxrate, currency, staffSeeCost, pricesIncludeTax });
      notify(current ? t('spec:taxUpdated') : t('spec:taxAdded'));
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <ZodForm form={form} idPrefix="settings" onSubmit={onSubmit} serverError={save.error} ariaLabel={t('settings:tax.formLabel')}>
          <AmountField name="taxrate" label={t('settings:tax.rate')} labelClassName="h5" placeholder={t('settings:tax.ratePlaceholder')} />
          <TextField
            name="currency"
            label={t('settings:tax.currency')}
            labelClassName="h5"
            type="text"
            autoComplete="off"
            maxLength={3}
            placeholder={t('settings:tax.currencyPlaceholder')}
            rules={{ onChange: (e: ChangeEvent<HTMLInputElement>) => setValue('currency', e.target.value.toUpperCase()) }}
          />
          {/* The cost policy's one switch (src/domain/cost-policy.ts): admins always see cost. */}
          <CheckField name="staffSeeCost" label={t('settings:tax.staffSeeCost')} />
          {/* Tax added at the till (the spec's way) or contained in the shelf price (VAT): docs/money.md. */}
          <CheckField name="pricesIncludeTax" label={t('settings:tax.pricesIncludeTax')} />
          <Button type="submit">{current ? t('settings:tax.update') : t('settings:tax.save')}</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}

function Settings() {
  const { t } = useTranslation();
  const settings = useSettings();
  const addItem = useAddItem();
  const addManufacturer = useAddManufacturer();
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  const [notice, flash] = useFlash(SAVED_NOTICE_MS);
  // The section submitted last: only it may show a problem. Each submit is counted, and a success
  // notice shows only while no later submit has begun, so it never sits beside a newer error.
  const [speaking, setSpeaking] = useState<string | null>(null);
  const submits = useRef(0);
  const [noticeOf, setNoticeOf] = useState(0);
  const [submitCount, setSubmitCount] = useState(0);
  const speakFrom = (section: string) => () => {
    submits.current += 1;
    setSubmitCount(submits.current);
    setSpeaking(section);
  };
  const notify = useCallback(
    (message: string) => {
      setNoticeOf(submits.current);
      flash(message);
    },
    [flash],
  );
  const isNoticeShown = notice !== null && noticeOf === submitCount;

  return (
    <div className="container" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">{t('settings:title')}</h1>
      {isNoticeShown && <Message variant="success">{notice}</Message>}
      <div onSubmitCapture={speakFrom('business')}>
        <BusinessDetailsSection notify={notify} />
      </div>
      <div onSubmitCapture={speakFrom('item')}>
        <AddNameSection
          name="item"
          title={t('settings:item.title')}
          button={t('settings:item.save')}
          schema={ZItemAdd}
          save={addItem}
          notice={t('spec:itemAdded')}
          notify={notify}
          isSpeaking={speaking === 'item'}
          listed={{ title: t('settings:item.listed'), names: (items.data ?? []).map((i) => i.item), path: '/items', isLoading: items.isPending }}
        />
      </div>
      <div onSubmitCapture={speakFrom('manufacturer')}>
        <AddNameSection
          name="manufacturer"
          title={t('settings:manufacturer.title')}
          button={t('settings:manufacturer.save')}
          schema={ZManufacturerAdd}
          save={addManufacturer}
          notice={t('spec:manufacturerAdded')}
          notify={notify}
          isSpeaking={speaking === 'manufacturer'}
          listed={{ title: t('settings:manufacturer.listed'), names: (manufacturers.data ?? []).map((m) => m.manufacturer), path: '/name', isLoading: manufacturers.isPending }}
        />
      </div>
      <div onSubmitCapture={speakFrom('tax')}>
        {settings.isPending ? <Loader /> : settings.error ? <ErrorMessage error={settings.error} /> : <TaxSection current={settings.data ?? null} notify={notify} isSpeaking={speaking === 'tax'} />}
      </div>
      <div onSubmitCapture={speakFrom('region')}>
        <RegionSection currency={settings.data?.currency ?? 'USD'} notify={notify} />
      </div>
      <div onSubmitCapture={speakFrom('taxClasses')}>
        <TaxClassesSection notify={notify} />
      </div>
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
