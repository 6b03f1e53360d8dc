import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from './NumberField';

/**
 * The count after an arrow key: one more or one less than what the box holds (blank is 0), kept
 * within min and max; null when the box holds something that is not a whole number.
 */
export function steppedCount(text: string, by: 1 | -1, { min, max }: { min?: number; max?: number }): string | null {
  const current = text.trim() === '' ? 0 : Number(text.trim());
  if (!Number.isInteger(current)) return null;
  const next = Math.min(Math.max(current + by, min ?? -Infinity), max ?? Infinity);
  return String(next);
}

/**
 * A count of units, read by the same rule as amounts (so 1,5 is refused as not whole, never taken
 * for 15 as a browser's number input would). The arrow keys still step it by one, within `min`
 * and `max`. `signed` where it may be below zero (a correction): a phone's number pad has no
 * minus sign, so that field gets the full keyboard.
 */
export function CountField({ signed = false, min, max, ...props }: Omit<NumberFieldProps, 'min' | 'max'> & { signed?: boolean; min?: number; max?: number }) {
  const { setValue } = useFormContext();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = steppedCount(event.currentTarget.value, event.key === 'ArrowUp' ? 1 : -1, { min, max });
    if (next === null) return;
    event.preventDefault();
    setValue(props.name, next, { shouldDirty: true });
  };
  return <NumberField {...props} inputMode={signed ? 'text' : 'numeric'} example="12" onKeyDown={onKeyDown} />;
}
