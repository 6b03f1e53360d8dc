import { describe, expect, it } from 'vitest';
import { newNamesLine, outcomeLines, problemColumn, problemRow, problemsHeading } from './import-summary';

const counts = { rows: 12, created: 5, updated: 1, unchanged: 6 };
const columns = [
  { header: 'Barcode', column: 'upc' as const },
  { header: 'Retail', column: 'price' as const },
  { header: 'Cost', column: 'cost' as const },
];

describe('what an import would do or did, in words', () => {
  it('speaks of a dry run in the future', () => {
    expect(outcomeLines({ ...counts, dryRun: true })).toEqual(['12 rows read', '5 products would be created', '1 product would be updated', '6 products unchanged']);
  });

  it('speaks of a finished import in the past, with the business’s digit grouping', () => {
    const grouped = (n: number) => n.toLocaleString('en-US');
    expect(outcomeLines({ dryRun: false, rows: 1, created: 1200, updated: 0, unchanged: 0 }, grouped)).toEqual(['1 row read', '1,200 products created', '0 products updated', '0 products already up to date']);
  });

  it('lists the categories and manufacturers it adds, and says nothing when there are none', () => {
    expect(newNamesLine('categories', ['Snacks', 'Drinks'])).toBe('New categories: Snacks, Drinks');
    expect(newNamesLine('manufacturers', [])).toBeNull();
  });
});

describe('problems, by row and column', () => {
  const problems = [
    { row: 3, column: 'price', message: 'Price must be a number (found “abc”)' },
    { row: 5, column: 'upc', message: 'UPC is empty' },
  ];

  it('counts them and says that nothing is written', () => {
    expect(problemsHeading(problems, true)).toBe('2 problems to fix in the file before importing');
    expect(problemsHeading(problems.slice(0, 1), false)).toBe('1 problem: nothing was imported');
  });

  it('says "more than" when the server cut a long list short', () => {
    const cut = [...problems, { row: 0, column: null, message: '…and 1200 more problems' }];
    expect(problemsHeading(cut, true)).toBe('More than 2 problems to fix in the file before importing');
    expect(problemRow(cut[2])).toBe('');
  });

  it('names the row as the spreadsheet does and the column by both names', () => {
    expect(problemRow(problems[0])).toBe('3');
    expect(problemColumn(problems[0], columns)).toBe('Price (Retail)');
    // The file's header says the same as Stocktill's label: once is enough.
    expect(problemColumn({ row: 4, column: 'cost', message: 'x' }, columns)).toBe('Cost');
    expect(problemColumn({ row: 4, column: null, message: 'x' }, columns)).toBe('');
    // A column of the file the mapping left out (e.g. a missing UPC column) still gets its label.
    expect(problemColumn({ row: 1, column: 'qty', message: 'x' }, columns)).toBe('Quantity on hand');
  });
});
