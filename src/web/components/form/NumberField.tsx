import type { InputHTMLAttributes } from 'react';
import { useBusinessFormat } from '../useBusinessFormat';
import { TextField, type FieldProps } from './FormField';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type' | 'inputMode'>;

export type NumberFieldProps = FieldProps & InputProps & { inputClassName?: string };

/**
 * A number typed as the business writes it, read by the one shared rule (src/domain/typed-number.ts):
 * its decimal mark and thousands separators ("1.999,00" in fr-FR), a dot or a comma that cannot
 * separate thousands, the business's currency sign ("$12.00"). A text field, because a
 * browser's number input drops a comma it does not expect (24,99 became 2499) and takes the
 * browser's decimal mark, not the shop's. What is typed reaches the form's schema as the dot
 * decimal the API reads; text the rule refuses is handed on as typed, the schema's number check
 * refuses it, and the field says, in the app's language, what to type instead ("could be 1234 or 1.234").
 */
export function NumberField({ inputMode, example, ...props }: NumberFieldProps & { inputMode: 'decimal' | 'numeric' | 'text'; example?: string }) {
  const format = useBusinessFormat();
  const explainProblem = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const read = format.parseDecimal(value);
    if (read.ok) return undefined;
    // A count's example is a count ("such as 12"), not an amount.
    return example && read.message.key === 'amounts:notNumber' ? { ...read.message, values: { ...read.message.values, example } } : read.message;
  };
  return (
    <TextField
      {...props}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      rules={{ setValueAs: (v: unknown) => (typeof v === 'string' ? format.readDecimal(v) : v) }}
      explainProblem={explainProblem}
    />
  );
}
