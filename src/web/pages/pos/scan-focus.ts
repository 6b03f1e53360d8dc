/**
 * Where the terminal's keystrokes go. The scan box has the focus whenever no dialog is open, so a
 * scanner's keys and a person's typing land there; these helpers find it, tell a dialog or another
 * person's field from it, and put the focus back in it.
 */
import { useEffect } from 'react';

/** The scan box's element id (the search form's term). */
export const SCAN_BOX_ID = 'pos-search-term';

/**
 * Sent on the scan box when a scan was taken out of it: its text went onto the receipt, not into a
 * search, so a search as you type of the code's first digits is dropped.
 */
export const SCAN_TAKEN_EVENT = 'stocktill:scan-taken';

/** Marks a field the terminal lets scans pass through (a line's quantity): see useWedgeScanner. */
export const SCAN_THROUGH_ATTRIBUTE = 'data-scan-through';

/**
 * Marks a field that is itself for scanned codes (the receipt-wallet code): a scanner's burst there
 * stays in it, where every other field of the terminal hands a burst to the sale (useWedgeScanner).
 */
export const TAKES_SCANS_ATTRIBUTE = 'data-takes-scans';

export function scanBox(): HTMLInputElement | null {
  const el = document.getElementById(SCAN_BOX_ID);
  return el instanceof HTMLInputElement ? el : null;
}

/** A modal dialog is showing (react-bootstrap mounts `.modal` only while one is open or closing). */
export function isDialogOpen(): boolean {
  return document.querySelector('.modal, [aria-modal="true"]') !== null;
}

/** Inputs that take typed text; radios, checkboxes and buttons do not. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'number', 'email', 'tel', 'url', 'password', 'date', 'time', 'datetime-local', 'month', 'week']);

/** Whether typing into `el` puts characters into it. */
export function isTextEntry(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(el.type);
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable);
}

/**
 * Whether the person's last action was a finger on a touch screen. Focusing a text box then opens
 * the on-screen keyboard over half the terminal, so the box is not focused after touches; a
 * scanner's keys still reach it (useWedgeScanner moves the focus on its first key, and a phone or
 * tablet with a scanner connected shows no on-screen keyboard).
 */
let lastActionWasTouch = false;

/** Focus to the scan box, unless a dialog has it or the person is working by touch (`always` for a shortcut key). */
export function focusScanBox({ select = false, always = false } = {}) {
  if (isDialogOpen() || (lastActionWasTouch && !always)) return;
  const box = scanBox();
  if (!box) return;
  box.focus({ preventScroll: true });
  if (select) box.select();
}

/**
 * Focus to the scan box once a closing dialog has left the page: react-bootstrap calls a modal's
 * onExited while the modal is still in it.
 */
export function focusScanBoxAfterDialog() {
  setTimeout(() => focusScanBox(), 0);
}

/**
 * Keeps the scan box focused: whenever the focus falls to the page itself (a button that was
 * pressed disappeared, a click on empty space, a dialog closed over a control that is gone), it
 * goes back to the box. A control a person moved to keeps it.
 */
export function useScanBoxFocusKeeper() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      // After the browser has settled where the focus goes next (often nowhere: the body).
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active === document.documentElement) focusScanBox();
      }, 50);
    };
    const notePointer = (e: PointerEvent) => {
      lastActionWasTouch = e.pointerType === 'touch';
    };
    const noteKey = () => {
      lastActionWasTouch = false;
    };
    focusScanBox();
    // A focused control that is removed (a line's Remove button) loses the focus without a
    // focusout, so a click is checked after too.
    document.addEventListener('focusout', check);
    document.addEventListener('click', check);
    document.addEventListener('pointerdown', notePointer, true);
    document.addEventListener('keydown', noteKey, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', check);
      document.removeEventListener('click', check);
      document.removeEventListener('pointerdown', notePointer, true);
      document.removeEventListener('keydown', noteKey, true);
    };
  }, []);
}
