import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fromCents } from '../../../domain/money';
import { MAX_PURCHASE_ORDER_LINES } from '../../../domain/purchasing';
import { MAX_PURCHASING_NOTE, ZPurchaseOrderInput, type TOrderableEntries, type TOrderableEntry, type TPurchaseOrderInput, type TSupplier } from '../../../domain/schemas/purchasing';
import { fetchLowStock, fetchOrderable, useCreatePurchaseOrder, useOrderable } from '../../api/purchase-orders';
import { useSettings } from '../../api/settings';
import { useSuppliers } from '../../api/suppliers';
import { RequireRole } from '../../auth/guards';
import { CountField } from '../../components/form/CountField';
import { FormField, SelectField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message, type MessageVariant } from '../../components/Message';
import { addLowEntries, addUnit, draftTotalCents, EMPTY_DRAFT, type DraftLine, type DraftValues } from './order-draft';
import '../../components/stacked-table.css';
import { ScanBox } from './ScanBox';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useSearchAsYouType } from '../../components/useSearchAsYouType';
import { AmountField } from '../../components/form/AmountField';
import { say } from '../../i18n';

interface Notice {
  variant: MessageVariant;
  text: string;
}

/**
 * The supplier select. A shop with more suppliers than a page lists gets a box to narrow them; the
 * chosen supplier stays among the options whatever the box says.
 */
function SupplierPicker() {
  const { t } = useTranslation();
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
        <Trans i18nKey="purchasing:create.addSupplierFirst" components={{ suppliers: <Link to="/suppliers" className="alert-link" /> }} />
      </Message>
    );
  }
  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-md-6">
        <SelectField name="supplierId" label={t('purchasing:create.supplier')} className="mb-0">
          <option value="">{t('purchasing:create.chooseSupplier')}</option>
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
            {t('purchasing:create.findSupplier')}
          </label>
          <input id="po-supplier-filter" type="search" className="form-control" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
        </div>
      )}
    </div>
  );
}

