import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, SUGGESTED_LOCALES, timeZoneNames } from '../../../domain/region';
import { TextField } from './FormField';
import { useFormMeta } from './ZodForm';

/** The zone this browser is set to, when it is one a business may pick; else UTC. */
export function browserTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? DEFAULT_TIME_ZONE;
}

/**
 * A time zone typed or picked from the list of zones (a datalist: the browser filters it as one
 * types, so "Paris" or "Toronto" finds the zone).
 */
export function TimeZoneField({ name = 'timeZone', label, hint, className }: { name?: string; label?: string; hint?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const { idPrefix } = useFormMeta();
  const listId = `${idPrefix}-${name}-zones`;
  const zones = useMemo(() => timeZoneNames(), []);
  return (
    <>
      <TextField name={name} label={label ?? t('common:timeZone.label')} hint={hint} className={className} type="text" list={listId} autoComplete="off" spellCheck={false} maxLength={64} required />
      <datalist id={listId}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  );
}

const localeName = (tag: string) => {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/** A locale typed or picked from the suggested ones, each named in its own language. */
export function LocaleField({ name = 'locale', label, hint, className }: { name?: string; label?: string; hint?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const { idPrefix } = useFormMeta();
  const listId = `${idPrefix}-${name}-locales`;
  return (
    <>
      <TextField name={name} label={label ?? t('common:locale.label')} hint={hint} className={className} type="text" list={listId} autoComplete="off" spellCheck={false} maxLength={35} required />
      <datalist id={listId}>
        {SUGGESTED_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {localeName(tag)}
          </option>
        ))}
      </datalist>
    </>
  );
}
