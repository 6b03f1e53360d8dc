/**
 * The catalogues are complete: every namespace in every language, the same keys (with each
 * language's own plural forms), the same `{{values}}`, no empty text; and the spec's messages in
 * English word for word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { LANGUAGES, type Language } from './languages';

const LOCALES = path.join(import.meta.dirname, 'locales');

type Tree = { [key: string]: string | Tree };

function readCatalogue(language: Language, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
}

function namespacesOf(language: Language): string[] {
  return fs
    .readdirSync(path.join(LOCALES, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/** Every text of a catalogue by its dotted key. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural endings taken off, and the plural forms each one has. */
function pluralForms(keys: Iterable<string>): { plain: Set<string>; plurals: Map<string, Set<string>> } {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (!match) {
      plain.add(key);
      continue;
    }
    const base = key.slice(0, -match[0].length);
    plurals.set(base, (plurals.get(base) ?? new Set()).add(match[1]));
  }
  return { plain, plurals };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  const namespaces = namespacesOf('en');

  it('hold the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  it.each(namespaces)('%s: the same keys in every language, each with its plural forms, and no empty text', (namespace) => {
    const english = pluralForms(flatten(readCatalogue('en', namespace)).keys());
    for (const language of LANGUAGES) {
      const texts = flatten(readCatalogue(language, namespace));
      const { plain, plurals } = pluralForms(texts.keys());
      expect([...plain].sort(), `${language}/${namespace}.json`).toEqual([...english.plain].sort());
      expect([...plurals.keys()].sort(), `${language}/${namespace}.json plurals`).toEqual([...english.plurals.keys()].sort());
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((c) => c !== 'zero' && c !== 'two' && c !== 'few');
      for (const [base, forms] of plurals) {
        for (const form of needed) expect(forms.has(form), `${language}/${namespace}.json: ${base}_${form}`).toBe(true);
      }
      for (const [key, text] of texts) expect(text.trim(), `${language}/${namespace}.json: ${key}`).not.toBe('');
    }
  });

  it.each(namespaces)('%s: the same {{values}} in every language', (namespace) => {
    const english = flatten(readCatalogue('en', namespace));
    const base = (key: string) => key.replace(PLURAL, '');
    const valuesOf = (texts: Map<string, string>) => {
      const byBase = new Map<string, Set<string>>();
      for (const [key, text] of texts) for (const name of placeholders(text)) byBase.set(base(key), (byBase.get(base(key)) ?? new Set()).add(name));
      return byBase;
    };
    const expected = valuesOf(english);
    for (const language of LANGUAGES) {
      const actual = valuesOf(flatten(readCatalogue(language, namespace)));
      for (const key of new Set([...expected.keys(), ...actual.keys()])) {
        // A plural's `count` may be left out of a form ("un article" for one).
        const drop = (s?: Set<string>) => [...(s ?? [])].filter((n) => n !== 'count').sort();
        expect(drop(actual.get(key)), `${language}/${namespace}.json: ${key}`).toEqual(drop(expected.get(key)));
      }
    }
  });

  it('never name a Trans component after an HTML void element (`<link>Register</link>` renders no link)', () => {
    const VOID = /<(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/;
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        for (const [key, text] of flatten(readCatalogue(language, namespace))) expect(VOID.test(text), `${language}/${namespace}.json: ${key}`).toBe(false);
      }
    }
  });

  it('keep the spec’s messages word for word in English', () => {
    expect(readCatalogue('en', 'spec')).toEqual(MSG);
  });
});
