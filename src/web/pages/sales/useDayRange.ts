import { useSearchParams } from 'react-router';
import type { DayRangeParams } from '../../api/sales';

/** `?from=...&to=...[&page=n]`, leaving out what is not set (page 1 included). */
export function rangeSearch(range: DayRangeParams, page = 1): URLSearchParams {
  const next = new URLSearchParams();
  if (range.from) next.set('from', range.from);
  if (range.to) next.set('to', range.to);
  if (page > 1) next.set('page', String(page));
  return next;
}

/** The range of days (and page) a sales screen shows, kept in its address so it can be shared and reloaded. */
export function useDayRange() {
  const [params, setParams] = useSearchParams();
  const range: DayRangeParams = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    range,
    page,
    /** Shows another range, from its first page. */
    setRange: (next: DayRangeParams) => setParams(rangeSearch(next)),
    clear: () => setParams(new URLSearchParams()),
  };
}