/** The draft's lines: quantity and cost per line, its amount, and a way to take it off. */
function LinesTable({ currency, onRemove }: { currency: string; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
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
        {listProblem && <Message variant="danger">{t('purchasing:create.linesProblem', { problem: say(listProblem) })}</Message>}
        <Message variant="info">{t('purchasing:create.noLines')}</Message>
      </>
    );
  }
  return (
    <div onKeyDown={holdEnter}>
      <Table bordered responsive size="sm" className="align-middle stacked-table">
        <caption className="visually-hidden">{t('purchasing:create.linesCaption')}</caption>
        <thead>
          <tr>
            <th>UPC</th>
            <th>{t('purchasing:create.name')}</th>
            <th className="text-end">{t('purchasing:create.onHand')}</th>
            <th className="text-end">{t('purchasing:create.lowLevel')}</th>
            <th style={{ minWidth: '6rem' }}>{t('purchasing:create.quantity')}</th>
            <th style={{ minWidth: '7rem' }}>{t('purchasing:create.unitCost')}</th>
            <th className="text-end">{t('purchasing:create.amount')}</th>
            <th>
              <span className="visually-hidden">{t('purchasing:create.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line: DraftLine, i: number) => {
            const amount = draftTotalCents([line]);
            return (
              <tr key={line.inventoryId}>
                <td data-label="UPC" className="text-nowrap">{line.upc}</td>
                <td data-label={t('purchasing:create.name')}>{line.name}</td>
                <td data-label={t('purchasing:create.onHand')} className="text-end">{line.onHand}</td>
                <td data-label={t('purchasing:create.lowLevel')} className="text-end">{line.lowinventory}</td>
                <td data-label={t('purchasing:create.quantity')}>
                  <CountField name={`lines.${i}.qty`} label={t('purchasing:create.quantityOf', { name: line.name })} hideLabel className="mb-0" min={1} />
                </td>
                <td data-label={t('purchasing:create.unitCost')}>
                  <AmountField name={`lines.${i}.cost`} label={t('purchasing:create.unitCostOf', { name: line.name })} hideLabel className="mb-0" />
                </td>
                <td data-label={t('purchasing:create.amount')} className="text-end text-nowrap">{amount === null ? '' : format.money(fromCents(amount), currency)}</td>
                <td>
                  <Button variant="outline-danger" size="sm" onClick={() => onRemove(getValues('lines').findIndex((l) => l.inventoryId === line.inventoryId))}>
                    {t('purchasing:create.remove')}
                    <span className="visually-hidden"> {line.name}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6} className="text-end stacked-hide">
              {t('purchasing:create.total', { count: lines.length })}
            </th>
            <td data-label={t('purchasing:create.total', { count: lines.length })} className="text-end fw-semibold text-nowrap" data-testid="draft-total">
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
  const { t } = useTranslation();
  const { register } = useFormContext<DraftValues>();
  return (
    <FormField name="note" label={t('purchasing:create.note')} hint={t('purchasing:create.noteHint')}>
      {(control, invalid) => <textarea className={`form-control${invalid ? ' is-invalid' : ''}`} rows={2} maxLength={MAX_PURCHASING_NOTE} {...control} {...register('note')} />}
    </FormField>
  );
}

/** Search results to pick from when a search (not a scanned UPC) found entries. */
function Matches({ found, term, onPick }: { found: TOrderableEntries; term: string; onPick: (entry: TOrderableEntry) => void }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-1">
        {found.count > found.entries.length
          ? t('purchasing:create.firstMatches', { count: found.count, shown: found.entries.length, number: format.number(found.count), term })
          : t('purchasing:create.matches', { term })}
      </p>
      <Table size="sm" hover responsive className="align-middle mb-0 stacked-table">
        <caption className="visually-hidden">{t('purchasing:create.matchesCaption')}</caption>
        <thead>
          <tr>
            <th>UPC</th>
            <th>{t('purchasing:create.name')}</th>
            <th>{t('purchasing:create.manufacturer')}</th>
            <th className="text-end">{t('purchasing:create.onHand')}</th>
            <th>
              <span className="visually-hidden">{t('purchasing:create.add')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {found.entries.map((e) => (
            <tr key={e.inventoryId}>
              <td data-label="UPC">{e.upc}</td>
              <td data-label={t('purchasing:create.name')}>{e.name}</td>
              <td data-label={t('purchasing:create.manufacturer')}>{e.manufacturer}</td>
              <td data-label={t('purchasing:create.onHand')} className="text-end">{e.onHand}</td>
              <td className="text-end">
                <Button size="sm" variant="outline-primary" onClick={() => onPick(e)}>
                  {t('purchasing:create.add')}
                  <span className="visually-hidden"> {e.name}</span>
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePurchaseOrder();
  const currency = useSettings().data?.currency ?? 'USD';
  const form = useZodForm<DraftValues, TPurchaseOrderInput>(ZPurchaseOrderInput, { defaultValues: EMPTY_DRAFT });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [matches, setMatches] = useState<{ term: string; found: TOrderableEntries } | null>(null);
  const [lookupError, setLookupError] = useState<unknown>(null);
  const [fillingLow, setFillingLow] = useState(false);
  // What is typed into the scan box is searched as it is typed; Enter or a scan still adds an exact UPC.
  const typing = useSearchAsYouType({ text: '', mode: 'any' });
  const typedText = typing.typed ? typing.search.text : '';
  const typedFound = useOrderable(typedText);
  const typedMatches = !matches && typedText && typedFound.data ? { term: typedText, found: typedFound.data } : null;

  const setLines = (lines: DraftLine[]) => form.setValue('lines', lines, { shouldDirty: true });

  const pick = (entry: TOrderableEntry): boolean => {
    const outcome = addUnit(form.getValues('lines'), entry);
    if (outcome.kind === 'full') {
      setNotice({ variant: 'warning', text: t('purchasing:create.full', { max: MAX_PURCHASE_ORDER_LINES }) });
      return false;
    }
    setLines(outcome.lines);
    const qty = outcome.lines[outcome.index].qty;
    setNotice({ variant: 'success', text: t('purchasing:create.onOrder', { name: entry.name, upc: entry.upc, qty }) });
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
        setNotice({ variant: 'warning', text: t('purchasing:create.noMatch', { text }) });
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
      if (low.count === 0) setNotice({ variant: 'info', text: t('purchasing:create.nothingLow') });
      else if (result.added === 0 && beyond === 0) setNotice({ variant: 'info', text: t('purchasing:create.allLowOnOrder') });
      else {
        const more = beyond > 0 ? t('purchasing:create.notFitting', { count: beyond }) : '';
        setNotice({ variant: 'success', text: t('purchasing:create.addedLow', { count: result.added, more }) });
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
    <ZodForm form={form} idPrefix="po" onSubmit={onSubmit} serverError={create.error} ariaLabel={t('purchasing:create.formLabel')}>
      <SupplierPicker />
      <section aria-labelledby="po-add-heading" className="border rounded p-3 mb-3">
        <h2 id="po-add-heading" className="h6">
          {t('purchasing:create.addLines')}
        </h2>
        <div className="row g-2 align-items-end">
          <div className="col-md-8">
            <ScanBox
              id="po-scan"
              label={t('purchasing:create.scanLabel')}
              buttonLabel={t('purchasing:create.find')}
              onScan={onScan}
              onType={(text) => {
                // Typing again leaves the last search's matches for the new one's ('' is the box emptied by a scan used up).
                if (text.trim() !== '' && text.trim() !== matches?.term) setMatches(null);
                typing.onType({ text, mode: 'any' });
              }}
              autoFocus
            />
          </div>
          <div className="col-md-4 mb-3">
            <Button variant="outline-secondary" className="w-100" onClick={() => void orderWhatIsLow()} disabled={fillingLow}>
              {t('purchasing:create.orderLow')}
            </Button>
          </div>
        </div>
        <div aria-live="polite">{notice && <Message variant={notice.variant}>{notice.text}</Message>}</div>
        <ErrorMessage error={lookupError ?? (typedText ? typedFound.error : null)} />
        {typedMatches && typedMatches.found.entries.length === 0 && <Message variant="info">{t('purchasing:create.noMatch', { text: typedMatches.term })}</Message>}
        {typedMatches && typedMatches.found.entries.length > 0 && <Matches {...typedMatches} onPick={(e) => pick(e)} />}
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
          {t('purchasing:create.place')}
        </Button>
        <LinkButton to="/purchase-orders" variant="outline-secondary">
          {t('purchasing:create.cancel')}
        </LinkButton>
      </div>
    </ZodForm>
  );
}

/** /purchase-orders/new: an admin drafts an order by scanning, searching, or ordering what is low. */
export function PurchaseOrderCreatePage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="admin">
      <div className="container-fluid px-4" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/purchase-orders" variant="light" className="mb-3">
          {t('purchasing:back')}
        </LinkButton>
        <h1 className="h3 mb-3">{t('purchasing:create.title')}</h1>
        <CreateForm />
      </div>
    </RequireRole>
  );
}
