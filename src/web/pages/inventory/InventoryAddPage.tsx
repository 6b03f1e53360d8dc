import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { MSG } from '../../../domain/messages';
import { ZInventoryAdd, type TInventoryAdd } from '../../../domain/schemas/inventory';
import { useAddInventory } from '../../api/inventory';
import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';
import { hasRole, RequireRole, ShowFor } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Message } from '../../components/Message';
import { useNavigateLater } from '../../components/useNavigateLater';
import { EMPTY_ENTRY, EntryFields, type EntryValues } from './EntryFields';

/** The success alert shows this long before the list opens (spec section 9). */
const ADDED_NOTICE_MS = 1000;

/** Says what is missing when the business has no item categories or manufacturers to choose from. */
function ListsNotice() {
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  if (items.data?.length !== 0 && manufacturers.data?.length !== 0) return null;
  return (
    <Message variant="info">
      An entry needs an item and a manufacturer from your lists. <ShowFor role="admin">Add them in Settings first.</ShowFor>
    </Message>
  );
}

function AddForm() {
  const add = useAddInventory();
  const [added, setAdded] = useState(false);
  const form = useZodForm<EntryValues, TInventoryAdd>(ZInventoryAdd, { defaultValues: EMPTY_ENTRY });
  // In-store barcodes are an admin's to hand out (the barcode route is admins'); staff type the UPC.
  const isAdmin = hasRole(useSession().user, 'admin');
  useNavigateLater(added ? '/inventory' : null, ADDED_NOTICE_MS);

  const onSubmit = async (entry: TInventoryAdd) => {
    if (!window.confirm(MSG.confirmAddInventory)) return;
    try {
      await add.mutateAsync(entry);
      form.reset(EMPTY_ENTRY);
      setAdded(true);
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <>
      <ListsNotice />
      <ZodForm
        form={form}
        idPrefix="entry"
        onSubmit={onSubmit}
        serverError={add.error}
        disabled={added}
        notice={added && <Message variant="success">Inventory Entry Added</Message>}
        ariaLabel="Add Inventory Entry"
      >
        <EntryFields qtyLabel="Quantity" qtyMin={1} canGenerateUpc={isAdmin} />
        <Button type="submit" variant="primary">
          Add Entry
        </Button>
      </ZodForm>
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
