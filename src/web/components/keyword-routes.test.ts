import { describe, expect, it } from 'vitest';
import { keywordRoutes, parseSearchKeyword } from './keyword-routes';

describe('parseSearchKeyword', () => {
  it('reads the field from the last digit', () => {
    expect(parseSearchKeyword('acme2')).toEqual({ text: 'acme', mode: '2', field: 'manufacturer' });
    expect(parseSearchKeyword('000000021')).toEqual({ text: '00000002', mode: '1', field: 'upc' });
    expect(parseSearchKeyword('claw hammer3')).toEqual({ text: 'claw hammer', mode: '3', field: 'subname' });
  });

  it('searches by name when the keyword names no field', () => {
    expect(parseSearchKeyword('hammer')).toEqual({ text: 'hammer', mode: null, field: 'subname' });
    expect(parseSearchKeyword('size4')).toEqual({ text: 'size4', mode: null, field: 'subname' });
    expect(parseSearchKeyword('2')).toEqual({ text: '2', mode: null, field: 'subname' });
    expect(parseSearchKeyword(undefined)).toEqual({ text: '', mode: null, field: 'subname' });
  });
});

describe('keywordRoutes', () => {
  const pos = keywordRoutes({ base: '/pos', page: '/pagepos', search: '/searchpos' });

  it('builds the spec routes of a list, keeping the search while paging', () => {
    expect(pos.searchPath('a/b c', '2')).toBe('/searchpos/a%2Fb%20c2');
    expect(pos.pagePath(1, '')).toBe('/pos');
    expect(pos.pagePath(3, undefined)).toBe('/pagepos/3');
    expect(pos.pagePath(1, 'acme2')).toBe('/searchpos/acme2');
    expect(pos.pagePath(2, 'acme2')).toBe('/searchpos/acme2/page/2');
  });
});
