/**
 * What the server says, in each language: the spec's messages, every refusal of the API and the
 * receipt's words. Imported, not read from disk, so the bundled server carries them.
 */
import type { Resource } from 'i18next';
import enErrors from './locales/en/errors.json';
import enReceipt from './locales/en/receipt.json';
import enSpec from './locales/en/spec.json';
import esErrors from './locales/es/errors.json';
import esReceipt from './locales/es/receipt.json';
import esSpec from './locales/es/spec.json';
import frErrors from './locales/fr/errors.json';
import frReceipt from './locales/fr/receipt.json';
import frSpec from './locales/fr/spec.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { createTranslator, englishIndex, isMessage, type Message } from './translator';

export const SERVER_NAMESPACES = ['spec', 'errors', 'receipt'] as const;

const resources: Resource = {
  en: { spec: enSpec, errors: enErrors, receipt: enReceipt },
  fr: { spec: frSpec, errors: frErrors, receipt: frReceipt },
  es: { spec: esSpec, errors: esErrors, receipt: esReceipt },
};

const translator = createTranslator(resources, 'errors');
const byEnglish = englishIndex(resources, SERVER_NAMESPACES);

/** A catalogue message in a language (English when the language lacks it). */
export function translate(language: Language, key: string, values?: Record<string, string | number>): string {
  return translator.t(key, { ...values, lng: language });
}

/**
 * A message as the caller should read it: a catalogue message in their language; plain English
 * found word for word in the catalogues, in their language too; any other text as it is.
 */
export function say(language: Language, text: string | Message): string {
  if (isMessage(text)) return translate(language, text.key, text.values);
  if (language === DEFAULT_LANGUAGE) return text;
  const key = byEnglish.get(text);
  return key ? translate(language, key) : text;
}
