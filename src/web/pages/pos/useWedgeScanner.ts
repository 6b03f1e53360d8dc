/**
 * Whole scans from a keyboard-wedge scanner, wherever the focus is on the terminal. One listener on
 * the document sees every key before the page does and hands each to the burst recogniser
 * (scan-burst.ts); a burst ended by Enter or Tab is a scan. Its Enter is then kept from the page,
 * the code is taken out of the box it was typed into and handed to `onScan` in one piece, at once,
 * whatever is still being looked up: nothing glues codes together or waits for the server.
 *
 * Where the keys go:
 * - The scan box: a scan's code is the box's whole text. (A busy computer can hold one key back
 *   long enough to split a burst in two; the box still has every character. The scan box is
 *   emptied by every Enter, so its text is the one entry.)
 * - Nothing in particular (the page, a button, a radio, the register list): the first key moves the
 *   focus to the scan box and lands there, so a scan or a person's search both end up in it, and a
 *   scan's Enter never presses the button that had the focus.
 * - A field marked scan-through (a receipt line's quantity or discount): a scan into it is taken
 *   out of the field and treated as a scan. The clerk was half-way through an edit and picked up
 *   the scanner; a 12-digit quantity is never what they meant.
 * - Any other field (the tender's amounts, the wallet code, a dialog's inputs): left alone, and so
 *   is everything while a dialog is open. Those fields belong to the person typing in them, and
 *   some expect a scanner's input themselves (the wallet code is scanned into Finish Sale).
 *
 * A person's Enter in the scan box is not a scan: the search form handles it (a typed code, `*3`,
 * or a search by name).
 */
import { useEffect, useRef } from 'react';
import { createBurstRecogniser } from './scan-burst';
import { isDialogOpen, isTextEntry, scanBox, SCAN_TAKEN_EVENT, SCAN_THROUGH_ATTRIBUTE } from './scan-focus';

/** A code, and when the scanner finished sending it (for scan-to-line timing). */
export type OnScan = (code: string, scannedAt: number) => void;

/** Sets a field's text the way typing would, so a component that reads the field sees the change. */
function setFieldText(field: HTMLInputElement, value: string) {
  if (field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function useWedgeScanner(onScan: OnScan) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const recogniser = createBurstRecogniser();
    // A line figure a run is typed into, and its text before the run began.
    let field: HTMLInputElement | null = null;
    let textBefore = '';

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing || e.repeat || isDialogOpen()) {
        recogniser.reset();
        return;
      }
      const active = document.activeElement;
      const box = scanBox();
      const inBox = box !== null && active === box;
      const scanThrough = active instanceof HTMLInputElement && active.hasAttribute(SCAN_THROUGH_ATTRIBUTE);
      if (!inBox && !scanThrough && isTextEntry(active)) {
        recogniser.reset();
        return;
      }
      const verdict = recogniser.feed({ key: e.key, time: e.timeStamp, withCommandModifier: e.ctrlKey || e.altKey || e.metaKey });
      if (verdict.kind === 'char') {
        if (scanThrough && verdict.starts) {
          field = active;
          textBefore = active.value;
        }
        // Typing with no field focused goes to the scan box; this key lands there too.
        if (!inBox && !scanThrough) box?.focus({ preventScroll: true });
        return;
      }
      if (verdict.kind !== 'scan') return;
      let code = verdict.code;
      if (inBox) {
        // The longer of the two: the box's text, unless a key typed before the focus moved to the box is missing from it.
        const typed = box.value.trim();
        if (typed.length >= code.length) code = typed;
        box.value = '';
        box.dispatchEvent(new Event(SCAN_TAKEN_EVENT));
      } else if (scanThrough && field === active) {
        setFieldText(active, textBefore);
      }
      field = null;
      e.preventDefault();
      e.stopPropagation();
      onScanRef.current(code, e.timeStamp);
    };

    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
