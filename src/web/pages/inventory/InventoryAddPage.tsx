import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import type { TInventoryAdd } from '../../../domain/schemas/inventory';
import { useAddInventory } from '../../api/inventory';
import { hasRole, RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useNavigateLater } from '../../components/useNavigateLater';
import { entryAddForm } from './entry-form';
import { placeEntryProblem } from './entry-problems';
import { EMPTY_ENTRY, EntryFields, type EntryValues } from './EntryFields';
import { useEntryNames } from './useEntryNames';

/** The success alert shows this long before the list opens (spec section 9). */
const ADDED_NOTICE_MS = 1000;

/** The terminal with the product scanned onto the receipt. */
const sellPath = (upc: string) => `/pos?scan=${encodeURIComponent(upc)}`;

/** An entry checked and waiting for the spec's confirmation; `another` keeps the form open after it. */
interface PendingAdd {
  entry: TInventoryAdd;
  another: boolean;
}

/** What the confirmation says will be saved, new list names included. */
function PendingSummary({ entry, newNames }: { entry: TInventoryAdd; newNames: { item: boolean; manufacturer: boolean } }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <>
      <p className="mb-2">
        <Trans
          i18nKey="inventory:add.summary"
          values={{ name: `${entry.manufacturer} ${entry.subname}`, item: entry.item, qty: entry.qty, price: format.money(entry.price) }}
          components={{ b: <strong /> }}
        />
      </p>
      {newNames.item && <p className="mb-1">{t('inventory:add.newItem', { name: entry.item })}</p>}
      {newNames.manufacturer && <p className="mb-1">{t('inventory:add.newManufacturer', { name: entry.manufacturer })}</p>}
    </>
  );
}

function AddForm() {
  const { t } = useTranslation();
  const add = useAddInventory();
  // In-store barcodes and new list names are an admin's (their routes are admins'); staff pick from the lists.
  const isAdmin = hasRole(useSession().user, 'admin');
  const names = useEntryNames(isAdmin);
  const { currency } = useBusinessFormat();
  const schema = useMemo(() => entryAddForm(currency), [currency]);
  const form = useZodForm<EntryValues, TInventoryAdd>(schema, { defaultValues: EMPTY_ENTRY });
  const [pending, setPending] = useState<PendingAdd | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [added, setAdded] = useState<'list' | 'another' | null>(null);
  const wantsAnother = useRef(false);
  const focusUpcAfterDialog = useRef(false);
  // From the getting-started checklist the product goes straight onto the terminal's receipt.
  const sellNext = useSearchParams()[0].get('then') === 'sell';
  const [addedUpc, setAddedUpc] = useState('');
  useNavigateLater(added === 'list' ? (sellNext ? sellPath(addedUpc) : '/inventory') : null, ADDED_NOTICE_MS);

  const onSubmit = (entry: TInventoryAdd) => {
    setSaveError(null);
    setAdded(null);
    setPending({ entry, another: wantsAnother.current });
  };

  const onConfirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const listed = await names.settle(pending.entry);
      await add.mutateAsync({ ...pending.entry, ...listed });
      if (pending.another) {
        // The next product most often shares its category and manufacturer: those stay.
        form.reset({ ...EMPTY_ENTRY, ...listed });
        focusUpcAfterDialog.current = true;
        setAdded('another');
      } else {
        form.reset(EMPTY_ENTRY);
        setAddedUpc(pending.entry.upc);
        setAdded('list');
      }
    } catch (err) {
      if (!placeEntryProblem(form, err)) setSaveError(err);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  const submitWith = (another: boolean) => () => {
    wantsAnother.current = another;
  };

  return (
    <>
      <ZodForm
        form={form}
        idPrefix="entry"
        onSubmit={onSubmit}
        serverError={saveError}
        disabled={added === 'list'}
        notice={added && <Message variant="success">{t('inventory:add.added')}</Message>}
        ariaLabel={t('inventory:add.title')}
      >
        <EntryFields qtyMin={1} names={{ items: names.itemNames, manufacturers: names.manufacturerNames }} canCreateNames={isAdmin} canGenerateUpc={isAdmin} />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="primary" onClick={submitWith(false)}>
            {t('inventory:add.submit')}
          </Button>
          <Button type="submit" variant="outline-primary" onClick={submitWith(true)}>
            {t('inventory:add.another')}
          </Button>
        </div>
      </ZodForm>
      <ConfirmDialog
        show={pending !== null}
        title={t('spec:confirmAddInventory')}
        confirmLabel={t('inventory:add.confirm')}
        busy={saving}
        onConfirm={() => void onConfirm()}
        onClose={() => setPending(null)}
        onExited={() => {
          if (!focusUpcAfterDialog.current) return;
          focusUpcAfterDialog.current = false;
          form.setFocus('upc');
        }}
      >
        {pending && <PendingSummary entry={pending.entry} newNames={names.newNames(pending.entry)} />}
      </ConfirmDialog>
    </>
  );
}

/** /inventory/add: any signed-in user may add stock (spec section 6); the menu link is for admins. */
export function InventoryAddPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="user">
      <div className="container" style={{ maxWidth: '48rem' }}>
        <LinkButton to="/inventory" variant="light" className="mb-3">
          {t('inventory:back')}
        </LinkButton>
        <h1 className="h3 mb-3">{t('inventory:add.title')}</h1>
        <AddForm />
      </div>
    </RequireRole>
  );
}
