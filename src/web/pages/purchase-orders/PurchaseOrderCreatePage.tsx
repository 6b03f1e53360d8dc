import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fromCents } from '../../../domain/money';
import { MAX_PURCHASE_ORDER_LINES } from '../../../domain/purchasing';
import { MAX_PURCHASING_NOTE, ZPurchaseOrderInput, type TOrderableEntries, type TOrderableEntry, type TPurchaseOrderInput, type TSupplier } from '../../../domain/schemas/purchasing';
import { fetchLowStock, fetchOrderable, useCreatePurchaseOrder } from '../../api/purchase-orders';
import { useSettings } from '../../api/settings';
import { useSuppliers } from '../../api/suppliers';
import { RequireRole } from '../../auth/guards';
import { FormField, SelectField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message, type MessageVariant } from '../../components/Message';
import { addLowEntries, addUnit, draftTotalCents, EMPTY_DRAFT, type DraftLine, type DraftValues } from './order-draft';
import '../../components/stacked-table.css';
import { ScanBox } from './ScanBox';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { AmountField } from '../../components/form/AmountField';
import { counted } from '../../components/counted';

interface Notice {
  variant: MessageVariant;
  text: string;
}

/**
 * The supplier select. A shop with more suppliers than a page lists gets a box to narrow them; the
 * chosen supplier stays among the options whatever the box says.
 */
function SupplierPicker() {
  const [filter, setFilter] = useState('');
  const suppliers = useSuppliers({ page: 1, keyword: filter.trim() });
  const chosenId = useWatch<DraftValues, 'supplierId'>({ name: 'supplierId' });
  const seen = useRef(new Map<string, TSupplier>());
  for (const s of suppliers.data?.suppliers ?? []) seen.current.set(s._id, s);
  const chosen = seen.current.get(chosenId);
  const options = [...(suppliers.data?.suppliers ?? [])];
  if (chosen && !options.some((s) => s._id === chosen._id)) options.unshift(chosen);
  const needsFilter = filter !== '' || (suppliers.data ? suppliers.data.count > suppliers.data.suppliers.length : false);

  if (suppliers.isPending) return <Loader />;
  if (suppliers.data?.count === 0 && filter === '') {
    return (
      <Message variant="warning">
        Add a supplier first: <Link to="/suppliers">Suppliers</Link>
      </Message>
    );
  }
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-md-6">
        <SelectField name="supplierId" label="Supplier" className="mb-0">
          <option value="">Choose a supplier...</option>
          {options.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
              {s.contact ? ` (${s.contact})` : ''}
            </option>
          ))}
        </SelectField>
      </div>
      {needsFilter && (
        <div className="col-md-6">
          <label htmlFor="po-supplier-filter" className="form-label">
            Find a supplier
          </label>
          <input id="po-supplier-filter" type="search" className="form-control" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
        </div>
      )}
    </div>
  );
}

