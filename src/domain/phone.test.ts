import { describe, expect, it } from 'vitest';
import { formatPhone, phoneCountryOf } from './phone';

describe('phone numbers on receipts', () => {
  it('are written as the business’s country writes them, however they were stored', () => {
    expect(formatPhone('+15145550134', { country: 'Canada' })).toBe('(514) 555-0134');
    expect(formatPhone('514 555 0134', { country: 'Canada' })).toBe('(514) 555-0134');
    expect(formatPhone('+33142685300', { country: 'France' })).toBe('01 42 68 53 00');
    expect(formatPhone('01.42.68.53.00', { country: 'france' })).toBe('01 42 68 53 00');
    expect(formatPhone('+442079460958', { country: 'UK' })).toBe('020 7946 0958');
    expect(formatPhone('+34912345678', { country: 'España' })).toBe('912 34 56 78');
  });

  it('are written in international form when they are another country’s', () => {
    expect(formatPhone('+33142685300', { country: 'Canada' })).toBe('+33 1 42 68 53 00');
    // The same calling code, another country: a Montreal shop's New York number.
    expect(formatPhone('+12125550134', { country: 'Canada' })).toBe('+1 212 555 0134');
    expect(formatPhone('+15145550134', { country: 'France' })).toBe('+1 514 555 0134');
  });

  it('take the country from the locale when the typed country is not known', () => {
    expect(phoneCountryOf('Québec', 'fr-CA')).toBe('CA');
    expect(formatPhone('+15145550134', { country: 'Québec', locale: 'fr-CA' })).toBe('(514) 555-0134');
    expect(formatPhone('+15145550134', { country: 'JP' })).toBe('+1 514 555 0134');
    // Neither says: international form, which any customer can dial.
    expect(phoneCountryOf('Atlantis', 'en')).toBeUndefined();
    expect(formatPhone('+15145550134', { country: 'Atlantis', locale: 'en' })).toBe('+1 514 555 0134');
    expect(formatPhone('+15145550134', { country: '', locale: 'not a locale' })).toBe('+1 514 555 0134');
  });

  it('print what is not a valid number as it was typed', () => {
    expect(formatPhone('  ', { country: 'Canada' })).toBe('');
    expect(formatPhone('Ask for Marie', { country: 'Canada' })).toBe('Ask for Marie');
    expect(formatPhone('555-0134', { country: 'Canada' })).toBe('555-0134');
    expect(formatPhone(' 514 555 0134 ', { country: 'Atlantis' })).toBe('514 555 0134');
  });
});
