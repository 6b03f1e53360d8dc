/**
 * What the server says, in each language: the spec's messages, every refusal of the API, the
 * API's other answers with words (`{ message }`), the receipt's words and its e-mails. Imported, not read from disk, so the bundled server carries them.
 */
import type { Resource } from 'i18next';
import enAnswers from './locales/en/answers.json';
import enErrors from './locales/en/errors.json';
import enMail from './locales/en/mail.json';
import enReceipt from './locales/en/receipt.json';
import enSpec from './locales/en/spec.json';
import esAnswers from './locales/es/answers.json';
import esErrors from './locales/es/errors.json';
import esMail from './locales/es/mail.json';
import esReceipt from './locales/es/receipt.json';
import esSpec from './locales/es/spec.json';
import frAnswers from './locales/fr/answers.json';
import frErrors from './locales/fr/errors.json';
import frMail from './locales/fr/mail.json';
import frReceipt from './locales/fr/receipt.json';
import frSpec from './locales/fr/spec.json';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { createTranslator, englishIndex, isMessage, type Message } from './translator';

export const SERVER_NAMESPACES = ['spec', 'errors', 'answers', 'receipt', 'mail'] as const;

const resources: Resource = {
  en: { spec: enSpec, errors: enErrors, answers: enAnswers, receipt: enReceipt, mail: enMail },
  fr: { spec: frSpec, errors: frErrors, answers: frAnswers, receipt: frReceipt, mail: frMail },
  es: { spec: esSpec, errors: esErrors, answers: esAnswers, receipt: esReceipt, mail: esMail },
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
