import type { TFunction } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Table } from 'react-bootstrap';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromMinor, minorDigits } from '../../../domain/currency';
import { ZShiftCloseInput, ZShiftOpenInput } from '../../../domain/schemas/money';
import { denominationsOf } from '../../../domain/shifts';
import { AmountField } from '../../components/form/AmountField';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { useFormMeta, ZodForm } from '../../components/form/ZodForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { say } from '../../i18n';
import { COUNT_MODES, currentTotalMinor, denominationLabel, drawerCountSchema, emptyDrawerCount, runningTotalMinor, type DrawerCount, type DrawerCountValues } from './drawer-count';
import './cash-forms.css';

/** What is counted: the float when a shift opens, the drawer when it closes. */
export type DrawerCountKind = 'float' | 'counted';

/** How the amount is named in a sentence, what is said when nothing is counted, and the total's label. */
function wordsOf(t: TFunction, kind: DrawerCountKind): { label: string; blank: string; total: string } {
  return kind === 'float'
    ? { label: t('registers:count.float.label'), blank: t('registers:count.float.blank'), total: t('registers:count.float.total') }
    : { label: t('registers:count.counted.label'), blank: t('registers:count.counted.blank'), total: t('registers:count.counted.total') };
}

/** Count by notes and coins, or type the total. */
function ModeSwitch() {
  const { t } = useTranslation();
  const { register } = useFormContext<DrawerCountValues>();
  const { idPrefix } = useFormMeta();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('registers:count.howToCount')}</legend>
      {COUNT_MODES.map((mode) => (
        <div className="form-check form-check-inline" key={mode}>
          <input className="form-check-input" type="radio" id={`${idPrefix}-mode-${mode}`} value={mode} {...register('mode')} />
          <label className="form-check-label" htmlFor={`${idPrefix}-mode-${mode}`}>
            {mode === 'count' ? t('registers:count.modeCount') : t('registers:count.modeTotal')}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** One row per note and coin: how many, and what they come to; the running total at the foot. */
function DenominationTable({ denominations, currency, totalLabel }: { denominations: readonly number[]; currency: string; totalLabel: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const counts = useWatch<DrawerCountValues, 'counts'>({ name: 'counts' });
  const money = (minor: number) => format.money(fromMinor(minor, currency), currency);
  return (
    <Table size="sm" className="align-middle drawer-count-table caption-top mb-3">
      <caption className="visually-hidden">{t('registers:count.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('registers:count.denomination')}</th>
          <th scope="col">{t('registers:count.count')}</th>
          <th scope="col" className="text-end">
            {t('registers:count.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {denominations.map((d, i) => {
          const label = denominationLabel(d, currency, format.locale);
          return (
            <tr key={d}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td>
                <TextField name={`counts.${i}`} label={t('registers:count.countOf', { denomination: label })} hideLabel className="mb-0" inputClassName="form-control-sm drawer-count-input" type="text" inputMode="numeric" autoComplete="off" />
              </td>
              <td className="text-end text-nowrap">{money(runningTotalMinor([d], [counts?.[i]]))}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="fw-bold">
          <th scope="row" colSpan={2}>
            {totalLabel}
          </th>
          <td className="text-end text-nowrap" aria-live="polite" data-testid="running-total">
            {money(runningTotalMinor(denominations, counts ?? []))}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

/** Typing the total after counting carries the count over, so switching loses nothing. */
function useCarryCountToTotal(denominations: readonly number[], currency: string) {
  const { getValues, setValue } = useFormContext<DrawerCountValues>();
  const format = useBusinessFormat();
  const mode = useWatch<DrawerCountValues, 'mode'>({ name: 'mode' });
  useEffect(() => {
    if (mode !== 'total' || getValues('total').trim() !== '') return;
    const counted = runningTotalMinor(denominations, getValues('counts'));
    if (counted > 0) setValue('total', format.writeDecimal(fromMinor(counted, currency)));
  }, [mode, denominations, currency, format, getValues, setValue]);
  return mode;
}

/** A problem with the counted total as a whole (too large), said under the table, since the total field is not on screen. */
function CountTotalProblem() {
  const { errors } = useFormState<DrawerCountValues>({ name: 'total' });
  const message = (get(errors, 'total') as FieldError | undefined)?.message;
  return message ? (
    <div className="invalid-feedback d-block mb-3" role="alert">
      {say(message)}
    </div>
  ) : null;
}

function CountFields({ denominations, currency, kind, aside }: { denominations: readonly number[]; currency: string; kind: DrawerCountKind; aside?: (currentMinor: number | null) => ReactNode }) {
  const { t } = useTranslation();
  const mode = useCarryCountToTotal(denominations, currency);
  const values = useWatch<DrawerCountValues>();
  const current = currentTotalMinor(values, denominations, currency);
  return (
    <>
      <ModeSwitch />
      {mode === 'total' ? (
        <AmountField name="total" label={wordsOf(t, kind).total} className="mb-3 cash-amount-field" hint={t('registers:count.totalHint', { currency })} />
      ) : (
        <>
          <DenominationTable denominations={denominations} currency={currency} totalLabel={wordsOf(t, kind).total} />
          <CountTotalProblem />
        </>
      )}
      {aside?.(current)}
    </>
  );
}

/**
 * Counting a drawer, by notes and coins with a running total or as one typed total, checked with
 * the API's schema of the amount. `aside` shows what the count means as it changes (over/short).
 */
export function DrawerCountForm({
  kind,
  currency,
  idPrefix,
  ariaLabel,
  submitLabel,
  serverError,
  onCounted,
  aside,
  children,
}: {
  kind: DrawerCountKind;
  currency: string;
  idPrefix: string;
  ariaLabel: string;
  submitLabel: string;
  serverError?: unknown;
  onCounted: (count: DrawerCount) => unknown;
  aside?: (currentMinor: number | null) => ReactNode;
  /** Buttons beside the submit one (a way back). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const denominations = useMemo(() => denominationsOf(currency, minorDigits(currency)), [currency]);
  const schema = useMemo(
    () =>
      drawerCountSchema({
        denominations,
        currency,
        amount: kind === 'float' ? ZShiftOpenInput.shape.float : ZShiftCloseInput.shape.counted,
        label: wordsOf(t, kind).label,
        blankMessage: wordsOf(t, kind).blank,
      }),
    [denominations, currency, kind, t],
  );
  const form = useZodForm<DrawerCountValues, DrawerCount>(schema, { defaultValues: emptyDrawerCount(denominations) });
  return (
    <ZodForm form={form} idPrefix={idPrefix} onSubmit={onCounted} serverError={serverError} ariaLabel={ariaLabel}>
      <CountFields denominations={denominations} currency={currency} kind={kind} aside={aside} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        {children}
      </div>
    </ZodForm>
  );
}
