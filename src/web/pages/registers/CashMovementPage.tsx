import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MAX_CASH_REASON, type TShiftCashInput } from '../../../domain/schemas/money';
import { useMoveCash, useShift } from '../../api/registers';
import { RequireRole } from '../../auth/guards';
import { AmountField } from '../../components/form/AmountField';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { useFormMeta, ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { CASH_DIRECTIONS, cashMovementSchema, EMPTY_CASH_MOVEMENT, type CashMovementValues } from './cash-movement-form';
import { REGISTERS_PATH, shiftReportPath } from './paths';
import { ShiftSummary } from './ShiftSummary';
import './cash-forms.css';

function DirectionSwitch() {
  const { t } = useTranslation();
  const { register } = useFormContext<CashMovementValues>();
  const { idPrefix } = useFormMeta();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('registers:cash.direction')}</legend>
      {CASH_DIRECTIONS.map((d) => (
        <div className="form-check form-check-inline" key={d}>
          <input className="form-check-input" type="radio" id={`${idPrefix}-direction-${d}`} value={d} {...register('direction')} />
          <label className="form-check-label" htmlFor={`${idPrefix}-direction-${d}`}>
            {d === 'in' ? t('registers:cash.payIn') : t('registers:cash.payOut')}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function CashMovementForm({ shiftId, currency, onMoved }: { shiftId: string; currency: string; onMoved: (moved: TShiftCashInput, expectedCash: number) => void }) {
  const { t } = useTranslation();
  const move = useMoveCash(shiftId);
  const [schema] = useState(() => cashMovementSchema(currency));
  const form = useZodForm<CashMovementValues, TShiftCashInput>(schema, { defaultValues: EMPTY_CASH_MOVEMENT });

  const onSubmit = async (values: TShiftCashInput) => {
    try {
      const report = await move.mutateAsync(values);
      form.reset(EMPTY_CASH_MOVEMENT);
      onMoved(values, report.expectedCash);
    } catch {
      // The form's alert shows the server's reason (the shift was closed meanwhile, say).
    }
  };

  return (
    <ZodForm form={form} idPrefix="cash" onSubmit={onSubmit} serverError={move.error} ariaLabel={t('registers:cash.formLabel')} className="mb-4 cash-form">
      <DirectionSwitch />
      <AmountField name="amount" label={t('registers:cash.amount')} className="mb-3 cash-amount-field" hint={t('registers:cash.amountHint', { currency })} />
      <TextField name="reason" label={t('registers:cash.reason')} hint={t('registers:cash.reasonHint')} maxLength={MAX_CASH_REASON} autoComplete="off" className="mb-3" />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit">{t('registers:cash.save')}</Button>
        <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
          {t('registers:nav.backToRegisters')}
        </LinkButton>
      </div>
    </ZodForm>
  );
}

/** What the clerk reads once the cash is in or out: the amount, the reason, and what the drawer should now hold. */
function movedMessage(t: TFunction, moved: TShiftCashInput, amount: string, expected: string): string {
  const values = { amount, reason: moved.reason, expected };
  if (moved.amount > 0) return moved.reason ? t('registers:cash.paidInFor', values) : t('registers:cash.paidIn', values);
  return moved.reason ? t('registers:cash.paidOutFor', values) : t('registers:cash.paidOut', values);
}

function CashMovement() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shift = useShift(id);
  const format = useBusinessFormat();
  const [done, setDone] = useState<string | null>(null);

  if (shift.isPending) return <Loader />;
  if (shift.error) return <ErrorMessage error={shift.error} />;
  const r = shift.data;
  const money = (amount: number) => format.money(amount, r.currency);

  return (
    <>
      <h1 className="h3 mb-3">{t('registers:cash.title', { register: r.register.name })}</h1>
      {done && <Message variant="success">{done}</Message>}
      <ShiftSummary report={r} />
      {r.closedAt ? (
        <Message variant="info">
          {t('registers:cash.closed')}{' '}
          <LinkButton to={shiftReportPath(r._id)} variant="link" className="p-0 align-baseline">
            {t('registers:cash.seeZReport')}
          </LinkButton>
        </Message>
      ) : (
        <CashMovementForm
          shiftId={r._id}
          currency={r.currency}
          onMoved={(moved, expected) => setDone(movedMessage(t, moved, money(Math.abs(moved.amount)), money(expected)))}
        />
      )}
    </>
  );
}

/** /shifts/:id/cash: cash paid into or taken out of an open drawer (change brought in, a supplier paid), with its reason. */
export function CashMovementPage() {
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <CashMovement />
      </div>
    </RequireRole>
  );
}
