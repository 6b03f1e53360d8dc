import { describe, expect, it } from 'vitest';
import { listViewQuery, readListView, sortedBy } from './list-view';

const KEYS = ['price', 'updatedAt'] as const;
const read = (query: string) => readListView(new URLSearchParams(query), KEYS);

describe('list view in the address', () => {
  it('reads the size, column and direction the list offers', () => {
    expect(read('pageSize=25&sort=price&order=desc')).toEqual({ pageSize: 25, sort: 'price', order: 'desc' });
    expect(read('')).toEqual({});
  });

  it('drops what the list does not offer instead of asking the server for it', () => {
    expect(read('pageSize=7&sort=cost&order=desc')).toEqual({});
    expect(read('pageSize=25.0&sort=price&order=up')).toEqual({ pageSize: 25, sort: 'price' });
    // A direction means nothing without a column.
    expect(read('order=asc')).toEqual({});
  });

  it('writes a view back as the query it was read from, and the default view as none', () => {
    for (const query of ['pageSize=25', 'sort=price&order=asc', 'pageSize=100&sort=updatedAt&order=desc']) expect(listViewQuery(read(query))).toBe(`?${query}`);
    expect(listViewQuery({})).toBe('');
  });

  it('sorts a column in its first direction, then the other way round', () => {
    const current = { sort: 'updatedAt', order: 'desc' } as const;
    const first = sortedBy({ pageSize: 50 }, 'price', 'asc', current);
    expect(first).toEqual({ pageSize: 50, sort: 'price', order: 'asc' });
    expect(sortedBy(first, 'price', 'asc', { sort: 'price', order: 'asc' })).toMatchObject({ sort: 'price', order: 'desc' });
    // The default order's column turns round on its first click.
    expect(sortedBy({}, 'updatedAt', 'desc', current)).toEqual({ sort: 'updatedAt', order: 'asc' });
  });
});
