/**
 * Whole scans from a keyboard-wedge scanner, wherever the focus is on the terminal. One listener on
 * the document sees every key before the page does and hands each to the burst recogniser
 * (scan-burst.ts); a burst ended by Enter or Tab is a scan. Its Enter is then kept from the page,
 * the code is taken out of wherever it was typed and handed to `onScan` in one piece, at once,
 * whatever is still being looked up: nothing glues codes together or waits for the server.
 *
 * Where the keys go:
 * - The scan box: a scan's code is the box's whole text. (A busy computer can hold one key back
 *   long enough to split a burst in two; the box still has every character. The scan box is
 *   emptied by every Enter, so its text is the one entry.)
 * - Nothing in particular (the page, a button, a radio, the register list): the first key moves the
 *   focus to the scan box and lands there, so a scan or a person's search both end up in it, and a
 *   scan's Enter never presses the button that had the focus. In a dialog the focus stays put (the
 *   box is behind it) and the scan's Enter is kept from the dialog's button.
 * - Any other field of the terminal, in a dialog or not (a product's quantity or discount, a
 *   receipt line's figures, the tender's amounts, shipping, the sale discount): a burst is the
 *   scanner's, not the person's. It is taken out of the field, which gets back the text it had
 *   before the burst began, and it goes onto the sale: a 13-digit quantity is never what was meant,
 *   and a scan is never lost in a box. A person typing there stays typing: their keys come a
 *   hundred milliseconds or more apart, which is never a burst, and a burst that is not a barcode
 *   (digits, spaces, dashes) stays in the field.
 * - A field marked as taking scans itself (TAKES_SCANS_ATTRIBUTE: the receipt-wallet code): left alone.
 *
 * A person's Enter in the scan box is not a scan: the search form handles it (a typed code, `*3`,
 * or a search by name).
 */
import { useEffect, useRef } from 'react';
import { barcodeOf } from '../../../domain/barcodes';
import { createBurstRecogniser } from './scan-burst';
import { isDialogOpen, isTextEntry, scanBox, SCAN_TAKEN_EVENT, TAKES_SCANS_ATTRIBUTE } from './scan-focus';

/** A code, and when the scanner finished sending it (for scan-to-line timing). */
export type OnScan = (code: string, scannedAt: number) => void;

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/** A field that typing puts characters into, but not the scan box. */
function typedFieldOf(el: Element | null, box: HTMLInputElement | null): TypedField | null {
  if (el === box || !isTextEntry(el)) return null;
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : null;
}

/**
 * Sets a field's text the way typing would, so a component that reads the field (a controlled
 * input, a form library) sees the change: React tracks the value the setter of the element's own
 * prototype writes, and hears the input event.
 */
function setFieldText(field: TypedField, value: string) {
  if (field.value === value) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function useWedgeScanner(onScan: OnScan) {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    const recogniser = createBurstRecogniser();
    // The field a run is typed into, and its text before the run began.
    let field: TypedField | null = null;
    let textBefore = '';

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing || e.repeat) {
        recogniser.reset();
        return;
      }
      const active = document.activeElement;
      const box = scanBox();
      const inBox = box !== null && active === box;
      const typedInto = typedFieldOf(active, box);
      // A field for codes of its own, or one no scan can be taken back out of (rich text).
      if (typedInto?.hasAttribute(TAKES_SCANS_ATTRIBUTE) || (!inBox && !typedInto && isTextEntry(active))) {
        recogniser.reset();
        return;
      }
      const inDialog = isDialogOpen();
      const verdict = recogniser.feed({ key: e.key, time: e.timeStamp, withCommandModifier: e.ctrlKey || e.altKey || e.metaKey });
      if (verdict.kind === 'char') {
        if (verdict.starts) {
          field = typedInto;
          textBefore = typedInto?.value ?? '';
        }
        // Typing with no field focused goes to the scan box; this key lands there too.
        if (!inBox && !typedInto && !inDialog) box?.focus({ preventScroll: true });
        return;
      }
      if (verdict.kind !== 'scan') return;
      // In a field, only a product's code is taken: a fast "1.999,00" stays an amount.
      if (typedInto && barcodeOf(verdict.code) === null) return;
      let code = verdict.code;
      if (inBox) {
        // The longer of the two: the box's text, unless a key typed before the focus moved to the box is missing from it.
        const typed = box.value.trim();
        if (typed.length >= code.length) code = typed;
        box.value = '';
        box.dispatchEvent(new Event(SCAN_TAKEN_EVENT));
      } else if (typedInto && field === typedInto) {
        setFieldText(typedInto, textBefore);
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
