import { describe, expect, it } from 'vitest';
import { createRepeatFilter, REPEAT_WINDOW_MS } from './repeat-filter';

describe('camera repeat filter', () => {
  it('counts the first sighting of a code', () => {
    expect(createRepeatFilter().accept('036000291452', 0)).toBe(true);
  });

  it('ignores the same code seen again within 1.5 s', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('036000291452', 1000)).toBe(true);
    expect(filter.accept('036000291452', 1100)).toBe(false);
    expect(filter.accept('036000291452', 1000 + REPEAT_WINDOW_MS - 1)).toBe(false);
  });

  it('counts the code again once it has been out of sight for the whole window', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('036000291452', 0)).toBe(true);
    expect(filter.accept('036000291452', REPEAT_WINDOW_MS)).toBe(true);
  });

  it('keeps ignoring a code that stays in view, however long', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('036000291452', 0)).toBe(true);
    // Ten frames a second for five seconds: the window slides with each sighting.
    for (let t = 100; t <= 5000; t += 100) expect(filter.accept('036000291452', t)).toBe(false);
    expect(filter.accept('036000291452', 5000 + REPEAT_WINDOW_MS)).toBe(true);
  });

  it('judges each code on its own: another code in between is no reason to count a repeat', () => {
    const filter = createRepeatFilter();
    expect(filter.accept('111111111117', 0)).toBe(true);
    expect(filter.accept('222222222224', 50)).toBe(true);
    expect(filter.accept('111111111117', 100)).toBe(false);
    expect(filter.accept('222222222224', 150)).toBe(false);
  });

  it('takes its window from the caller', () => {
    const filter = createRepeatFilter(200);
    expect(filter.accept('A', 0)).toBe(true);
    expect(filter.accept('A', 150)).toBe(false);
    expect(filter.accept('A', 350)).toBe(true);
  });
});
