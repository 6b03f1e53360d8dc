/**
 * The terminal's search routes: /pos, /pagepos/{n}, /searchpos/{text + field digit} and
 * /searchpos/{...}/page/{n}. The last digit of the route keyword picks the field.
 */
import { SEARCH_FIELDS, type SearchField } from '../../../domain/constants';

export type SearchMode = keyof typeof SEARCH_FIELDS;

export function isSearchMode(v: string): v is SearchMode {
  return Object.hasOwn(SEARCH_FIELDS, v);
}

export interface ParsedSearch {
  text: string;
  mode: SearchMode | null;
  field: SearchField;
}

/** 'abc3' -> text 'abc', field subname; no trailing digit searches by name, as the old client did. */
export function parseSearchKeyword(raw: string | undefined): ParsedSearch {
  const keyword = raw ?? '';
  const last = keyword.slice(-1);
  if (isSearchMode(last)) return { text: keyword.slice(0, -1), mode: last, field: SEARCH_FIELDS[last] };
  return { text: keyword, mode: null, field: 'subname' };
}

export function searchPath(text: string, mode: SearchMode): string {
  return `/searchpos/${encodeURIComponent(text + mode)}`;
}

/** The link for page n of the current list (plain or searched). */
export function pagePath(page: number, keyword: string | undefined): string {
  if (keyword) return page > 1 ? `/searchpos/${encodeURIComponent(keyword)}/page/${page}` : `/searchpos/${encodeURIComponent(keyword)}`;
  return page > 1 ? `/pagepos/${page}` : '/pos';
}
