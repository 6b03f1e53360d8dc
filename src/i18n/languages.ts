/**
 * The languages Stocktill speaks, and how one is picked: a person's own choice (Profile), else
 * their business's (Settings), else, before sign-in, the browser's; English when none of those is
 * one of ours. The same rules on the server (the language of an API answer) and in the web app.
 */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words: what the pickers show, whatever the screen's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', es: 'Español' };

export const LANGUAGE_MESSAGE = `must be one of ${LANGUAGES.join(', ')}`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag (`fr-CA` → `fr`), or null when it is not one of ours. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the preferred tags that is one of ours, else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The tags of an Accept-Language header, most wanted first (`fr-CA,fr;q=0.9,en;q=0.5`). Tags
 * with q=0 are refused by the caller and left out.
 */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      // A weight that is not a number makes the tag unreadable: it is left out.
      const q = weight === undefined ? 1 : /^q=[0-9.]+$/i.test(weight) ? Number(weight.slice(2)) : Number.NaN;
      return { tag: tag.trim(), q, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
