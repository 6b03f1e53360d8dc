/**
 * The import screen's steps as one state: a file is chosen and checked (a dry run), the user may
 * change the mapping (checked again), then imports it; the last answer decides what shows.
 * Requests themselves are sent by useCatalogImport; this only says what each event changes.
 */
import type { TImportResult } from '../../../domain/schemas/catalog';
import type { ImportDefaults } from '../../api/catalog';
import type { UploadProgress } from '../../api/upload';
import { chooseColumn, choicesOf, mappingOf, type HeaderChoice } from './import-mapping';

export interface ImportState<F = File> {
  file: F | null;
  /** The latest dry run's answer: the preview, the mapping read, what would happen, problems. */
  check: TImportResult | null;
  /** The selects as shown; the next check is sent with them. */
  choices: HeaderChoice[];
  /** A request under way: the check or the import, and how far its upload has come. */
  busy: { kind: 'check' | 'import'; progress: UploadProgress | null } | null;
  /** The import's answer once it wrote the file. */
  done: TImportResult | null;
  /** A refusal of the upload itself (not a spreadsheet, too large, no connection). */
  failure: unknown;
  /** The category and manufacturer for new rows without one, kept across files. */
  defaults: ImportDefaults;
}

export type ImportEvent<F = File> =
  | { type: 'chose-file'; file: F }
  | { type: 'chose-column'; index: number; column: HeaderChoice }
  | { type: 'chose-defaults'; defaults: ImportDefaults }
  | { type: 'progress'; progress: UploadProgress }
  | { type: 'answered'; result: TImportResult }
  | { type: 'importing' }
  | { type: 'failed'; error: unknown }
  | { type: 'start-over' };

export const NO_DEFAULTS: ImportDefaults = { item: '', manufacturer: '' };
export const START: ImportState<never> = { file: null, check: null, choices: [], busy: null, done: null, failure: null, defaults: NO_DEFAULTS };

export function importReducer<F>(state: ImportState<F>, event: ImportEvent<F>): ImportState<F> {
  switch (event.type) {
    case 'chose-file':
      return { ...START, defaults: state.defaults, file: event.file, busy: { kind: 'check', progress: null } };
    case 'chose-column':
      if (!state.check) return state;
      return { ...state, choices: chooseColumn(state.choices, event.index, event.column), busy: { kind: 'check', progress: null }, failure: null };
    case 'chose-defaults': {
      const defaults = event.defaults;
      if (state.busy?.kind === 'import') return state;
      if (defaults.item === state.defaults.item && defaults.manufacturer === state.defaults.manufacturer) return state;
      // A file already checked is checked again: rows that lacked a category may now be fine.
      if (!state.check || state.done || !state.file) return { ...state, defaults };
      return { ...state, defaults, busy: { kind: 'check', progress: null }, failure: null };
    }
    case 'progress':
      return state.busy ? { ...state, busy: { ...state.busy, progress: event.progress } } : state;
    case 'answered': {
      const wasImport = state.busy?.kind === 'import';
      // An import that found problems (the file changed since its check) shows them as a check does.
      if (wasImport && event.result.errors.length === 0) return { ...state, busy: null, done: event.result, failure: null };
      return { ...state, busy: null, check: event.result, choices: choicesOf(event.result.columns), failure: null };
    }
    case 'importing':
      return canImport(state) ? { ...state, busy: { kind: 'import', progress: null }, failure: null } : state;
    case 'failed':
      return { ...state, busy: null, failure: event.error };
    case 'start-over':
      return { ...START, defaults: state.defaults };
  }
}

/** The file was checked as the selects show it, had no problems and has rows to import. */
export function canImport(state: ImportState<unknown>): boolean {
  return state.busy === null && state.done === null && state.file !== null && state.check !== null && state.check.errors.length === 0 && state.check.rows > 0;
}

/** The mapping to send with the next request: none before the first check (the server matches headers by name). */
export function mappingToSend(state: ImportState<unknown>) {
  return state.check ? mappingOf(state.check.columns.map((c) => c.header), state.choices) : undefined;
}

/** How far the bar is: the share of the body sent, then full while the server works on it. */
export function progressPercent(progress: UploadProgress | null): number {
  if (!progress) return 0;
  if (progress.phase === 'processing') return 100;
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress.loaded / progress.total) * 100)));
}
