import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { serverFieldProblem, withoutFieldKey } from './server-field-problem';

const FIELDS = ['upc', 'cost', 'price'] as const;

describe('a server refusal shown beside its field', () => {
  it('drops the field key the server starts its message with', () => {
    expect(withoutFieldKey('cost', 'cost: must be at least 0.01')).toBe('must be at least 0.01');
    expect(withoutFieldKey('cost', 'Cost must be at least 0.01')).toBe('Cost must be at least 0.01');
    expect(withoutFieldKey('taxrate', 'cost: must be at least 0.01')).toBe('cost: must be at least 0.01');
  });

  it('maps a VALIDATION answer to the field it names', () => {
    const error = new ApiError('price: must have at most 2 decimals', 400, 'VALIDATION', 'price');
    expect(serverFieldProblem(error, FIELDS)).toEqual({ field: 'price', message: 'must have at most 2 decimals' });
  });

  it('leaves other failures to the form alert', () => {
    expect(serverFieldProblem(new ApiError('An entry with this UPC already exists', 409, 'CONFLICT', 'upc'), FIELDS)).toBeNull();
    expect(serverFieldProblem(new ApiError('cid: bad', 400, 'VALIDATION', 'cid'), FIELDS)).toBeNull();
    expect(serverFieldProblem(new ApiError('Invalid body', 400, 'VALIDATION'), FIELDS)).toBeNull();
    expect(serverFieldProblem(new Error('boom'), FIELDS)).toBeNull();
    expect(serverFieldProblem(undefined, FIELDS)).toBeNull();
  });
});
