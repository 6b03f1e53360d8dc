import { describe, expect, it } from 'vitest';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { canImport, importReducer, mappingToSend, NO_DEFAULTS, progressPercent, START, type ImportEvent, type ImportState } from './import-flow';

type FakeFile = { name: string };
const file: FakeFile = { name: 'catalog.csv' };

function answer(over: Partial<TImportResult> = {}): TImportResult {
  return {
    dryRun: true,
    rows: 2,
    created: 2,
    updated: 0,
    unchanged: 0,
    newItems: ['Snacks'],
    newManufacturers: [],
    errors: [],
    columns: [
      { header: 'Barcode', column: 'upc' },
      { header: 'Retail', column: 'price' },
      { header: 'Sale', column: null },
    ],
    preview: [['1', '2', '3']],
    ...over,
  };
}

const run = (events: ImportEvent<FakeFile>[], from: ImportState<FakeFile> = START) => events.reduce(importReducer<FakeFile>, from);

describe('the import screen’s steps', () => {
  it('checks a chosen file first, with no mapping (the server reads the headers)', () => {
    const state = run([{ type: 'chose-file', file }]);
    expect(state.busy).toEqual({ kind: 'check', progress: null });
    expect(mappingToSend(state)).toBeUndefined();
    expect(canImport(state)).toBe(false);
  });

  it('may import a checked file without problems', () => {
    const state = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }]);
    expect(state.choices).toEqual(['upc', 'price', null]);
    expect(canImport(state)).toBe(true);
  });

  it('may not import a file with problems, nor one without rows', () => {
    const problems = answer({ errors: [{ row: 3, column: 'price', message: 'Price must be a number' }], created: 0 });
    expect(canImport(run([{ type: 'chose-file', file }, { type: 'answered', result: problems }]))).toBe(false);
    expect(canImport(run([{ type: 'chose-file', file }, { type: 'answered', result: answer({ rows: 0 }) }]))).toBe(false);
  });

  it('checks again with the whole mapping when a column is changed', () => {
    const state = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }, { type: 'chose-column', index: 2, column: 'price' }]);
    expect(state.choices).toEqual(['upc', null, 'price']);
    expect(state.busy?.kind).toBe('check');
    expect(canImport(state)).toBe(false);
    expect(mappingToSend(state)).toMatchObject({ upc: 'Barcode', price: 'Sale', qty: null });
  });

  it('moves the bar while sending, then holds it full while the server works', () => {
    const sending = run([{ type: 'chose-file', file }, { type: 'progress', progress: { phase: 'sending', loaded: 250, total: 1000 } }]);
    expect(progressPercent(sending.busy?.progress ?? null)).toBe(25);
    expect(progressPercent({ phase: 'processing' })).toBe(100);
    expect(progressPercent({ phase: 'sending', loaded: 5, total: 0 })).toBe(0);
    expect(progressPercent(null)).toBe(0);
  });

  it('ends with what the import did', () => {
    const done = answer({ dryRun: false });
    const state = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }, { type: 'importing' }, { type: 'answered', result: done }]);
    expect(state.done).toBe(done);
    expect(state.busy).toBeNull();
    expect(canImport(state)).toBe(false);
  });

  it('shows the problems an import found (the file changed since its check) as a check does', () => {
    const refused = answer({ dryRun: false, created: 0, errors: [{ row: 2, column: 'upc', message: 'UPC is empty' }] });
    const state = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }, { type: 'importing' }, { type: 'answered', result: refused }]);
    expect(state.done).toBeNull();
    expect(state.check).toBe(refused);
  });

  it('keeps the check when the upload is refused, and a new file starts afresh', () => {
    const error = new Error('The file is larger than 50 MB: split it and import each part');
    const refused = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }, { type: 'importing' }, { type: 'failed', error }]);
    expect(refused.failure).toBe(error);
    expect(refused.busy).toBeNull();
    const again = run([{ type: 'chose-file', file: { name: 'fixed.csv' } }], refused);
    expect(again).toMatchObject({ file: { name: 'fixed.csv' }, check: null, failure: null });
  });

  it('checks the file again when the default category or manufacturer changes, and keeps them for the next file', () => {
    const defaults = { item: 'General', manufacturer: '' };
    const before = run([{ type: 'chose-defaults', defaults }]);
    expect(before).toMatchObject({ defaults, busy: null });
    const checked = run([{ type: 'chose-file', file }, { type: 'answered', result: answer() }], before);
    expect(checked.defaults).toEqual(defaults);
    expect(run([{ type: 'chose-defaults', defaults: { ...defaults } }], checked)).toBe(checked);
    const changed = run([{ type: 'chose-defaults', defaults: { item: 'General', manufacturer: 'House' } }], checked);
    expect(changed.busy).toEqual({ kind: 'check', progress: null });
    expect(canImport(changed)).toBe(false);
    const importing = run([{ type: 'importing' }], checked);
    expect(run([{ type: 'chose-defaults', defaults: NO_DEFAULTS }], importing)).toBe(importing);
    expect(run([{ type: 'start-over' }], changed).defaults).toEqual({ item: 'General', manufacturer: 'House' });
  });

  it('ignores Import before the file was checked', () => {
    const state = run([{ type: 'chose-file', file }]);
    expect(run([{ type: 'importing' }], state)).toBe(state);
  });
});
