import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(counted(1, 'entry', 'entries')).toBe('1 entry');
    expect(counted(0, 'entry', 'entries')).toBe('0 entries');
    expect(counted(2, 'entry', 'entries')).toBe('2 entries');
    expect(counted(1204, 'receipt', 'receipts')).toBe('1,204 receipts');
    expect(counted(1204, 'receipt', 'receipts', (n) => new Intl.NumberFormat('fr-FR').format(n))).toBe('1\u202f204 receipts');
  });
});
