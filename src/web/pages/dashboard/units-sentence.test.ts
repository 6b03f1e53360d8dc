import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';

/** The Total Inventory card's sentence, as the dashboard asks for it. */
const sentence = (language: string, count: number) => i18n.getFixedT(language)('dashboard:inventory.units', { count, number: String(count) });

describe('the Total Inventory sentence', () => {
  it('is singular for one unit in every language', () => {
    expect(sentence('en', 1)).toBe('There is 1 unit in the inventory.');
    expect(sentence('fr', 1)).toBe('Il y a 1 unité en stock.');
    expect(sentence('es', 1)).toBe('Hay 1 unidad en el inventario.');
  });

  it('keeps the spec’s words for any other count', () => {
    expect(sentence('en', 15)).toBe('There are 15 units in the inventory.');
    expect(sentence('en', 0)).toBe('There are 0 units in the inventory.');
    expect(sentence('fr', 15)).toBe('Il y a 15 unités en stock.');
    expect(sentence('es', 15)).toBe('Hay 15 unidades en el inventario.');
    expect(sentence('es', 0)).toBe('Hay 0 unidades en el inventario.');
  });
});
