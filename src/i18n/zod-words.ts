/**
 * zod's own words for a value it refuses ("Too small: expected string to have >=1 characters"),
 * in each language: what a schema says when it gives no message of its own. Schemas' own messages
 * are in the catalogues; these are zod's, from its locales.
 */
import { z } from 'zod';
import { en, es, fr } from 'zod/locales';
import type { Language } from './languages';

const LOCALES = { en, fr, es } as const;

/** zod's configuration for a language: `z.config(zodLocale('fr'))` words every default message in French. */
export function zodLocale(language: Language): ReturnType<typeof en> {
  return LOCALES[language]();
}

type Issue = Parameters<NonNullable<ReturnType<typeof en>['localeError']>>[0];

function wordsOf(language: Language, issue: Issue): string | null {
  const said = zodLocale(language).localeError?.(issue);
  if (typeof said === 'string') return said;
  return said?.message ?? null;
}

/**
 * zod's default message for an issue in `language`, when `english` is zod's default English for it
 * (a schema's own message is never replaced); else null.
 */
export function zodDefaultIn(language: Language, issue: object, english: string): string | null {
  const whole = withInput(issue, english);
  if (wordsOf('en', whole) !== english) return null;
  return wordsOf(language, whole);
}

/** A value of each kind zod names in "received …", to word an issue that came without its input. */
const SAMPLES: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  undefined: undefined,
  null: null,
  array: [],
  object: {},
  nan: Number.NaN,
  date: new Date(0),
};

/**
 * Issues leave the value out (zod reports it only when asked), but "received string" needs it:
 * the English message says what kind it was, and a sample of that kind stands in for it.
 */
function withInput(issue: object, english: string): Issue {
  if ('input' in issue) return issue as Issue;
  const received = /received (\w+)$/.exec(english)?.[1];
  return (received !== undefined && received in SAMPLES ? { ...issue, input: SAMPLES[received] } : issue) as Issue;
}

/** Sets the words of every schema checked in this process (the browser: one person, one language). */
export function speakZod(language: Language) {
  z.config(zodLocale(language));
}
