import type { ClipboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBusinessFormat } from '../useBusinessFormat';

/** How long the field's text would be once `pasted` replaces its selection. */
export function lengthAfterPaste(value: string, selection: { start: number | null; end: number | null }, pasted: string): number {
  const start = selection.start ?? value.length;
  const end = selection.end ?? start;
  return value.length - (end - start) + pasted.length;
}

/**
 * A field with a `maxLength` stops at it, but a paste past it would be cut silently (a 5,000-character
 * name kept as its first 100): such a paste is refused instead, the field keeps what it held, and
 * the field says the limit and the pasted text's length.
 */
export function useRefuseLongPaste(name: string, max: number) {
  const { setError } = useFormContext();
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const length = lengthAfterPaste(input.value, { start: input.selectionStart, end: input.selectionEnd }, event.clipboardData.getData('text'));
    if (length <= max) return;
    event.preventDefault();
    setError(name, { type: 'maxLength', message: t('common:form.pasteTooLong', { max: format.number(max), length: format.number(length) }) });
  };
}
