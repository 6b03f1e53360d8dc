import { describe, expect, it } from 'vitest';
import { steppedCount } from './CountField';

describe('a count box under the arrow keys', () => {
  it('steps by one from what it holds, blank counting as 0', () => {
    expect(steppedCount('', 1, {})).toBe('1');
    expect(steppedCount(' 4 ', -1, {})).toBe('3');
    expect(steppedCount('-2', -1, {})).toBe('-3');
  });

  it('stays within its bounds', () => {
    expect(steppedCount('0', -1, { min: 0 })).toBe('0');
    expect(steppedCount('3', 1, { max: 3 })).toBe('3');
    expect(steppedCount('9', -1, { min: 0, max: 3 })).toBe('3');
  });

  it('leaves alone what is not a whole number, rather than guessing', () => {
    expect(steppedCount('1,5', 1, {})).toBeNull();
    expect(steppedCount('1.5', 1, {})).toBeNull();
    expect(steppedCount('abc', -1, {})).toBeNull();
  });
});
