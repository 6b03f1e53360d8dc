import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
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
import { CASH_DIRECTION_LABELS, CASH_DIRECTIONS, cashMovementSchema, EMPTY_CASH_MOVEMENT, type CashMovementValues } from './cash-movement-form';
import { REGISTERS_PATH, shiftReportPath } from './paths';
import { ShiftSummary } from './ShiftSummary';
import './cash-forms.css';

function DirectionSwitch() {
  const { register } = useFormContext<CashMovementValues>();
  const { idPrefix } = useFormMeta();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Direction</legend>
      {CASH_DIRECTIONS.map((d) => (
        <div className="form-check form-check-inline" key={d}>
          <input className="form-check-input" type="radio" id={`${idPrefix}-direction-${d}`} value={d} {...register('direction')} />
          <label className="form-check-label" htmlFor={`${idPrefix}-direction-${d}`}>
            {CASH_DIRECTION_LABELS[d]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function CashMovementForm({ shiftId, currency, onMoved }: { shiftId: string; currency: string; onMoved: (moved: TShiftCashInput, expectedCash: number) => void }) {
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
    <ZodForm form={form} idPrefix="cash" onSubmit={onSubmit} serverError={move.error} ariaLabel="Pay in or out" className="mb-4 cash-form">
      <DirectionSwitch />
      <AmountField name="amount" label="Amount" className="mb-3 cash-amount-field" hint={`In ${currency}, without a sign`} />
      <TextField name="reason" label="Reason" hint="Required for a pay-out: what the cash was taken for" maxLength={MAX_CASH_REASON} autoComplete="off" className="mb-3" />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit">Save</Button>
        <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
          Back to registers
        </LinkButton>
      </div>
    </ZodForm>
  );
}

function CashMovement() {
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
      <h1 className="h3 mb-3">Pay in / out · {r.register.name}</h1>
      {done && <Message variant="success">{done}</Message>}
      <ShiftSummary report={r} />
      {r.closedAt ? (
        <Message variant="info">
          This shift is closed. <LinkButton to={shiftReportPath(r._id)} variant="link" className="p-0 align-baseline">See its Z report</LinkButton>
        </Message>
      ) : (
        <CashMovementForm
          shiftId={r._id}
          currency={r.currency}
          onMoved={(moved, expected) =>
            setDone(`${moved.amount > 0 ? 'Paid in' : 'Paid out'} ${money(Math.abs(moved.amount))}${moved.reason ? `: ${moved.reason}` : ''}. The drawer should now hold ${money(expected)}.`)
          }
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
