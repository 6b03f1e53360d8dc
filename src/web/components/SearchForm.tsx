import { useEffect, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface SearchFieldOption<M extends string> {
  value: M;
  label: string;
}

/** What a search's answer may say: `true` when the term was used up (a scan went onto the receipt). */
export type SearchOutcome = boolean | void;

export interface SearchFormProps<M extends string> {
  /** Prefix of the form's element ids (inventory-search-term, inventory-search-mode-1, ...). */
  idPrefix: string;
  /** The box's label, read by assistive technology. */
  label: string;
  placeholder: string;
  /** Names the search landmark when a page could have more than one. */
  ariaLabel?: string;
  /** The term the current route searches for; the box follows the route (Back, paging). */
  term: string;
  /** Radios for the field searched, when the list offers a choice. */
  fields?: readonly SearchFieldOption<M>[];
  /** The route's field (the radio checked); the first option when the route names none. */
  field?: M;
  /**
   * Runs a search with the trimmed term (empty resets the list). When it answers `true` the term
   * was used up: the box empties, unless more has been typed meanwhile, and keeps focus.
   */
  onSearch: (term: string, field: M | undefined) => SearchOutcome | Promise<SearchOutcome>;
  /** Every change of the term or the field as it is typed or picked (search as you type, useSearchAsYouType). */
  onType?: (term: string, field: M | undefined) => void;
  /** Focus on load and on every new route, for a barcode scanner that types into the box. */
  autoFocus?: boolean;
  /** `search` gives the browser's clear button; a scanner's box stays plain text. */
  inputType?: 'search' | 'text';
  /** The on-screen keyboard a phone shows: digits for a barcode. */
  inputMode?: 'numeric' | 'text';
  maxWidth?: string;
  /** More buttons at the end of the box (a camera scanner's). */
  children?: ReactNode;
}

interface SearchValues {
  term: string;
  field: string;
}

/** The one search box of every list: a term, optionally the field radios, and Search. */
export function SearchForm<M extends string>({ idPrefix, label, placeholder, ariaLabel, term, fields, field, onSearch, onType, autoFocus = false, inputType = 'search', inputMode, maxWidth, children }: SearchFormProps<M>) {
  const { t } = useTranslation();
  const routeField = field ?? fields?.[0]?.value ?? '';
  const { register, handleSubmit, setFocus, getValues, setValue } = useForm<SearchValues>({ defaultValues: { term, field: routeField } });

  // A new route shows its own search. (setValue, not reset: reset drops the field refs, and focus would then go nowhere.)
  useEffect(() => {
    setValue('term', term);
    setValue('field', routeField);
    if (autoFocus) setFocus('term');
  }, [term, routeField, autoFocus, setValue, setFocus]);

  const typed = () => {
    const values = getValues();
    onType?.(values.term, fields?.find((f) => f.value === values.field)?.value);
  };

  const onSubmit = handleSubmit(async (values) => {
    const text = values.term.trim();
    const chosen = fields?.find((f) => f.value === values.field)?.value;
    if ((await onSearch(text, chosen)) === true) {
      // Clear only the term just used: the next scan may already be arriving in the box.
      if (getValues('term').trim() === text) setValue('term', '');
      setFocus('term');
    }
  });

  return (
    <Form onSubmit={onSubmit} role="search" aria-label={ariaLabel} className="mb-3">
      {/* Never disabled while searching: a scanner keeps typing and its keystrokes must not be lost. */}
      {fields && (
        <div className="d-flex flex-wrap gap-3 mb-2">
          {fields.map((f) => (
            <Form.Check key={f.value} inline type="radio" id={`${idPrefix}-mode-${f.value}`} label={f.label} value={f.value} {...register('field', { onChange: typed })} />
          ))}
        </div>
      )}
      <Form.Group controlId={`${idPrefix}-term`} style={maxWidth ? { maxWidth } : undefined}>
        <Form.Label visuallyHidden>{label}</Form.Label>
        <InputGroup>
          <Form.Control type={inputType} inputMode={inputMode} placeholder={placeholder} autoComplete="off" maxLength={100} {...register('term', { onChange: typed })} />
          <Button type="submit" variant="outline-primary">
            {t('common:actions.search')}
          </Button>
          {children}
        </InputGroup>
      </Form.Group>
    </Form>
  );
}
