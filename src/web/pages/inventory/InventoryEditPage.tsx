import { useMemo, useState } from 'react';
import { Button, Tab, Tabs } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TInventoryEntry, TInventoryUpdate } from '../../../domain/schemas/inventory';
import { useInventoryEntry, useUpdateInventory } from '../../api/inventory';
import { RequireRole } from '../../auth/guards';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useZodForm } from '../../components/form/useZodForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';
import { AdjustDialog } from '../stock/AdjustDialog';
import { EntryHistory } from '../stock/EntryHistory';
import { entryEditForm } from './entry-form';
import { placeEntryProblem } from './entry-problems';
import { EntryFields, type EntryValues } from './EntryFields';
import { useEntryNames } from './useEntryNames';

/** 'Inventory Updated' shows this long (spec section 9). */
const UPDATED_NOTICE_MS = 3000;

function valuesOf(e: TInventoryEntry): EntryValues {
  return {
    upc: e.upc,
    item: e.item,
    manufacturer: e.manufacturer,
    subname: e.subname,
    qty: '',
    lowinventory: String(e.lowinventory),
    // An admin edits here, and admins always see cost; blank would only ever mean it was withheld.
    cost: e.cost === undefined ? '' : e.cost.toFixed(2),
    price: e.price.toFixed(2),
  };
}

/** What the confirmation says the update will do. */
function PendingChanges({ entry, changes }: { entry: TInventoryEntry; changes: TInventoryUpdate }) {
  const name = `${changes.manufacturer} ${changes.subname}`;
  const values = { name, qty: Math.abs(changes.qty), now: entry.qty, after: entry.qty + changes.qty };
  const b = { b: <strong /> };
  return (
    <p className="mb-0">
      {changes.qty === 0 ? (
        <Trans i18nKey="inventory:edit.saveChanges" values={values} components={b} />
      ) : changes.qty > 0 ? (
        <Trans i18nKey="inventory:edit.saveAndAdd" values={values} components={b} />
      ) : (
        <Trans i18nKey="inventory:edit.saveAndTake" values={values} components={b} />
      )}
    </p>
  );
}

function EditForm({ entry }: { entry: TInventoryEntry }) {
  const { t } = useTranslation();
  const update = useUpdateInventory(entry._id);
  const names = useEntryNames(true);
  const [notice, flash] = useFlash(UPDATED_NOTICE_MS);
  const { currency } = useBusinessFormat();
  const schema = useMemo(() => entryEditForm(currency), [currency]);
  const form = useZodForm<EntryValues, TInventoryUpdate>(schema, { defaultValues: valuesOf(entry) });
  const [pending, setPending] = useState<TInventoryUpdate | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const onSubmit = (changes: TInventoryUpdate) => {
    setSaveError(null);
    setPending(changes);
  };

  // The spec confirms an edit before saving: asked here, in the page.
  const onConfirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const listed = await names.settle(pending);
      const saved = await update.mutateAsync({ ...pending, ...listed });
      // The added quantity is now part of what is on hand; the box starts empty again.
      form.reset(valuesOf(saved));
      flash(t('spec:inventoryUpdated'));
    } catch (err) {
      if (!placeEntryProblem(form, err)) setSaveError(err);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return (
    <>
      <ZodForm
        form={form}
        idPrefix="entry"
        onSubmit={onSubmit}
        serverError={saveError}
        notice={notice && <Message variant="success">{notice}</Message>}
        ariaLabel={t('inventory:edit.title')}
      >
        <EntryFields qtyLabel={t('inventory:edit.qtyLabel')} qtyHint={t('inventory:edit.qtyHint', { qty: entry.qty })} names={{ items: names.itemNames, manufacturers: names.manufacturerNames }} canCreateNames />
        <Button type="submit" variant="primary">
          {t('inventory:edit.update')}
        </Button>
      </ZodForm>
      <ConfirmDialog show={pending !== null} title={t('spec:confirmDelete')} confirmLabel={t('inventory:edit.confirm')} busy={saving} onConfirm={() => void onConfirm()} onClose={() => setPending(null)}>
        {pending && <PendingChanges entry={entry} changes={pending} />}
      </ConfirmDialog>
    </>
  );
}

type EntryTab = 'details' | 'history';

/** The entry's form and its stock history, side by side as tabs; `?tab=history` opens the history. */
function Edit() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: EntryTab = params.get('tab') === 'history' ? 'history' : 'details';
  const entry = useInventoryEntry(id);
  const [adjusting, setAdjusting] = useState(false);
  const [adjusted, flashAdjusted] = useFlash(UPDATED_NOTICE_MS);
  if (entry.isPending) return <Loader />;
  if (entry.error) return <ErrorMessage error={entry.error} />;
  const e = entry.data;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="me-auto">
          <Trans i18nKey="inventory:edit.onHand" values={{ qty: e.qty }} components={{ b: <strong /> }} />
        </span>
        <Button variant="outline-primary" onClick={() => setAdjusting(true)}>
          {t('inventory:edit.adjust')}
        </Button>
      </div>
      {adjusted && <Message variant="success">{adjusted}</Message>}
      <Tabs
        id="entry-tabs"
        activeKey={tab}
        onSelect={(key) => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true })}
        className="mb-3"
        mountOnEnter
        transition={false}
      >
        <Tab eventKey="details" title={t('inventory:edit.details')}>
          <EditForm key={e._id} entry={e} />
        </Tab>
        <Tab eventKey="history" title={t('inventory:edit.history')}>
          <EntryHistory inventoryId={e._id} />
        </Tab>
      </Tabs>
      <AdjustDialog
        inventoryId={e._id}
        onHand={e.qty}
        show={adjusting}
        onClose={() => setAdjusting(false)}
        onAdjusted={(qty) => {
          setAdjusting(false);
          flashAdjusted(t('inventory:edit.adjusted', { qty }));
        }}
      />
    </>
  );
}

/** /inventory/edit/{id} (also linked from the low-inventory report): admins edit an entry and receive stock. */
export function InventoryEditPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '48rem' }}>
        <LinkButton to="/inventory" variant="light" className="mb-3">
          {t('inventory:back')}
        </LinkButton>
        <h1 className="h3 mb-3">{t('inventory:edit.title')}</h1>
        <Edit />
      </div>
    </RequireRole>
  );
}
