/**
 * The routes of a list searched by field, as the inventory list and the terminal have them:
 * `{base}`, `{page}/{n}`, `{search}/{text + field digit}` and `{search}/{...}/page/{n}`. The
 * keyword's last digit picks the field (1 UPC, 2 Mfg, 3 Name).
 */
import { SEARCH_FIELDS, type SearchField } from '../../domain/constants';
import { i18n } from '../i18n';

export type SearchMode = keyof typeof SEARCH_FIELDS;

/** The search form's radios, in the spec's order; each label is read in the app's language when shown. */
export const SEARCH_MODE_OPTIONS: readonly { value: SearchMode; readonly label: string }[] = [
  { value: '1', label: 'UPC' },
  {
    value: '2',
    get label() {
      return i18n.t('common:searchField.mfg');
    },
  },
  {
    value: '3',
    get label() {
      return i18n.t('common:searchField.name');
    },
  },
];

export function isSearchMode(v: string): v is SearchMode {
  return Object.hasOwn(SEARCH_FIELDS, v);
}

export interface ParsedSearch {
  text: string;
  /** null when the keyword names no field; the search is then by name. */
  mode: SearchMode | null;
  field: SearchField;
}

/** 'acme2' -> text 'acme', by manufacturer. A keyword without a digit (or only a digit) is text searched by name. */
export function parseSearchKeyword(raw: string | undefined): ParsedSearch {
  const keyword = raw ?? '';
  const last = keyword.slice(-1);
  if (keyword.length > 1 && isSearchMode(last)) return { text: keyword.slice(0, -1), mode: last, field: SEARCH_FIELDS[last] };
  return { text: keyword, mode: null, field: 'subname' };
}

export interface KeywordRoutes {
  /** The list's first page, unsearched: /inventory. */
  base: string;
  /** Later pages' prefix: /page (page n is /page/n). */
  page: string;
  /** Searches' prefix: /search. */
  search: string;
}

export function keywordRoutes({ base, page, search }: KeywordRoutes) {
  return {
    searchPath: (text: string, mode: SearchMode) => `${search}/${encodeURIComponent(text + mode)}`,
    /** Page n of the current list, keeping its search. */
    pagePath: (n: number, keyword: string | undefined) => {
      if (keyword) return n > 1 ? `${search}/${encodeURIComponent(keyword)}/page/${n}` : `${search}/${encodeURIComponent(keyword)}`;
      return n > 1 ? `${page}/${n}` : base;
    },
  };
}
