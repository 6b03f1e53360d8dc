/**
 * Search as you type, the same on every screen that searches: what is typed is searched once the
 * typing pauses (SEARCH_PAUSE_MS), not on every key, and the list shows the search the route names
 * (the spec's Search button and addresses such as /inventory/search/:keyword) until something is
 * typed. The screens' queries are keyed by the search, so an answer is only ever shown for the text
 * it was asked for; TanStack Query hands each fetch an AbortSignal and cancels the request of a
 * text typed over; and the screens keep the previous answer on screen while the next one comes.
 */
import { useCallback, useEffect, useState } from 'react';

/** How long typing must pause before what was typed is searched. */
export const SEARCH_PAUSE_MS = 200;

/** `value`, once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

export interface TypedSearch<M extends string> {
  text: string;
  mode: M;
}

interface Typed<M extends string> extends TypedSearch<M> {
  /** The route's search when this was typed: a new route (Search, Back, a link) takes over. */
  under: string;
}

export interface SearchAsYouType<M extends string> {
  /** The search to list: the one typed (once the typing paused), or else the route's. */
  search: TypedSearch<M>;
  /** True while what is listed is a typed search the route does not name yet. */
  typed: boolean;
  /** What the box holds now; null when the box was emptied by something else (a scan taken). */
  onType: (typed: TypedSearch<M> | null) => void;
}

/**
 * The search a list shows: the route's, or what has been typed into its box since the route last
 * changed, once the typing pauses. Text that is only spaces is the unsearched list.
 */
export function useSearchAsYouType<M extends string>(route: TypedSearch<M>): SearchAsYouType<M> {
  const under = `${route.mode}\u0000${route.text}`;
  const [typed, setTyped] = useState<Typed<M> | null>(null);
  const settled = useDebouncedValue(typed);
  const onType = useCallback((next: TypedSearch<M> | null) => setTyped(next && { text: next.text.trim(), mode: next.mode, under }), [under]);
  const current = settled && settled.under === under && typed?.under === under ? settled : null;
  // The same text as the route (the field of an empty search changes nothing): the route's.
  if (!current || (current.text === route.text && (current.mode === route.mode || current.text === ''))) return { search: route, typed: false, onType };
  return { search: { text: current.text, mode: current.mode }, typed: true, onType };
}
