import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/FormField';
import { useRefuseLongPaste } from '../../components/form/paste-limit';
import { optionsFor, optionText, type NameOption } from './name-choice';

/** A category's or manufacturer's longest name, as the shared schema allows. */
const MAX_NAME = 100;

interface NameComboboxProps {
  /** The form value it edits: item or manufacturer. */
  name: 'item' | 'manufacturer';
  label: string;
  names: readonly string[];
  /** Admins may create a name here; staff choose from the list. */
  canCreate: boolean;
  className?: string;
}

/**
 * A category or manufacturer, typed or chosen (the ARIA combobox pattern: arrows move through the
 * list, Enter takes the option, Escape closes it). A name not listed yet is offered as
 * "Create 'X'"; the form creates it when the entry is saved, so nobody leaves the form to
 * add it first.
 */
export function NameCombobox({ name, label, names, canCreate, className }: NameComboboxProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const options = optionsFor(names, value, canCreate);
  const isShown = isOpen && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  const onPaste = useRefuseLongPaste(name, MAX_NAME);

  const choose = (option: NameOption) => {
    field.onChange(option.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter' && isShown && active >= 0) {
      // Takes the option instead of submitting the form.
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && isShown) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const hint = canCreate ? t('inventory:names.hint') : undefined;
  return (
    <FormField name={name} label={label} className={className} hint={hint}>
      {(controlProps, invalid) => (
        <div className="position-relative">
          <input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            value={value}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            type="text"
            role="combobox"
            autoComplete="off"
            maxLength={MAX_NAME}
            onPaste={onPaste}
            aria-autocomplete="list"
            aria-expanded={isShown}
            aria-controls={listId}
            aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
            onChange={(e) => {
              field.onChange(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              field.onBlur();
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t('inventory:names.suggestions')} className={`dropdown-menu w-100 shadow-sm${isShown ? ' show' : ''}`} style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            {options.map((option, i) => (
              <li
                key={`${option.kind}:${option.name}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`dropdown-item${i === active ? ' active' : ''}${option.kind === 'create' ? ' fw-semibold' : ''}${option.kind === 'create' && i !== active ? ' text-primary' : ''}`}
                style={{ cursor: 'pointer' }}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {optionText(option)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormField>
  );
}
