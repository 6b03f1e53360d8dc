import type { UseFormReturn } from 'react-hook-form';
import { serverFieldProblem } from '../../components/form/server-field-problem';
import { ENTRY_FIELDS } from './entry-form';
import type { EntryValues } from './EntryFields';
import { UnlistedNameError } from './useEntryNames';

/**
 * Puts a failed save's problem beside the field it is about (a name staff may not create, or a
 * field the server refused); true when it did, false when the form's alert should say it.
 */
export function placeEntryProblem<TParsed>(form: UseFormReturn<EntryValues, unknown, TParsed>, error: unknown): boolean {
  if (error instanceof UnlistedNameError) {
    form.setError(error.field, { type: 'server', message: error.message });
    return true;
  }
  const problem = serverFieldProblem(error, ENTRY_FIELDS);
  if (!problem) return false;
  form.setError(problem.field as keyof EntryValues, { type: 'server', message: problem.message }, { shouldFocus: true });
  return true;
}
