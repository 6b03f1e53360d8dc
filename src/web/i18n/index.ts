/**
 * The web app's words in each language: every catalogue under src/i18n/locales, bundled, so a
 * screen opened offline speaks the same language. Screens read them with react-i18next's
 * `useTranslation()` and full keys (`t('settings:region.title')`); code outside React with `i18n.t`.
 *
 * Which language: the person's own choice (Profile), else the business's (Settings), else the
 * browser's; the last one chosen is remembered so a reload opens in it at once (language.ts).
 */
import type { Resource, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createTranslator, englishIndex, isMessage, type Message } from '../../i18n/translator';
import { setRequestLanguage } from '../api/http';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { speakZod } from '../../i18n/zod-words';
import { initialLanguage } from './language';

const files = import.meta.glob<ResourceKey>(['../../i18n/locales/*/*.json', '!../../i18n/locales/*/mail.json'], { eager: true, import: 'default' });

function resourcesOf(catalogues: Record<string, ResourceKey>): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: catalogue };
  }
  return resources;
}

const resources = resourcesOf(files);

export const i18n = createTranslator(resources, 'common', { lng: initialLanguage(), plugins: [initReactI18next] });

const byEnglish = englishIndex(resources, Object.keys(resources.en ?? {}));

/**
 * A message in the app's language: a catalogue message (key and values); or English text that a
 * catalogue holds word for word (a validation rule's message from src/domain, a spec message);
 * any other text as it is (a server's answer, already in the caller's language).
 */
export function say(text: string | Message): string {
  if (isMessage(text)) return i18n.t(text.key, text.values);
  const key = byEnglish.get(text);
  return key ? i18n.t(key) : text;
}

/** What follows the app's language outside the catalogues: the API's answers and zod's own words. */
function follow(language: string) {
  setRequestLanguage(language);
  speakZod(isLanguage(language) ? language : DEFAULT_LANGUAGE);
}
follow(i18n.language);
i18n.on('languageChanged', follow);