/** The draft's lines: quantity and cost per line, its amount, and a way to take it off. */
function LinesTable({ currency, onRemove }: { currency: string; onRemove: (index: number) => void }) {
  const { getValues } = useFormContext<DraftValues>();
  const format = useBusinessFormat();
  const lines = useWatch<DraftValues, 'lines'>({ name: 'lines' });
  const { errors } = useFormState<DraftValues>({ name: 'lines' });
  const total = draftTotalCents(lines);
  const listProblem = errors.lines?.message ?? errors.lines?.root?.message;
  // Enter in a quantity or cost (or a scanner typing into one by mistake) must not place the order.
  const holdEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
  };

  if (lines.length === 0) {
    return (
      <>
        {listProblem && <Message variant="danger">{`Lines: ${listProblem}`}</Message>}
        <Message variant="info">No lines yet: scan or search for entries above, or order what is low.</Message>
      </>
    );
  }
  return (
    <div onKeyDown={holdEnter}>
      <Table bordered responsive size="sm" className="align-middle stacked-table">
        <caption className="visually-hidden">Lines of the order</caption>
        <thead>
          <tr>
            <th>UPC</th>
            <th>Name</th>
            <th className="text-end">On hand</th>
            <th className="text-end">Low level</th>
            <th style={{ minWidth: '6rem' }}>Quantity</th>
            <th style={{ minWidth: '7rem' }}>Unit cost</th>
            <th className="text-end">Amount</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line: DraftLine, i: number) => {
            const amount = draftTotalCents([line]);
            return (
              <tr key={line.inventoryId}>
                <td data-label="UPC" className="text-nowrap">{line.upc}</td>
                <td data-label="Name">{line.name}</td>
                <td data-label="On hand" className="text-end">{line.onHand}</td>
                <td data-label="Low level" className="text-end">{line.lowinventory}</td>
                <td data-label="Quantity">
                  <TextField name={`lines.${i}.qty`} label={`Quantity of ${line.name}`} hideLabel className="mb-0" type="text" inputMode="numeric" autoComplete="off" />
                </td>
                <td data-label="Unit cost">
                  <AmountField name={`lines.${i}.cost`} label={`Unit cost of ${line.name}`} hideLabel className="mb-0" />
                </td>
                <td data-label="Amount" className="text-end text-nowrap">{amount === null ? '' : format.money(fromCents(amount), currency)}</td>
                <td>
                  <Button variant="outline-danger" size="sm" onClick={() => onRemove(getValues('lines').findIndex((l) => l.inventoryId === line.inventoryId))}>
                    Remove<span className="visually-hidden"> {line.name}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6} className="text-end stacked-hide">
              Total ({lines.length} {lines.length === 1 ? 'line' : 'lines'})
            </th>
            <td data-label={`Total (${lines.length} ${lines.length === 1 ? 'line' : 'lines'})`} className="text-end fw-semibold text-nowrap" data-testid="draft-total">
              {total === null ? '' : format.money(fromCents(total), currency)}
            </td>
            <td />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}

function NoteField() {
  const { register } = useFormContext<DraftValues>();
  return (
    <FormField name="note" label="Note for the supplier" hint="Printed on the order">
      {(control, invalid) => <textarea className={`form-control${invalid ? ' is-invalid' : ''}`} rows={2} maxLength={MAX_PURCHASING_NOTE} {...control} {...register('note')} />}
    </FormField>
  );
}

