/**
 * The refusals' catalogue (src/i18n/locales/<language>/errors.json): French and Spanish say all
 * that English says, with the same values, and every message the request schemas give is in it
 * (the error handler finds those by their English words).
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_COLUMN_LABELS, CATALOG_COLUMNS } from '../../domain/catalog';
import { decimalsRule, minorUnitIssue, minorUnitProblem } from '../../domain/currency';
import { PAYMENT_MESSAGES } from '../../domain/payments';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { say, translate } from '../../i18n/server-catalog';
import en from '../../i18n/locales/en/errors.json';
import es from '../../i18n/locales/es/errors.json';
import fr from '../../i18n/locales/fr/errors.json';
import enSpec from '../../i18n/locales/en/spec.json';
import { wordsOf } from '../errors';
import { decimalsMessage, fieldAmountMessage, type AmountSubject } from './amount-messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1]))].sort();

const catalogues: Record<Language, Map<string, string>> = { en: flatten(en), fr: flatten(fr), es: flatten(es) };

/**
 * Every message a zod schema carries of its own (`.min(1, 'Enter a barcode')`, `{ error: '…' }`):
 * the schema tree is walked through zod's definitions, and each custom error asked for its text.
 */
function schemaMessages(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const textOf = (error: unknown): unknown => {
    if (typeof error === 'string') return error;
    if (typeof error !== 'function') return undefined;
    try {
      const said: unknown = error({ code: 'custom', input: undefined });
      return typeof said === 'object' && said !== null && 'message' in said ? said.message : said;
    } catch {
      return undefined;
    }
  };
  const note = (text: unknown) => typeof text === 'string' && found.add(text);
  const walk = (schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema) || !('_zod' in schema)) return;
    seen.add(schema);
    const def = (schema._zod as { def?: Record<string, unknown> }).def;
    if (!def) return;
    note(textOf(def.error));
    for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? []) note(textOf(check._zod?.def?.error));
    for (const [key, value] of Object.entries(def)) {
      if (key === 'checks' || key === 'error') continue;
      if (Array.isArray(value)) value.forEach(walk);
      else if (key === 'shape' && typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
      else walk(value);
    }
  };
  const modules = import.meta.glob<Record<string, unknown>>('../../domain/schemas/*.ts', { eager: true });
  for (const mod of Object.values(modules)) Object.values(mod).forEach(walk);
  return found;
}

describe('the refusals catalogue', () => {
  it('has every English message in French and Spanish, with the same values, and each plural with its many form', () => {
    for (const language of ['fr', 'es'] as const) {
      const catalogue = catalogues[language];
      for (const [key, english] of catalogues.en) {
        const plural = /_(one|other)$/.exec(key);
        expect(catalogue.get(key), `${language} ${key}`).toBeTruthy();
        expect(placeholders(catalogue.get(key) ?? ''), `${language} ${key}`).toEqual(placeholders(english));
        if (plural?.[1] === 'other') expect(catalogue.get(key.replace(/_other$/, '_many')), `${language} ${key}`).toBe(catalogue.get(key));
      }
      const extra = [...catalogue.keys()].filter((key) => !catalogues.en.has(key) && !(key.endsWith('_many') && catalogues.en.has(key.replace(/_many$/, '_other'))));
      expect(extra, language).toEqual([]);
      for (const [key, text] of catalogue) expect(text === catalogues.en.get(key) && /[a-z]{4} [a-z]{4}/.test(text), `${language} ${key} left in English`).toBe(false);
    }
  });

  it('holds every message of the request schemas (or the spec holds it)', () => {
    const known = new Set([...catalogues.en.values(), ...flatten(enSpec).values()]);
    const messages = schemaMessages();
    expect(messages.size).toBeGreaterThan(100);
    expect([...messages].filter((m) => !known.has(m))).toEqual([]);
    // Found by their words and said in French and Spanish.
    for (const m of messages) for (const language of ['fr', 'es'] as const) expect(say(language, m), m).not.toBe(m);
  });

  it('holds the tender refusals, worded in the caller language', () => {
    for (const m of Object.values(PAYMENT_MESSAGES)) for (const language of LANGUAGES) expect(say(language, m) === m).toBe(language === 'en');
  });

  it('words an amount refusal exactly as src/domain/currency.ts does in English, for every currency', () => {
    const subjects: [AmountSubject, string][] = [
      ['shipping', 'Shipping'],
      ['price', 'A price'],
      ['payment', 'A payment amount'],
      ['refund', 'A refund amount'],
      ['float', 'The float'],
      ['amount', 'The amount'],
      ['counted', 'The counted cash'],
    ];
    for (const currency of Intl.supportedValuesOf('currency')) {
      for (const [subject, english] of subjects) expect(wordsOf(decimalsMessage(subject, currency), 'en')).toBe(`${english} ${decimalsRule(currency)}`);
      for (const amount of [0, 10_000_001, 1.2345, 150.5, Number.NaN, 12]) {
        const limits = { minMinor: 1, maxMinor: 1_000_000_000 };
        const issue = minorUnitIssue(amount, currency, limits);
        const problem = minorUnitProblem(amount, currency, limits);
        expect(issue ? wordsOf(fieldAmountMessage('price', issue), 'en') : null).toBe(problem ? `price: ${problem}` : null);
      }
    }
    expect(wordsOf(fieldAmountMessage('price', { kind: 'atLeast', min: 0.01 }), 'en')).toBe('price: must be at least 0.01');
    expect(wordsOf(fieldAmountMessage('lines.0.cost', { kind: 'whole', currency: 'JPY' }), 'en')).toBe('lines.0.cost: must be a whole amount (JPY has no decimals)');
    expect(wordsOf(decimalsMessage('shipping', 'JPY'), 'fr')).toBe('Les frais de livraison doivent être un montant entier (JPY n’a pas de décimales)');
    expect(wordsOf(decimalsMessage('price', 'KWD'), 'es')).toBe('Un precio debe tener como máximo 3 decimales');
  });

  it('names the import columns as the import screen does in English', () => {
    for (const column of CATALOG_COLUMNS) expect(translate('en', `errors:catalog.columns.${column}`)).toBe(CATALOG_COLUMN_LABELS[column]);
  });

  it('words plurals by count in each language', () => {
    const inUse = (language: Language, count: number) => translate(language, 'errors:lists.inUse', { name: 'Snacks', count });
    expect(inUse('en', 1)).toBe('Cannot delete "Snacks": 1 inventory entry uses it');
    expect(inUse('en', 3)).toBe('Cannot delete "Snacks": 3 inventory entries use it');
    expect(inUse('fr', 1)).toBe('Impossible de supprimer « Snacks » : 1 article du stock l’utilise');
    expect(inUse('fr', 3)).toBe('Impossible de supprimer « Snacks » : 3 articles du stock l’utilisent');
    expect(inUse('es', 1)).toBe('No se puede eliminar “Snacks”: 1 artículo del inventario lo usa');
    expect(inUse('es', 3)).toBe('No se puede eliminar “Snacks”: 3 artículos del inventario lo usan');
    expect(translate('en', 'errors:request.rateLimited.minute', { count: 15 })).toBe('Rate limit exceeded, retry in 15 minutes');
    expect(translate('en', 'errors:request.rateLimited.hour', { count: 1 })).toBe('Rate limit exceeded, retry in 1 hour');
    expect(translate('fr', 'errors:request.rateLimited.minute', { count: 15 })).toBe('Trop de requêtes, réessayez dans 15 minutes');
  });
});
