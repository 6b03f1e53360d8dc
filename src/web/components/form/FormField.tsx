import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { get, useFormContext, useFormState, type FieldError, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../i18n/translator';
import { say } from '../../i18n';
import { fieldMessage, isFormLevel } from './field-messages';
import { useFormMeta } from './ZodForm';

/** What a field's control needs to be labelled and to say what is wrong with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The form value it edits. */
  name: string;
  label: string;
  /** Read by assistive technology only (a table cell's input, a search box). */
  hideLabel?: boolean;
  labelClassName?: string;
  /** Help under the control, also read with it. */
  hint?: ReactNode;
  /** The wrapper's classes: its spacing, or a grid column. */
  className?: string;
  /** Overrides the element id, `${idPrefix}-${name}` by default. */
  id?: string;
  /**
   * Says better than the schema what is wrong with the value the field holds (an amount typed
   * with a thousands separator: "could be 1234 or 1.234"), or undefined to keep the schema's words.
   */
  explainProblem?: (value: unknown) => string | Message | undefined;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * One labelled field and its problem. A problem of the field alone shows beside it; a form-level
 * one (a blank required field) or the server's refusal is said once in the form's alert, which the
 * field points to. Either way the control is marked invalid.
 */
export function FormField({ name, label, hideLabel, labelClassName, hint, className = 'mb-3', id, explainProblem, children }: FieldProps & { children: (control: ControlProps, invalid: boolean) => ReactNode }) {
  // The schemas' messages are English (src/domain): said in the app's language where a catalogue has them.
  useTranslation();
  const { idPrefix, alertId, serverField } = useFormMeta();
  const { getValues } = useFormContext();
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  const controlId = id ?? `${idPrefix}-${name}`;
  // Forms are checked on submit, so the value read here is the one that was refused.
  const ownProblem = message && !isFormLevel(message) ? (explainProblem?.(getValues(name)) ?? message) : undefined;
  const ownMessage = ownProblem && fieldMessage(label, say(ownProblem));
  // The alert speaks for it: a blank required field, or the field the server refused.
  const inAlert = isFormLevel(message) || (!message && serverField === name);
  const invalid = !!message || inAlert;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = ownMessage ? `${controlId}-error` : undefined;
  const describedBy = cx(inAlert && alertId, errorId, hintId) || undefined;
  return (
    <div className={className}>
      <label className={hideLabel ? 'visually-hidden' : cx('form-label', labelClassName)} htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy }, invalid)}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {ownMessage && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {ownMessage}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** A text, number, e-mail or password input registered with the form. */
export function TextField({ name, label, hideLabel, labelClassName, hint, className, id, explainProblem, plaintext = false, inputClassName, rules, ...input }: FieldProps & InputProps & { plaintext?: boolean; inputClassName?: string; rules?: RegisterOptions }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hideLabel={hideLabel} labelClassName={labelClassName} hint={hint} className={className} id={id} explainProblem={explainProblem}>
      {(control, invalid) => <input className={cx(plaintext ? 'form-control-plaintext' : 'form-control', invalid && 'is-invalid', inputClassName)} {...input} {...control} {...register(name, rules)} />}
    </FormField>
  );
}

/** A select registered with the form; `children` are its options. */
export function SelectField({ name, label, hideLabel, labelClassName, hint, className, id, children, ...select }: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hideLabel={hideLabel} labelClassName={labelClassName} hint={hint} className={className} id={id}>
      {(control, invalid) => (
        <select className={cx('form-select', invalid && 'is-invalid')} {...select} {...control} {...register(name)}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox registered with the form, its label beside it. */
export function CheckField({ name, label, className = 'mb-3', id }: Pick<FieldProps, 'name' | 'label' | 'className' | 'id'>) {
  const { register } = useFormContext();
  const { idPrefix } = useFormMeta();
  const controlId = id ?? `${idPrefix}-${name}`;
  return (
    <div className={cx('form-check', className)}>
      <input type="checkbox" className="form-check-input" id={controlId} {...register(name)} />
      <label className="form-check-label" htmlFor={controlId}>
        {label}
      </label>
    </div>
  );
}
