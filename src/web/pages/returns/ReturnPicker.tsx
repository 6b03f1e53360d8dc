import { useMemo } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormContext, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { fromMinor } from '../../../domain/currency';
import { PAYMENT_METHODS } from '../../../domain/payments';
import type { TPartialReturn } from '../../../domain/schemas/money';
import type { TReceipt } from '../../../domain/schemas/pos';
import { AmountField } from '../../components/form/AmountField';
import { CountField } from '../../components/form/CountField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Message } from '../../components/Message';
import { PAYMENT_METHOD_NAMES } from '../../components/payment-method-names';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import '../../components/stacked-table.css';
import { previewRefund, unitsLeftOn } from './refund-preview';
import { REFUND_CHOICES, returnForm, returnFormDefaults, splitTypedMinor, unitsTyped, type RefundChoice, type ReturnFormValues } from './return-form';

type ReturnForm = UseFormReturn<ReturnFormValues, unknown, TPartialReturn>;

const CHOICE_NAMES: Record<RefundChoice, string> = { ...PAYMENT_METHOD_NAMES, split: 'Split' };

const lineName = (l: TReceipt['lines'][number]) => `${l.manufacturer} ${l.subname}`;

/** Each line: sold, already returned, left, and how many come back now (with "All" for the rest). */
function LinesToReturn({ receipt, form }: { receipt: TReceipt; form: ReturnForm }) {
  const left = unitsLeftOn(receipt);
  return (
    <Table bordered size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">Lines of receipt {receipt.barcode}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="text-end">
            Sold
          </th>
          <th scope="col" className="text-end">
            Returned
          </th>
          <th scope="col" className="text-end">
            Left
          </th>
          <th scope="col">Return now</th>
        </tr>
      </thead>
      <tbody>
        {receipt.lines.map((l, i) => (
          <tr key={l.inventoryId} className={left[i] === 0 ? 'table-secondary' : undefined}>
            <td data-label="Item">
              {lineName(l)}
              <div className="small text-body-secondary">{l.upc}</div>
            </td>
            <td data-label="Sold" className="text-end">
              {l.qty}
            </td>
            <td data-label="Returned" className="text-end">
              {l.returnedQty}
            </td>
            <td data-label="Left" className="text-end">
              {left[i]}
            </td>
            <td data-label="Return now">
              {left[i] > 0 ? (
                <div className="d-flex gap-2 align-items-start">
                  <CountField name={`lines.${i}.qty`} label={`Return now of ${lineName(l)}`} hideLabel className="mb-0" inputClassName="form-control-sm" min={0} max={left[i]} placeholder="0" style={{ width: '5.5rem' }} />
                  <Button size="sm" variant="outline-secondary" aria-label={`Return all ${left[i]} of ${lineName(l)}`} onClick={() => form.setValue(`lines.${i}.qty`, String(left[i]))}>
                    All
                  </Button>
                </div>
              ) : (
                <span className="small text-body-secondary">All returned</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Cash, card, other, or split; a split asks for each method's part and says what is still to split. */
function RefundMethod({ refundMinor, currency }: { refundMinor: number | null; currency: string }) {
  const { register, control } = useFormContext<ReturnFormValues>();
  const choice = useWatch({ control, name: 'refundBy' });
  const split = useWatch({ control, name: 'split' });
  const format = useBusinessFormat();
  const typed = splitTypedMinor(split, currency, format.readDecimal);
  const toSplit = refundMinor !== null && typed !== null ? refundMinor - typed : null;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Refund by</legend>
      <div className="d-flex flex-wrap gap-3">
        {REFUND_CHOICES.map((c) => (
          <div className="form-check" key={c}>
            <input className="form-check-input" type="radio" id={`return-refund-${c}`} value={c} {...register('refundBy')} />
            <label className="form-check-label" htmlFor={`return-refund-${c}`}>
              {CHOICE_NAMES[c]}
            </label>
          </div>
        ))}
      </div>
      {choice === 'split' && (
        <div className="row g-2 mt-1" style={{ maxWidth: '36rem' }}>
          {PAYMENT_METHODS.map((m) => (
            <AmountField key={m} name={`split.${m}`} label={`${PAYMENT_METHOD_NAMES[m]} refund`} className="col-12 col-sm-4" />
          ))}
          <p className="small mb-0" aria-live="polite">
            {toSplit === null ? 'Type amounts the currency can hold.' : toSplit === 0 ? 'The split adds up to the refund.' : `Still to split: ${format.money(fromMinor(toSplit, currency), currency)}`}
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** What the form as a whole refuses (nothing picked, a split that does not add up), said once. */
function WholeFormProblem() {
  const { errors } = useFormState<ReturnFormValues>();
  const problem = errors.lines?.root?.message ?? errors.lines?.message ?? errors.split?.message;
  return problem ? <Message variant="danger">{problem}</Message> : null;
}

/**
 * A partial return: pick lines and quantities, see the refund the server will give (the same rule,
 * src/domain/refunds.ts), choose how it is paid out, and confirm.
 */
export function ReturnPicker({ receipt, register, onReturn, serverError }: { receipt: TReceipt; register: string | null; onReturn: (body: TPartialReturn) => Promise<unknown>; serverError: unknown }) {
  const schema = useMemo(() => returnForm(receipt, register), [receipt, register]);
  const form = useZodForm<ReturnFormValues, TPartialReturn>(schema, { defaultValues: returnFormDefaults(receipt) });
  const format = useBusinessFormat();
  const typedLines = useWatch({ control: form.control, name: 'lines' });
  const refundMinor = previewRefund(receipt, unitsTyped(typedLines));
  const money = (minor: number) => format.money(fromMinor(minor, receipt.currency), receipt.currency);

  return (
    <section aria-labelledby="return-some-heading">
      <h2 id="return-some-heading" className="h5">
        Return some items
      </h2>
      <p className="small text-body-secondary">Accept Return takes back everything still to return, refunded in cash.</p>
      <ZodForm form={form} idPrefix="return" onSubmit={onReturn} serverError={serverError} ariaLabel="Return some items">
        <WholeFormProblem />
        <LinesToReturn receipt={receipt} form={form} />
        <RefundMethod refundMinor={refundMinor} currency={receipt.currency} />
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0 fs-4 fw-semibold" aria-live="polite" data-testid="refund-preview">
            Refund: {refundMinor === null ? '—' : money(refundMinor)}
          </p>
          <Button type="submit" variant="warning">
            Return and refund
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}
