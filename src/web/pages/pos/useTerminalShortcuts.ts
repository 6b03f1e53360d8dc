import { useEffect, useRef } from 'react';
import { isDialogOpen, isTextEntry, scanBox, SCAN_THROUGH_ATTRIBUTE } from './scan-focus';
import { shortcutFor, type KeyPress, type ShortcutAction } from './shortcuts';

export type ShortcutHandlers = Record<ShortcutAction, () => void>;

function focusKind(): KeyPress['focus'] {
  const active = document.activeElement;
  const box = scanBox();
  if (active === box) return box && box.value === '' ? 'empty-scan-box' : 'text-field';
  return isTextEntry(active) ? 'text-field' : 'elsewhere';
}

/**
 * The terminal's shortcuts (shortcuts.ts), from anywhere on it while no dialog is open (a dialog's
 * keys are its own: Enter saves, Escape closes). A line figure being edited is kept first, as
 * leaving the field would, so Checkout's total includes it.
 */
export function useTerminalShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isDialogOpen()) return;
      const action = shortcutFor({ key: e.key, ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey, shiftKey: e.shiftKey, focus: focusKind() });
      if (!action) return;
      e.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLInputElement && active.hasAttribute(SCAN_THROUGH_ATTRIBUTE)) active.blur();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
