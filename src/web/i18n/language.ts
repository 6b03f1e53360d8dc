/**
 * Which language the web app speaks: the signed-in person's choice, else their business's; before
 * sign-in, the one last used on this device, else the browser's. English when none is ours.
 */
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '../../i18n/languages';

/** The language last shown on this device: a reload opens in it before the server is asked. */
export const LANGUAGE_KEY = 'stocktillLanguage';

export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

export function rememberedLanguage(): Language | null {
  try {
    const kept = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the next reload starts in the browser's language until the server answers.
  }
}

export function initialLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage();
}

/** The language a signed-in person sees: theirs, else the business's (null until known). */
export function sessionLanguage(own: string | null | undefined, business: string | null | undefined): Language | null {
  if (isLanguage(own)) return own;
  if (isLanguage(business)) return business;
  return null;
}
