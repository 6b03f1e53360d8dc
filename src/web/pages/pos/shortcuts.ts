/**
 * The terminal's keyboard shortcuts: one table, read by the key handler, the hints on screen and
 * the help overlay, so what is shown is always what works. Function keys because a scanner's
 * keyboard never types them and they need no focus change; each also has a way by touch.
 */
import { i18n } from '../../i18n';

export type ShortcutAction = 'focusScan' | 'editQuantity' | 'editDiscount' | 'checkout' | 'cancelSale' | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** The keys as printed on the keyboard. */
  keys: string[];
  /** aria-keyshortcuts syntax, for the control the shortcut works. */
  aria: string;
  /** What it does, in the help overlay, in the app's language. */
  does: () => string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'focusScan', keys: ['F2'], aria: 'F2', does: () => i18n.t('pos:shortcuts.does.focusScan') },
  { action: 'editQuantity', keys: ['F3'], aria: 'F3', does: () => i18n.t('pos:shortcuts.does.editQuantity') },
  { action: 'editDiscount', keys: ['F4'], aria: 'F4', does: () => i18n.t('pos:shortcuts.does.editDiscount') },
  { action: 'checkout', keys: ['F9', 'Ctrl+Enter'], aria: 'F9 Control+Enter', does: () => i18n.t('pos:shortcuts.does.checkout') },
  { action: 'cancelSale', keys: ['F8'], aria: 'F8', does: () => i18n.t('pos:shortcuts.does.cancelSale') },
  { action: 'help', keys: ['?'], aria: 'Shift+?', does: () => i18n.t('pos:shortcuts.does.help') },
];

export function shortcutOf(action: ShortcutAction): Shortcut {
  return SHORTCUTS.find((s) => s.action === action)!;
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /**
   * Where the focus is: a field a person types into takes `?` as a character; the scan box,
   * while empty, does not (nobody searches for a lone question mark).
   */
  focus: 'elsewhere' | 'empty-scan-box' | 'text-field';
}

const FUNCTION_KEYS: Partial<Record<string, ShortcutAction>> = { F2: 'focusScan', F3: 'editQuantity', F4: 'editDiscount', F8: 'cancelSale', F9: 'checkout' };

/** The shortcut a key press asks for, if any. */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
  const { key, ctrlKey, altKey, metaKey, shiftKey, focus } = press;
  if (altKey || metaKey) return null;
  if (key === 'Enter' && ctrlKey && !shiftKey) return 'checkout';
  if (ctrlKey) return null;
  const fn = FUNCTION_KEYS[key];
  if (fn) return shiftKey ? null : fn;
  if (key === '?' && focus !== 'text-field') return 'help';
  return null;
}

/** `*3` typed in the scan box: the last line's quantity; null when the text is not that. */
export function quantityEntry(text: string): string | null {
  const match = /^\*\s*(\S*)$/.exec(text.trim());
  return match ? match[1] : null;
}
