/**
 * The grid an admin is arranging, before it is saved: products in order, each once, at most
 * MAX_QUICK_KEYS. Pure, so the rules are tested without a screen.
 */
import { MAX_QUICK_KEYS } from '../../../domain/schemas/pos';

export interface DraftKey {
  _id: string;
  subname: string;
  upc: string;
}

export type DraftAction = { type: 'reset'; keys: DraftKey[] } | { type: 'add'; key: DraftKey } | { type: 'remove'; id: string } | { type: 'move'; id: string; by: -1 | 1 };

export function quickKeyDraft(keys: DraftKey[], action: DraftAction): DraftKey[] {
  switch (action.type) {
    case 'reset':
      return action.keys.slice(0, MAX_QUICK_KEYS);
    case 'add':
      if (keys.length >= MAX_QUICK_KEYS || keys.some((k) => k._id === action.key._id)) return keys;
      return [...keys, action.key];
    case 'remove':
      return keys.filter((k) => k._id !== action.id);
    case 'move': {
      const from = keys.findIndex((k) => k._id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= keys.length) return keys;
      const next = keys.slice();
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    }
  }
}
