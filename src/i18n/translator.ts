/**
 * One i18next instance over a set of catalogues (`locales/<language>/<namespace>.json`), ready at
 * once: the server's (server-catalog.ts) and the web app's (web/i18n) are both made here, so both
 * read keys, plurals and `{{values}}` alike.
 */
import { createInstance, type i18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/** A message that is translated where it is shown: a catalogue key (`ns:key`) and its values. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export function message(key: string, values?: Record<string, string | number>): Message {
  return values ? { key, values } : { key };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
}

export function createTranslator(resources: Resource, defaultNS: string, options: { lng?: string; plugins?: Module[] } = {}): i18n {
  const instance = createInstance();
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  void instance.init({
    resources,
    lng: options.lng ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // 'fr-CA' reads the 'fr' catalogue.
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    // React escapes what it renders; the server's messages are JSON, never HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * Every catalogue's English texts that take no values, mapped to their keys: a message that
 * reaches the edge as plain English (a spec constant, a refusal worded once) is found by its
 * words and shown in the caller's language.
 */
export function englishIndex(resources: Resource, namespaces: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  const walk = (ns: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') {
      if (!node.includes('{{') && !index.has(node)) index.set(node, `${ns}:${prefix}`);
      return;
    }
    if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) walk(ns, prefix ? `${prefix}.${key}` : key, child);
    }
  };
  for (const ns of namespaces) walk(ns, '', resources[DEFAULT_LANGUAGE]?.[ns]);
  return index;
}
