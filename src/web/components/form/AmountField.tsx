import type { InputHTMLAttributes } from 'react';
import { useBusinessFormat } from '../useBusinessFormat';
import { TextField, type FieldProps } from './FormField';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type' | 'inputMode'>;

/**
 * An amount (money, a percent) typed as the business writes it: its decimal mark (24,99 in fr-FR)
 * or a dot. A text field, since a number input takes the browser's mark, not the shop's. What is
 * typed reaches the form's shared schema as the dot decimal the API reads (readDecimal in
 * src/domain/formats.ts); text it cannot read that way, such as 1.234,50, is handed on as it is
 * and refused by the schema's number check, never read as another number.
 */
export function AmountField({ inputClassName, ...props }: FieldProps & InputProps & { inputClassName?: string }) {
  const format = useBusinessFormat();
  return (
    <TextField
      {...props}
      inputClassName={inputClassName}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      rules={{ setValueAs: (v: unknown) => (typeof v === 'string' ? format.readDecimal(v) : v) }}
    />
  );
}
