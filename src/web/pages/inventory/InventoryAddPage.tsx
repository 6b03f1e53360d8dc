import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'react-bootstrap';
import { MSG } from '../../../domain/messages';
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
import { ZEntryAddForm } from './entry-form';
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
  const format = useBusinessFormat();
  return (
    <>
      <p className="mb-2">
        <strong>
          {entry.manufacturer} {entry.subname}
        </strong>{' '}
        ({entry.item}): {entry.qty} on hand at {format.money(entry.price)}.
      </p>
      {newNames.item && <p className="mb-1">A new category, {entry.item}, will be added to your list.</p>}
      {newNames.manufacturer && <p className="mb-1">A new manufacturer, {entry.manufacturer}, will be added to your list.</p>}
    </>
  );
}

function AddForm() {
  const add = useAddInventory();
  // In-store barcodes and new list names are an admin's (their routes are admins'); staff pick from the lists.
  const isAdmin = hasRole(useSession().user, 'admin');
  const names = useEntryNames(isAdmin);
  const form = useZodForm<EntryValues, TInventoryAdd>(ZEntryAddForm, { defaultValues: EMPTY_ENTRY });
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
        notice={added && <Message variant="success">Inventory Entry Added</Message>}
        ariaLabel="Add Inventory Entry"
      >
        <EntryFields qtyMin={1} names={{ items: names.itemNames, manufacturers: names.manufacturerNames }} canCreateNames={isAdmin} canGenerateUpc={isAdmin} />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="primary" onClick={submitWith(false)}>
            Add Entry
          </Button>
          <Button type="submit" variant="outline-primary" onClick={submitWith(true)}>
            Add and add another
          </Button>
        </div>
      </ZodForm>
      <ConfirmDialog
        show={pending !== null}
        title={MSG.confirmAddInventory}
        confirmLabel="Yes, add it"
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
  return (
    <RequireRole role="user">
      <div className="container" style={{ maxWidth: '48rem' }}>
        <LinkButton to="/inventory" variant="light" className="mb-3">
          Go Back
        </LinkButton>
        <h1 className="h3 mb-3">Add Inventory Entry</h1>
        <AddForm />
      </div>
    </RequireRole>
  );
}
