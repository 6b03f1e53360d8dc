import { useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MSG } from '../../../domain/messages';
import { ZInventoryAdd } from '../../../domain/schemas/inventory';
import { useAddInventory } from '../../api/inventory';
import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';
import { RequireRole, ShowFor } from '../../auth/guards';
import { firstIssue } from '../../components/form-errors';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';
import { EMPTY_ENTRY, EntryFields, type EntryValues } from './EntryFields';

/** The success alert shows this long before the list opens (spec section 9). */
const ADDED_NOTICE_MS = 1000;

function AddForm() {
  const navigate = useNavigate();
  const add = useAddInventory();
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<EntryValues>({ defaultValues: EMPTY_ENTRY });

  useEffect(() => {
    if (!added) return;
    const t = setTimeout(() => navigate('/inventory'), ADDED_NOTICE_MS);
    return () => clearTimeout(t);
  }, [added, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    add.reset();
    const parsed = ZInventoryAdd.safeParse(values);
    if (!parsed.success) {
      setProblem(firstIssue(parsed.error));
      return;
    }
    if (!window.confirm(MSG.confirmAddInventory)) return;
    try {
      await add.mutateAsync(values);
      reset(EMPTY_ENTRY);
      setAdded(true);
    } catch {
      // add.error holds the server's message for the alert.
    }
  });

  const listsEmpty = items.data?.length === 0 || manufacturers.data?.length === 0;

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Add Inventory Entry">
      {listsEmpty && (
        <Message variant="info">
          An entry needs an item and a manufacturer from your lists.{' '}
          <ShowFor role="admin">Add them in Settings first.</ShowFor>
        </Message>
      )}
      {added && <Message variant="success">Inventory Entry Added</Message>}
      {problem && <Message variant="danger">{problem}</Message>}
      <ErrorMessage error={add.error} />
      <fieldset disabled={formState.isSubmitting || added}>
        <EntryFields register={register} qtyLabel="Quantity" qtyMin={1} />
        <Button type="submit" variant="primary">
          Add Entry
        </Button>
      </fieldset>
    </Form>
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
