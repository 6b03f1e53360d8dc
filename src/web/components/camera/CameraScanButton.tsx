import { useState } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { unlockBeep } from './beep';
import type { ScanFormat } from './barcode-reader';
import { CameraScanDialog } from './CameraScanDialog';

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}

export interface CameraScanButtonProps {
  /** Each code read, once (a repeat of the same code within 1.5 s is not passed on). */
  onCode: (code: string) => void;
  /** What the button does, for screen readers and the tooltip, e.g. "Scan the UPC with the camera". */
  label?: string;
  /** Keep reading until Done (counting, receiving, selling); otherwise the first code closes the dialog. */
  continuous?: boolean;
  /** Symbologies to look for; a constant, as a new list restarts the camera. Retail ones by default. */
  formats?: readonly ScanFormat[];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * A camera button for any place a barcode is typed: it opens the camera scanner in the page and
 * hands each code read to `onCode`. Sits well at the end of a Bootstrap input group.
 */
export function CameraScanButton({ onCode, label: ownLabel, continuous = false, formats, variant = 'outline-secondary', size, className }: CameraScanButtonProps) {
  const { t } = useTranslation();
  const label = ownLabel ?? t('common:camera.scan');
  const [open, setOpen] = useState(false);

  const onOpen = () => {
    // The click is what lets the page beep later on.
    unlockBeep();
    setOpen(true);
  };

  return (
    <>
      <Button type="button" variant={variant} size={size} className={`camera-scan-button ${className ?? ''}`} onClick={onOpen} title={label}>
        <CameraIcon />
        <span className="visually-hidden">{label}</span>
      </Button>
      <CameraScanDialog show={open} title={label} continuous={continuous} formats={formats} onCode={onCode} onClose={() => setOpen(false)} />
    </>
  );
}
