import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW, pagerLinks, type PagerLink } from './page-window';

const pagesOf = (links: PagerLink[]) => links.filter((l) => l.kind === 'page').map((l) => l.page);
const currentOf = (links: PagerLink[]) => links.find((l) => l.kind === 'page' && l.current)?.page;
const step = (links: PagerLink[], kind: string) => links.find((l) => l.kind === kind);

describe('pagerLinks on a short list', () => {
  it('shows nothing for one page or none', () => {
    expect(pagerLinks(1, 1)).toEqual([]);
    expect(pagerLinks(1, 0)).toEqual([]);
    expect(pagerLinks(3, Number.NaN)).toEqual([]);
  });

  it('lists every page, and nothing else, while they fit in the window', () => {
    expect(pagerLinks(1, 2)).toEqual([
      { kind: 'page', page: 1, current: true },
      { kind: 'page', page: 2, current: false },
    ]);
    expect(pagesOf(pagerLinks(4, PAGE_WINDOW))).toEqual([1, 2, 3, 4, 5]);
    expect(pagerLinks(4, PAGE_WINDOW).every((l) => l.kind === 'page')).toBe(true);
  });

});

describe('pagerLinks on a long list', () => {
  it('centres the window on the current page, with first, previous, next and last', () => {
    const links = pagerLinks(75, 150);
    expect(links.map((l) => (l.kind === 'page' ? l.page : l.kind))).toEqual(['first', 'previous', 73, 74, 75, 76, 77, 'next', 'last']);
    expect(step(links, 'previous')).toEqual({ kind: 'previous', page: 74, disabled: false });
    expect(step(links, 'next')).toEqual({ kind: 'next', page: 76, disabled: false });
    expect(step(links, 'last')).toEqual({ kind: 'last', page: 150, disabled: false });
  });

  it('keeps a full window at either end and disables the steps that lead nowhere', () => {
    const start = pagerLinks(1, 150);
    expect(pagesOf(start)).toEqual([1, 2, 3, 4, 5]);
    expect(step(start, 'first')).toMatchObject({ page: 1, disabled: true });
    expect(step(start, 'previous')).toMatchObject({ page: 1, disabled: true });
    expect(step(start, 'next')).toMatchObject({ page: 2, disabled: false });

    const end = pagerLinks(150, 150);
    expect(pagesOf(end)).toEqual([146, 147, 148, 149, 150]);
    expect(step(end, 'next')).toMatchObject({ page: 150, disabled: true });
    expect(step(end, 'last')).toMatchObject({ page: 150, disabled: true });
  });

  it('treats a page past either end as the nearest end', () => {
    expect(currentOf(pagerLinks(999, 12))).toBe(12);
    expect(currentOf(pagerLinks(-3, 12))).toBe(1);
    expect(currentOf(pagerLinks(Number.NaN, 12))).toBe(1);
  });

  it('for any list: a bounded number of links, one current page inside a run of consecutive pages, steps within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (pages, wanted) => {
        const page = Math.min(wanted, pages);
        const links = pagerLinks(page, pages);
        const numbers = pagesOf(links);
        expect(links.length).toBeLessThanOrEqual(PAGE_WINDOW + 4);
        expect(numbers.length).toBe(Math.min(pages, PAGE_WINDOW));
        expect(numbers).toContain(page);
        expect(currentOf(links)).toBe(page);
        numbers.forEach((n, i) => i > 0 && expect(n).toBe(numbers[i - 1] + 1));
        for (const l of links) {
          expect(l.page).toBeGreaterThanOrEqual(1);
          expect(l.page).toBeLessThanOrEqual(pages);
        }
      }),
    );
  });
});
