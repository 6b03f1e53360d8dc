import { describe, expect, it } from 'vitest';
import { ZShiftCloseInput, ZShiftOpenInput } from '../../../domain/schemas/money';
import { denominationsOf } from '../../../domain/shifts';
import { i18n } from '../../i18n';
import { currentTotalMinor, denominationLabel, drawerCountSchema, emptyDrawerCount, MAX_PIECES, readCount, runningTotalMinor } from './drawer-count';

const COUNT_PROBLEM = i18n.t('registers:count.problem', { max: MAX_PIECES });

const USD = denominationsOf('USD', 2);
const floatSchema = (currency: string, denominations: readonly number[]) =>
  drawerCountSchema({ denominations, currency, amount: ZShiftOpenInput.shape.float, label: 'The float', blankMessage: 'Count the float or enter its total' });

const countsOf = (denominations: readonly number[], pieces: Record<number, string>) => denominations.map((d) => pieces[d] ?? '');

describe('counting a drawer by notes and coins', () => {
  it('a blank count is none, and only whole numbers of pieces are read', () => {
    expect(readCount('')).toBe(0);
    expect(readCount('  ')).toBe(0);
    expect(readCount(' 12 ')).toBe(12);
    expect(readCount('1.5')).toBeNull();
    expect(readCount('-2')).toBeNull();
    expect(readCount('2e3')).toBeNull();
    expect(readCount('100001')).toBeNull();
  });

  it('the running total adds each count times its denomination, leaving out what cannot be read yet', () => {
    const counts = countsOf(USD, { 2000: '2', 500: '3', 25: '4', 1: 'x' });
    expect(runningTotalMinor(USD, counts)).toBe(2 * 2000 + 3 * 500 + 4 * 25);
    expect(runningTotalMinor(USD, emptyDrawerCount(USD).counts)).toBe(0);
  });

  it('hands the API the counted total in the major unit', () => {
    const result = floatSchema('USD', USD).safeParse({ mode: 'count', counts: countsOf(USD, { 2000: '2', 500: '3', 25: '4' }), total: '' });
    expect(result.success && result.data).toEqual({ amount: 56, minor: 5600 });
  });

  it('an empty count is a float of nothing, which the API allows', () => {
    const result = floatSchema('USD', USD).safeParse(emptyDrawerCount(USD));
    expect(result.success && result.data).toEqual({ amount: 0, minor: 0 });
  });

  it('names each count that is not a whole number of pieces', () => {
    const result = floatSchema('USD', USD).safeParse({ mode: 'count', counts: countsOf(USD, { 2000: '1.5', 10: '-1', 5: '3' }), total: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`counts.${USD.indexOf(2000)}`, COUNT_PROBLEM],
      [`counts.${USD.indexOf(10)}`, COUNT_PROBLEM],
    ]);
  });
});

describe('typing the drawer’s total', () => {
  it('takes the typed amount, the counts aside', () => {
    const result = floatSchema('USD', USD).safeParse({ mode: 'total', counts: countsOf(USD, { 100: '7' }), total: '75.40' });
    expect(result.success && result.data).toEqual({ amount: 75.4, minor: 7540 });
  });

  it('asks for a total when none is typed', () => {
    const result = floatSchema('USD', USD).safeParse({ mode: 'total', counts: [], total: ' ' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['total', 'Count the float or enter its total']]);
  });

  it('refuses what the API refuses, in its words, and more decimals than the currency has', () => {
    const parse = (total: string, currency = 'USD') => floatSchema(currency, denominationsOf(currency, 2)).safeParse({ mode: 'total', counts: [], total }).error?.issues[0]?.message;
    expect(parse('-5')).toBe('The float cannot be negative');
    expect(parse('abc')).toBe('The float must be a number');
    expect(parse('99999999')).toBe('The float is too large');
    expect(parse('10.005')).toBe('The float must have at most 2 decimals');
    expect(parse('150.5', 'JPY')).toBe('The float must be a whole amount (JPY has no decimals)');
  });

  it('works for the counted cash at closing with its own schema and words', () => {
    const schema = drawerCountSchema({ denominations: USD, currency: 'USD', amount: ZShiftCloseInput.shape.counted, label: 'The counted cash', blankMessage: 'Count the drawer or enter its total' });
    expect(schema.safeParse({ mode: 'total', counts: [], total: '-1' }).error?.issues[0]?.message).toBe('The counted cash cannot be negative');
  });
});

describe('denominations as they are printed', () => {
  it('notes without decimals, coins with the currency’s own', () => {
    expect(denominationLabel(2000, 'USD', 'en-US')).toBe('$20');
    expect(denominationLabel(25, 'USD', 'en-US')).toBe('$0.25');
    expect(denominationLabel(50, 'EUR', 'en-US')).toBe('€0.50');
    expect(denominationLabel(500, 'JPY', 'en-US')).toBe('¥500');
    expect(denominationLabel(250, 'KWD', 'en-US')).toBe('KWD\u00a00.250');
  });

  it('a KWD drawer counts in fils, three decimals', () => {
    const kwd = denominationsOf('KWD', 3);
    const schema = drawerCountSchema({ denominations: kwd, currency: 'KWD', amount: ZShiftOpenInput.shape.float, label: 'The float', blankMessage: 'x' });
    const result = schema.safeParse({ mode: 'count', counts: countsOf(kwd, { 5000: '1', 250: '2' }), total: '' });
    expect(result.success && result.data).toEqual({ amount: 5.5, minor: 5500 });
  });
});

describe('the figure shown while counting', () => {
  it('is the running total of the counts, or the typed total once it is an amount', () => {
    expect(currentTotalMinor({ mode: 'count', counts: countsOf(USD, { 1000: '7', 1: '40' }) }, USD, 'USD')).toBe(7040);
    expect(currentTotalMinor({ mode: 'total', counts: countsOf(USD, { 1000: '7' }), total: '75.4' }, USD, 'USD')).toBe(7540);
    expect(currentTotalMinor({ mode: 'count', counts: countsOf(USD, { 1000: '0' }) }, USD, 'USD')).toBe(0);
    expect(currentTotalMinor({ mode: 'count', counts: countsOf(USD, {}) }, USD, 'USD')).toBeNull();
    expect(currentTotalMinor({ mode: 'total', total: '' }, USD, 'USD')).toBeNull();
    expect(currentTotalMinor({ mode: 'total', total: '7,5' }, USD, 'USD')).toBeNull();
    expect(currentTotalMinor({ mode: 'total', total: '1.005' }, USD, 'USD')).toBeNull();
  });
});