/** Search results to pick from when a search (not a scanned UPC) found entries. */
function Matches({ found, term, onPick }: { found: TOrderableEntries; term: string; onPick: (entry: TOrderableEntry) => void }) {
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-1">
        {found.count > found.entries.length ? `The first ${found.entries.length} of ${counted(found.count, 'entry', 'entries')} matching “${term}”` : `Entries matching “${term}”`}
      </p>
      <Table size="sm" hover responsive className="align-middle mb-0 stacked-table">
        <caption className="visually-hidden">Entries matching the search</caption>
        <thead>
          <tr>
            <th>UPC</th>
            <th>Name</th>
            <th>Manufacturer</th>
            <th className="text-end">On hand</th>
            <th>
              <span className="visually-hidden">Add</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {found.entries.map((e) => (
            <tr key={e.inventoryId}>
              <td data-label="UPC">{e.upc}</td>
              <td data-label="Name">{e.name}</td>
              <td data-label="Manufacturer">{e.manufacturer}</td>
              <td data-label="On hand" className="text-end">{e.onHand}</td>
              <td className="text-end">
                <Button size="sm" variant="outline-primary" onClick={() => onPick(e)}>
                  Add<span className="visually-hidden"> {e.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function CreateForm() {
  const navigate = useNavigate();
  const create = useCreatePurchaseOrder();
  const currency = useSettings().data?.currency ?? 'USD';
  const form = useZodForm<DraftValues, TPurchaseOrderInput>(ZPurchaseOrderInput, { defaultValues: EMPTY_DRAFT });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [matches, setMatches] = useState<{ term: string; found: TOrderableEntries } | null>(null);
  const [lookupError, setLookupError] = useState<unknown>(null);
  const [fillingLow, setFillingLow] = useState(false);

  const setLines = (lines: DraftLine[]) => form.setValue('lines', lines, { shouldDirty: true });

  const pick = (entry: TOrderableEntry): boolean => {
    const outcome = addUnit(form.getValues('lines'), entry);
    if (outcome.kind === 'full') {
      setNotice({ variant: 'warning', text: `An order has at most ${MAX_PURCHASE_ORDER_LINES} lines; place this one and start another` });
      return false;
    }
    setLines(outcome.lines);
    const qty = outcome.lines[outcome.index].qty;
    setNotice({ variant: 'success', text: `${entry.name} (${entry.upc}): ${qty} on the order` });
    return true;
  };

  const onScan = async (text: string): Promise<boolean> => {
    setLookupError(null);
    setMatches(null);
    try {
      const found = await fetchOrderable(text);
      const exact = found.entries.find((e) => e.upc === text);
      if (exact) return pick(exact);
      if (found.entries.length === 0) {
        setNotice({ variant: 'warning', text: `No inventory entry matches “${text}”` });
        return false;
      }
      setNotice(null);
      setMatches({ term: text, found });
      return true;
    } catch (err) {
      setLookupError(err);
      return false;
    }
  };

  const orderWhatIsLow = async () => {
    setLookupError(null);
    setFillingLow(true);
    try {
      const low = await fetchLowStock();
      const result = addLowEntries(form.getValues('lines'), low.entries);
      setLines(result.lines);
      const beyond = low.count - low.entries.length + result.left;
      if (low.count === 0) setNotice({ variant: 'info', text: 'Nothing is at or under its low level' });
      else if (result.added === 0 && beyond === 0) setNotice({ variant: 'info', text: 'Every low entry is on the order already' });
      else {
        const more = beyond > 0 ? `; ${beyond} more did not fit on one order` : '';
        setNotice({ variant: 'success', text: `Added ${result.added} ${result.added === 1 ? 'entry' : 'entries'} at or under the low level, each to twice that level${more}` });
      }
    } catch (err) {
      setLookupError(err);
    } finally {
      setFillingLow(false);
    }
  };

  const onSubmit = async (values: TPurchaseOrderInput) => {
    try {
      const order = await create.mutateAsync(values);
      navigate(`/purchase-orders/${encodeURIComponent(order._id)}`);
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <ZodForm form={form} idPrefix="po" onSubmit={onSubmit} serverError={create.error} ariaLabel="New purchase order">
      <SupplierPicker />
      <section aria-labelledby="po-add-heading" className="border rounded p-3 mb-3">
        <h2 id="po-add-heading" className="h6">
          Add lines
        </h2>
        <div className="row g-2 align-items-end">
          <div className="col-md-8">
            <ScanBox id="po-scan" label="Scan a UPC, or search by UPC, name or manufacturer" buttonLabel="Find" onScan={onScan} autoFocus />
          </div>
          <div className="col-md-4 mb-3">
            <Button variant="outline-secondary" className="w-100" onClick={() => void orderWhatIsLow()} disabled={fillingLow}>
              Order what is low
            </Button>
          </div>
        </div>
        <div aria-live="polite">{notice && <Message variant={notice.variant}>{notice.text}</Message>}</div>
        <ErrorMessage error={lookupError} />
        {matches && (
          <Matches
            {...matches}
            onPick={(e) => {
              if (pick(e)) setMatches(null);
            }}
          />
        )}
      </section>
      <LinesTable currency={currency} onRemove={(i) => setLines(form.getValues('lines').filter((_, j) => j !== i))} />
      <NoteField />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary">
          Place Order
        </Button>
        <LinkButton to="/purchase-orders" variant="outline-secondary">
          Cancel
        </LinkButton>
      </div>
    </ZodForm>
  );
}

/** /purchase-orders/new: an admin drafts an order by scanning, searching, or ordering what is low. */
export function PurchaseOrderCreatePage() {
  return (
    <RequireRole role="admin">
      <div className="container-fluid px-4" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/purchase-orders" variant="light" className="mb-3">
          Go Back
        </LinkButton>
        <h1 className="h3 mb-3">New Purchase Order</h1>
        <CreateForm />
      </div>
    </RequireRole>
  );
}
