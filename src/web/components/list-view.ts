/**
 * How a paged list is viewed beyond its page: rows per page and the sorted column, kept in the
 * address's query (`?pageSize=25&sort=price&order=desc`) so a view can be reloaded, bookmarked
 * and shared like the page number in its path. The names are the list API's own.
 */
import { isPageSize, SORT_DIRECTIONS, type TPageSize, type TSortDirection } from '../../domain/schemas/list-options';

export interface ListView<K extends string> {
  pageSize?: TPageSize;
  sort?: K;
  order?: TSortDirection;
}

const isDirection = (v: string | null): v is TSortDirection => SORT_DIRECTIONS.some((d) => d === v);

/**
 * The view an address asks for. A value typed into the address that the list does not offer is
 * dropped (the list shows its default), rather than putting the server's refusal on the screen.
 */
export function readListView<K extends string>(params: URLSearchParams, sortKeys: readonly K[]): ListView<K> {
  const view: ListView<K> = {};
  const size = Number(params.get('pageSize'));
  if (isPageSize(size)) view.pageSize = size;
  const sort = sortKeys.find((k) => k === params.get('sort'));
  if (sort) {
    view.sort = sort;
    const order = params.get('order');
    if (isDirection(order)) view.order = order;
  }
  return view;
}

/** The view as an address's query, '' when it is the default one. */
export function listViewQuery<K extends string>(view: ListView<K>): string {
  const params = new URLSearchParams();
  if (view.pageSize) params.set('pageSize', String(view.pageSize));
  if (view.sort) {
    params.set('sort', view.sort);
    if (view.order) params.set('order', view.order);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * What a click on a column's header asks for: the other direction when the list is already sorted
 * by that column, else the column's own first direction.
 */
export function sortedBy<K extends string>(view: ListView<K>, key: K, firstDirection: TSortDirection, current: { sort: K; order: TSortDirection }): ListView<K> {
  const order = current.sort === key ? (current.order === 'asc' ? 'desc' : 'asc') : firstDirection;
  return { ...view, sort: key, order };
}
