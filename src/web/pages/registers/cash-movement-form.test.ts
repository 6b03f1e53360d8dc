import { describe, expect, it } from 'vitest';
import { CASH_REASON_REQUIRED } from '../../../domain/schemas/money';
import { i18n } from '../../i18n';
import { cashMovementSchema, type CashMovementValues } from './cash-movement-form';

const parse = (values: CashMovementValues, currency = 'USD') => cashMovementSchema(currency).safeParse(values);
const problems = (values: CashMovementValues, currency = 'USD') => parse(values, currency).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('paying cash in or out', () => {
  it('a pay-out is sent as a negative amount with its reason', () => {
    const result = parse({ direction: 'out', amount: '12.50', reason: ' Window cleaner ' });
    expect(result.success && result.data).toEqual({ amount: -12.5, reason: 'Window cleaner' });
  });

  it('a pay-in is positive and needs no reason', () => {
    const result = parse({ direction: 'in', amount: '20', reason: '' });
    expect(result.success && result.data).toEqual({ amount: 20, reason: '' });
  });

  it('a pay-out without a reason is refused in the API’s words', () => {
    expect(problems({ direction: 'out', amount: '5', reason: '  ' })).toEqual([['reason', CASH_REASON_REQUIRED]]);
  });

  it('the amount is typed without a sign, and is a number above 0 the currency can hold', () => {
    expect(problems({ direction: 'in', amount: '', reason: '' })).toEqual([['amount', i18n.t('registers:cash.enterAmount')]]);
    expect(problems({ direction: 'out', amount: '-5', reason: 'Change' })).toEqual([['amount', i18n.t('registers:cash.unsigned')]]);
    expect(problems({ direction: 'in', amount: '0', reason: '' })).toEqual([['amount', 'The amount cannot be 0']]);
    expect(problems({ direction: 'in', amount: 'ten', reason: '' })).toEqual([['amount', 'The amount must be a number']]);
    expect(problems({ direction: 'in', amount: '1.234', reason: '' })).toEqual([['amount', 'The amount must have at most 2 decimals']]);
    expect(problems({ direction: 'in', amount: '10.5', reason: '' }, 'JPY')).toEqual([['amount', 'The amount must be a whole amount (JPY has no decimals)']]);
  });
});
