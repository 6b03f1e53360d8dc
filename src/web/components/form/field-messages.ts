/** Where a form's messages show: the rules shared by its alert and its fields. */
import type { FieldErrors } from 'react-hook-form';
import { MSG } from '../../../domain/messages';
import { i18n } from '../../i18n';

/** The spec words a missing field for the whole form ("Please enter all fields"): said once, in the form's alert. */
const FORM_LEVEL_MESSAGES = new Set<string>([MSG.enterAllFields, MSG.fillInAllFields]);

export function isFormLevel(message: string | undefined): boolean {
  return message !== undefined && FORM_LEVEL_MESSAGES.has(message);
}

/**
 * A message as it shows beside its field. A sentence stands alone; a fragment such as "must be at
 * least 0.01" (the shared schemas' wording, which the server prefixes with the field) is said of
 * the field by its label. `message` is already in the app's language.
 */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? i18n.t('common:form.fieldProblem', { label, message }) : message;
}

/** The form's own problem, if any: the first form-level message among its fields' errors. */
export function formLevelMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    const message = typeof error?.message === 'string' ? error.message : undefined;
    if (isFormLevel(message)) return message;
  }
  return undefined;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
