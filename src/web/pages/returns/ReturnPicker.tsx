import { useMemo } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormContext, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../../domain/currency';
import { PAYMENT_METHODS } from '../../../domain/payments';
import type { TPartialReturn } from '../../../domain/schemas/money';
import type { TReceipt } from '../../../domain/schemas/pos';
import { AmountField } from '../../components/form/AmountField';
import { CountField } from '../../components/form/CountField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useSession } from '../../auth/session';
import { say } from '../../i18n';
import '../../components/stacked-table.css';
import { methodsPhrase, refundChoiceName, splitLabel } from './method-names';
import { useCashRounding } from '../../components/useCashRounding';
import { previewRefund, refundAsPaidOn, unitsLeftOn } from './refund-preview';
import { REFUND_CHOICES, returnForm, returnFormDefaults, splitTypedMinor, unitsTyped, type ReturnFormValues } from './return-form';

type ReturnForm = UseFormReturn<ReturnFormValues, unknown, TPartialReturn>;

const lineName = (l: TReceipt['lines'][number]) => `${l.manufacturer} ${l.subname}`;

/** Each line: sold, already returned, left, and how many come back now (with "All" for the rest). */
function LinesToReturn({ receipt, form }: { receipt: TReceipt; form: ReturnForm }) {
  const { t } = useTranslation();
  const left = unitsLeftOn(receipt);
  return (
    <Table bordered size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">{t('returns:picker.caption', { barcode: receipt.barcode })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('returns:picker.item')}</th>
          <th scope="col" className="text-end">
            {t('returns:picker.sold')}
          </th>
          <th scope="col" className="text-end">
            {t('returns:picker.returned')}
          </th>
          <th scope="col" className="text-end">
            {t('returns:picker.left')}
          </th>
          <th scope="col">{t('returns:picker.returnNow')}</th>
        </tr>
      </thead>
      <tbody>
        {receipt.lines.map((l, i) => (
          <tr key={l.inventoryId} className={left[i] === 0 ? 'table-secondary' : undefined}>
            <td data-label={t('returns:picker.item')}>
              {lineName(l)}
              <div className="small text-body-secondary">{l.upc}</div>
            </td>
            <td data-label={t('returns:picker.sold')} className="text-end">
              {l.qty}
            </td>
            <td data-label={t('returns:picker.returned')} className="text-end">
              {l.returnedQty}
            </td>
            <td data-label={t('returns:picker.left')} className="text-end">
              {left[i]}
            </td>
            <td data-label={t('returns:picker.returnNow')}>
              {left[i] > 0 ? (
                <div className="d-flex gap-2 align-items-start">
                  <CountField name={`lines.${i}.qty`} label={t('returns:picker.returnNowOf', { item: lineName(l) })} hideLabel className="mb-0" inputClassName="form-control-sm" min={0} max={left[i]} placeholder="0" style={{ width: '5.5rem' }} />
                  <Button size="sm" variant="outline-secondary" aria-label={t('returns:picker.allLabel', { left: left[i], item: lineName(l) })} onClick={() => form.setValue(`lines.${i}.qty`, String(left[i]))}>
                    {t('returns:picker.all')}
                  </Button>
                </div>
              ) : (
                <span className="small text-body-secondary">{t('returns:picker.allReturned')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * As the sale was paid (saying how much goes back each way), or, for an admin, cash, card, other,
 * or split; a split asks for each method's part and says what is still to split.
 */
function RefundMethod({ receipt, refundMinor }: { receipt: TReceipt; refundMinor: number | null }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<ReturnFormValues>();
  const choice = useWatch({ control, name: 'refundBy' });
  const split = useWatch({ control, name: 'split' });
  const format = useBusinessFormat();
  const isAdmin = Boolean(useSession().user?.isAdmin);
  const { currency } = receipt;
  const money = (minor: number) => format.money(fromMinor(minor, currency), currency);
  const typed = splitTypedMinor(split, currency, format.readDecimal);
  const toSplit = refundMinor !== null && typed !== null ? refundMinor - typed : null;
  const rounding = useCashRounding(currency);
  const asPaid = refundMinor ? methodsPhrase(t, refundAsPaidOn(receipt, refundMinor, rounding).map((p) => ({ method: p.method, amount: money(p.amountMinor) }))) : null;
  // The server refuses anyone else a refund paid otherwise than the sale was.
  const choices = isAdmin ? REFUND_CHOICES : REFUND_CHOICES.filter((c) => c === 'paid');
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{t('returns:picker.refundBy')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {choices.map((c) => (
          <div className="form-check" key={c}>
            <input className="form-check-input" type="radio" id={`return-refund-${c}`} value={c} {...register('refundBy')} />
            <label className="form-check-label" htmlFor={`return-refund-${c}`}>
              {refundChoiceName(t, c)}
            </label>
          </div>
        ))}
      </div>
      {choice === 'paid' && (
        <p className="small mb-0 mt-1" aria-live="polite" data-testid="refund-as-paid">
          {asPaid ? t('returns:picker.asPaid', { methods: asPaid }) : null}
          {!isAdmin && <span className="d-block text-body-secondary">{t('returns:picker.adminOnly')}</span>}
        </p>
      )}
      {choice === 'split' && (
        <div className="row g-2 mt-1" style={{ maxWidth: '36rem' }}>
          {PAYMENT_METHODS.map((m) => (
            <AmountField key={m} name={`split.${m}`} label={splitLabel(t, m)} className="col-12 col-sm-4" />
          ))}
          <p className="small mb-0" aria-live="polite">
            {toSplit === null
              ? t('returns:picker.typeAmounts')
              : toSplit === 0
                ? t('returns:picker.splitAddsUp')
                : t('returns:picker.stillToSplit', { amount: money(toSplit) })}
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
  return problem ? <Message variant="danger">{say(problem)}</Message> : null;
}

/**
 * A partial return: pick lines and quantities, see the refund the server will give (the same rule,
 * src/domain/refunds.ts), choose how it is paid out, and confirm.
 */
export function ReturnPicker({ receipt, register, onReturn, serverError }: { receipt: TReceipt; register: string | null; onReturn: (body: TPartialReturn) => Promise<unknown>; serverError: unknown }) {
  const { t } = useTranslation();
  const schema = useMemo(() => returnForm(receipt, register), [receipt, register]);
  const form = useZodForm<ReturnFormValues, TPartialReturn>(schema, { defaultValues: returnFormDefaults(receipt) });
  const format = useBusinessFormat();
  const typedLines = useWatch({ control: form.control, name: 'lines' });
  const refundMinor = previewRefund(receipt, unitsTyped(typedLines));
  const money = (minor: number) => format.money(fromMinor(minor, receipt.currency), receipt.currency);

  return (
    <section aria-labelledby="return-some-heading">
      <h2 id="return-some-heading" className="h5">
        {t('returns:picker.title')}
      </h2>
      <p className="small text-body-secondary">{t('returns:picker.intro')}</p>
      <ZodForm form={form} idPrefix="return" onSubmit={onReturn} serverError={serverError} ariaLabel={t('returns:picker.formLabel')}>
        <WholeFormProblem />
        <LinesToReturn receipt={receipt} form={form} />
        <RefundMethod receipt={receipt} refundMinor={refundMinor} />
        <div className="d-flex flex-wrap align-items-center gap-3">
          <p className="mb-0 fs-4 fw-semibold" aria-live="polite" data-testid="refund-preview">
            {t('returns:picker.refund', { amount: refundMinor === null ? '—' : money(refundMinor) })}
          </p>
          <Button type="submit" variant="warning">
            {t('returns:picker.submit')}
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}
