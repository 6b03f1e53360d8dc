/**
 * The labels chosen for printing: which entries, how many copies of each. Kept as a list in the
 * order they were chosen (a shop sticks labels on in the order it unpacks) and expanded into one
 * item per printed label only when laid out.
 */

export interface LabelEntry {
  id: string;
  upc: string;
  name: string;
  price: number;
}

export interface LabelLine {
  entry: LabelEntry;
  copies: number;
}

/** Enough for a large delivery; more would be hundreds of sheets in one print dialog. */
export const MAX_COPIES = 999;
/** Labels in one printout; past this the preview and the print dialog crawl. */
export const MAX_LABELS = 3000;

export type LabelAction =
  | { type: 'add'; entry: LabelEntry; copies: number }
  | { type: 'setCopies'; id: string; copies: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

function clampCopies(copies: number): number {
  return Math.min(MAX_COPIES, Math.max(0, Math.trunc(copies)));
}

/** Adding an entry already on the list adds to its copies instead of listing it twice. */
export function labelLinesReducer(lines: LabelLine[], action: LabelAction): LabelLine[] {
  switch (action.type) {
    case 'add': {
      const copies = clampCopies(action.copies);
      if (copies === 0) return lines;
      const existing = lines.find((l) => l.entry.id === action.entry.id);
      if (!existing) return [...lines, { entry: action.entry, copies }];
      return lines.map((l) => (l === existing ? { entry: action.entry, copies: clampCopies(l.copies + copies) } : l));
    }
    case 'setCopies':
      return lines.map((l) => (l.entry.id === action.id ? { ...l, copies: clampCopies(action.copies) } : l));
    case 'remove':
      return lines.filter((l) => l.entry.id !== action.id);
    case 'clear':
      return [];
  }
}

/** Builds a list from scratch (the entries a link brought), merging repeats. */
export function linesOf(additions: readonly { entry: LabelEntry; copies: number }[]): LabelLine[] {
  return additions.reduce<LabelLine[]>((lines, a) => labelLinesReducer(lines, { type: 'add', ...a }), []);
}

/** One item per printed label, each entry's copies together, never more than MAX_LABELS. */
export function expandCopies(lines: readonly LabelLine[]): LabelEntry[] {
  const labels: LabelEntry[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.copies && labels.length < MAX_LABELS; i++) labels.push(line.entry);
  }
  return labels;
}

export function totalCopies(lines: readonly LabelLine[]): number {
  return lines.reduce((n, l) => n + l.copies, 0);
}

/** A copies box's text as a count, or null when it is not a whole number from 0 to MAX_COPIES. */
export function parseCopies(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= MAX_COPIES ? n : null;
}

/** `?ids=a,b,c`: entry ids, each once, blanks dropped. */
export function parseIdList(param: string | null): string[] {
  if (!param) return [];
  return [...new Set(param.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** A received purchase order's lines as label counts: one label per unit received. */
export function receivedUnits(lines: readonly { inventoryId: string; received: number }[]): { id: string; copies: number }[] {
  return lines.filter((l) => l.received > 0).map((l) => ({ id: l.inventoryId, copies: l.received }));
}
