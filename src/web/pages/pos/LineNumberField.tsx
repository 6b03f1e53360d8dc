import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Read } from './receipt-lines';
import { focusScanBox, SCAN_THROUGH_ATTRIBUTE } from './scan-focus';

export interface LineNumberFieldProps {
  id: string;
  /** Read by assistive technology: which figure of which line. */
  label: string;
  value: number;
  /** The rule: a typed text as the figure, or why not. */
  read: (text: string) => Read<number>;
  onCommit: (value: number) => void;
  /** A refused figure (the rule's words): said in the terminal's news. */
  onRefused: (message: string) => void;
  /** Shown after the box (a percent sign). */
  unit?: string;
}

/**
 * A figure of a receipt line (quantity, discount) edited where it is shown, by keyboard or touch:
 * tap or F3/F4 to edit, Enter to keep (then back to the scan box), Escape to leave it as it was.
 * A figure the rule refuses changes nothing, and the terminal's news says why: with Enter the field
 * stays open, marked, with the rule in short beside it; moving away puts the old figure back.
 *
 * Uncontrolled, so a scan that lands here while it is open can be taken back out (useWedgeScanner).
 */
export function LineNumberField({ id, label, value, read, onCommit, onRefused, unit }: LineNumberFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The line changed elsewhere (a scan added one): show it, unless someone is typing over it.
  useEffect(() => {
    const el = ref.current;
    if (el && document.activeElement !== el) el.value = String(value);
  }, [value]);

  const shown = () => ref.current?.value.trim() ?? '';

  /** Keeps what was typed if the rule allows it; answers whether it did. */
  const keep = (): boolean => {
    if (shown() === String(value)) {
      setProblem(null);
      return true;
    }
    const typed = read(shown());
    if (!typed.ok) return false;
    setProblem(null);
    onCommit(typed.value);
    return true;
  };

  const putBack = () => {
    if (ref.current) ref.current.value = String(value);
    setProblem(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      if (keep()) focusScanBox();
      else {
        const typed = read(shown());
        if (!typed.ok) {
          setProblem(typed.hint);
          onRefused(typed.message);
        }
        ref.current?.select();
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      putBack();
      focusScanBox();
    }
  };

  const onBlur = () => {
    if (keep()) return;
    const typed = read(shown());
    putBack();
    if (!typed.ok) onRefused(typed.message);
  };

  const errorId = `${id}-error`;
  return (
    <div className="pos-line-field">
      <div className="input-group input-group-sm flex-nowrap">
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`form-control text-end${problem ? ' is-invalid' : ''}`}
          defaultValue={value}
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          {...{ [SCAN_THROUGH_ATTRIBUTE]: '' }}
        />
        {unit && (
          <span className="input-group-text" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {problem && (
        <div id={errorId} className="invalid-feedback d-block text-end text-nowrap">
          {problem}
        </div>
      )}
    </div>
  );
}
