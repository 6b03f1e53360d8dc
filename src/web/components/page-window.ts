/** How many page numbers a paginator lists at most: the current page and two either side. */
export const PAGE_WINDOW = 5;

export type PagerStep = 'first' | 'previous' | 'next' | 'last';

export type PagerLink = { kind: 'page'; page: number; current: boolean } | { kind: PagerStep; page: number; disabled: boolean };

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/**
 * The links of a paginator on page `page` of `pages`. A list with no more pages than the window
 * gets one link per page, as the spec shows them. A longer one gets first, previous, the window of
 * pages around the current one, next and last, so a list of 150 pages still shows 9 links.
 */
export function pagerLinks(page: number, pages: number, size = PAGE_WINDOW): PagerLink[] {
  const total = Number.isFinite(pages) ? Math.floor(pages) : 0;
  if (total <= 1) return [];
  const current = clamp(Math.floor(page) || 1, 1, total);
  const numbers = (from: number, count: number): PagerLink[] =>
    Array.from({ length: count }, (_, i) => ({ kind: 'page', page: from + i, current: from + i === current }));
  if (total <= size) return numbers(1, total);

  const start = clamp(current - Math.floor(size / 2), 1, total - size + 1);
  const atStart = current === 1;
  const atEnd = current === total;
  return [
    { kind: 'first', page: 1, disabled: atStart },
    { kind: 'previous', page: Math.max(1, current - 1), disabled: atStart },
    ...numbers(start, size),
    { kind: 'next', page: Math.min(total, current + 1), disabled: atEnd },
    { kind: 'last', page: total, disabled: atEnd },
  ];
}
