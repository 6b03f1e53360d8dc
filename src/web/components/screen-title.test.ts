import { describe, expect, it } from 'vitest';
import { screenTitle } from './screen-title';

describe('screenTitle', () => {
  it("puts the screen's heading before the app's name", () => {
    expect(screenTitle('Point of Sale Terminal')).toBe('Point of Sale Terminal · Stocktill');
    expect(screenTitle('  My   Sales\nToday ')).toBe('My Sales Today · Stocktill');
  });

  it("is the app's name alone without a heading", () => {
    expect(screenTitle(null)).toBe('Stocktill');
    expect(screenTitle('')).toBe('Stocktill');
    expect(screenTitle('Stocktill')).toBe('Stocktill');
  });
});
