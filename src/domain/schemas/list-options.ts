/**
 * How a paged list may be asked for beyond its page number: how many rows a page holds and which
 * way a column is sorted. Both are closed lists, so a request can never ask the database for a
 * page of any size or an order no index serves.
 */
import { z } from 'zod';

/** The page sizes a person can choose; a list without a choice keeps the server's page size. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type TPageSize = (typeof PAGE_SIZES)[number];

export function isPageSize(n: unknown): n is TPageSize {
  return PAGE_SIZES.some((size) => size === n);
}

const PAGE_SIZE_MESSAGE = `must be one of ${PAGE_SIZES.slice(0, -1).join(', ')} or ${PAGE_SIZES.at(-1)}`;

/** A query string's blank value is no value: `?pageSize=` asks for the default, like no `pageSize`. */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** `pageSize` from a query string: absent means the server's own size; anything off the list is refused. */
export const ZPageSize = z.preprocess(
  (v) => {
    const value = blankIsAbsent(v);
    return typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  },
  z
    .number({ error: PAGE_SIZE_MESSAGE })
    .refine((n) => isPageSize(n), PAGE_SIZE_MESSAGE)
    .optional(),
);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

export const ZSortDirection = z.preprocess(blankIsAbsent, z.enum(SORT_DIRECTIONS, { error: 'must be asc or desc' }).optional());

/** A `sort` parameter naming one of `keys`; anything else is refused with the list of what is allowed. */
export function sortKeyOf<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.preprocess(blankIsAbsent, z.enum(keys, { error: `must be one of ${keys.join(', ')}` }).optional());
}
