/**
 * The inventory list's routes: /inventory, /page/{n}, /search/{text + field digit} and
 * /search/{...}/page/{n}. The keyword's last digit picks the field (1 UPC, 2 Mfg, 3 Name).
 */
import { SEARCH_FIELDS, type SearchField } from '../../../domain/constants';

export type SearchMode = keyof typeof SEARCH_FIELDS;

export function isSearchMode(v: string): v is SearchMode {
  return Object.hasOwn(SEARCH_FIELDS, v);
}

export interface ParsedSearch {
  text: string;
  mode: SearchMode;
  field: SearchField;
}

/** 'acme2' -> text 'acme', by manufacturer; a keyword without a digit searches by name. */
export function parseSearchKeyword(raw: string | undefined): ParsedSearch {
  const keyword = raw ?? '';
  const last = keyword.slice(-1);
  if (keyword.length > 1 && isSearchMode(last)) return { text: keyword.slice(0, -1), mode: last, field: SEARCH_FIELDS[last] };
  return { text: keyword, mode: '3', field: 'subname' };
}

export function searchPath(text: string, mode: SearchMode): string {
  return `/search/${encodeURIComponent(text + mode)}`;
}

/** Page n of the current list, keeping its search. */
export function pagePath(page: number, keyword: string | undefined): string {
  if (keyword) return page > 1 ? `/search/${encodeURIComponent(keyword)}/page/${page}` : `/search/${encodeURIComponent(keyword)}`;
  return page > 1 ? `/page/${page}` : '/inventory';
}
