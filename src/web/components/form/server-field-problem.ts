/**
 * A server refusal of one field, said beside that field. The API answers a VALIDATION error with
 * the request field at fault and a message that starts with that field's key ("cost: must be at
 * least 0.01"); beside the field, under its own label, the key would only repeat an internal name.
 */
import { ApiError } from '../../api/http';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The message without its leading "<field>: ", when it has one. */
export function withoutFieldKey(field: string, message: string): string {
  const prefix = `${field}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/** The field the server refused and what it said of it, if `error` is such a refusal of one of the form's `fields`. */
export function serverFieldProblem(error: unknown, fields: readonly string[]): FieldProblem | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION' || !error.field || !fields.includes(error.field)) return null;
  return { field: error.field, message: withoutFieldKey(error.field, error.message) };
}
