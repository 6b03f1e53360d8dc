import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/languages';
import { SelectField } from './FormField';

/**
 * A language picked from the three Stocktill speaks, each named in its own words. With
 * `inheritLabel`, a first choice of none: "the business's language" (a person's Profile).
 */
export function LanguageField({ name = 'language', label, hint, inheritLabel }: { name?: string; label?: string; hint?: ReactNode; inheritLabel?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField name={name} label={label ?? t('common:language.label')} hint={hint}>
      {inheritLabel !== undefined && <option value="">{inheritLabel}</option>}
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </SelectField>
  );
}
