import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { say } from '../../i18n';
import { ApiError } from '../../api/http';
import { errorText, Message } from '../Message';
import { formLevelMessage, hasFieldErrors } from './field-messages';

interface FormMeta {
  /** Prefix of the form's element ids: owner -> owner-fname. */
  idPrefix: string;
  /** The form's alert, which fields with a form-level problem point to. */
  alertId: string;
  /** The field the server refused the last submit for (a VALIDATION answer), if any. */
  serverField?: string;
}

const FormMetaContext = createContext<FormMeta>({ idPrefix: 'form', alertId: 'form-problem' });

export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext);
}

/** Gives fields their form (react-hook-form's context) and its ids; for a form that is not one element, such as a table row. */
export function FormScope<TValues extends FieldValues, TParsed>({ form, idPrefix, serverField, children }: { form: UseFormReturn<TValues, unknown, TParsed>; idPrefix: string; serverField?: string; children: ReactNode }) {
  return (
    <FormProvider {...form}>
      <FormMetaContext.Provider value={{ idPrefix, alertId: `${idPrefix}-problem`, serverField }}>{children}</FormMetaContext.Provider>
    </FormProvider>
  );
}

/**
 * The spec's red alert above a form: its form-level problem ("Please enter all fields"), else the
 * server's `message` from the last submit. Field problems show beside their fields instead.
 */
export function FormAlert({ serverError }: { serverError?: unknown }) {
  // Re-rendered when the language changes: the schemas' English messages are said in it (say).
  useTranslation();
  const { alertId } = useFormMeta();
  const { errors } = useFormState();
  const formLevel = formLevelMessage(errors);
  const problem = formLevel ? say(formLevel) : hasFieldErrors(errors) ? null : errorText(serverError);
  if (!problem) return null;
  return (
    <Message variant="danger" id={alertId}>
      {problem}
    </Message>
  );
}

export interface ZodFormProps<TValues extends FieldValues, TParsed> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  idPrefix: string;
  /** Gets the schema's parse of a valid form. */
  onSubmit: (values: TParsed) => unknown;
  /** The failure of the last submit (a mutation's error), shown in the alert. */
  serverError?: unknown;
  /** Keeps the fields disabled besides while submitting (e.g. once it has succeeded). */
  disabled?: boolean;
  /** Shown between the alert and the fields (success notices and the like). */
  notice?: ReactNode;
  /** false when the children place <FormAlert> themselves (inside a dialog's body). */
  alert?: boolean;
  ariaLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A form: its alert, then its fields in a fieldset disabled while the submit runs. When the server
 * refused a field (its message is in the alert), that field is marked too.
 */
export function ZodForm<TValues extends FieldValues, TParsed>({ form, idPrefix, onSubmit, serverError, disabled = false, notice, alert = true, ariaLabel, className, children }: ZodFormProps<TValues, TParsed>) {
  const serverField = serverError instanceof ApiError && serverError.code === 'VALIDATION' && !hasFieldErrors(form.formState.errors) ? serverError.field : undefined;
  return (
    <FormScope form={form} idPrefix={idPrefix} serverField={serverField}>
      {/* noValidate: the schema's messages, in the spec's order, replace the browser's bubbles. */}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={ariaLabel} className={className}>
        {alert && <FormAlert serverError={serverError} />}
        {notice}
        <fieldset disabled={form.formState.isSubmitting || disabled}>{children}</fieldset>
      </form>
    </FormScope>
  );
}
