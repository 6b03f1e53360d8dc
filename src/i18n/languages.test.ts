import { describe, expect, it } from 'vitest';
import { acceptedTags, isLanguage, languageOfTag, pickLanguage } from './languages';

describe('picking a language', () => {
  it('knows its three languages and the language of a regional tag', () => {
    expect(['en', 'fr', 'es', 'de', 'EN', ''].map(isLanguage)).toEqual([true, true, true, false, false, false]);
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('ES_mx')).toBe('es');
    expect(languageOfTag('de-DE')).toBeNull();
  });

  it('reads an Accept-Language header most wanted first, leaving out refused and wildcard tags', () => {
    expect(acceptedTags('de-DE,fr;q=0.8,es;q=0.9,en;q=0')).toEqual(['de-DE', 'es', 'fr']);
    expect(acceptedTags('*;q=0.5, fr-CA')).toEqual(['fr-CA']);
    expect(acceptedTags('fr;q=abc')).toEqual([]);
    expect(acceptedTags(undefined)).toEqual([]);
  });

  it('takes the first preferred language it speaks, else English', () => {
    expect(pickLanguage(acceptedTags('de-DE,es-MX;q=0.7,fr;q=0.5'))).toBe('es');
    expect(pickLanguage(['ja-JP', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
