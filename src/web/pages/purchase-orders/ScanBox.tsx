import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, InputGroup } from 'react-bootstrap';
import { CameraScanButton } from '../../components/camera/CameraScanButton';

/**
 * A box a barcode scanner types into: Enter (which scanners send after the code) or the button
 * hands over the text. When the handler answers `true` the text was used up and the box empties,
 * unless more has been typed meanwhile, keeping focus for the next scan. Not a form of its own,
 * so it may sit inside one; Enter never submits the form around it. The camera button beside it
 * reads code after code into the same handler; a code it could not use is left in the box.
 */
export function ScanBox({
  id,
  label,
  placeholder,
  buttonLabel,
  onScan,
  onType,
  autoFocus = false,
}: {
  id: string;
  label: string;
  placeholder?: string;
  buttonLabel: string;
  onScan: (text: string) => boolean | Promise<boolean>;
  /** The box's text as it is typed, and '' once a scan used it up (search as you type). */
  onType?: (text: string) => void;
  autoFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const take = async () => {
    const box = input.current;
    if (!box) return;
    const text = box.value.trim();
    if (!text) return;
    setBusy(true);
    try {
      if (await onScan(text)) {
        // Only the text just used: the next scan may already be arriving.
        if (box.value.trim() === text) {
          box.value = '';
          onType?.('');
        }
        box.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const takeCameraCode = async (code: string) => {
    if (!(await onScan(code)) && input.current) input.current.value = code;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void take();
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <InputGroup>
        <input ref={input} id={id} type="text" className="form-control" placeholder={placeholder} autoComplete="off" autoFocus={autoFocus} onKeyDown={onKeyDown} onInput={(e) => onType?.(e.currentTarget.value)} />
        <Button variant="outline-primary" onClick={() => void take()} disabled={busy}>
          {buttonLabel}
        </Button>
        <CameraScanButton continuous onCode={(code) => void takeCameraCode(code)} />
      </InputGroup>
    </div>
  );
}
