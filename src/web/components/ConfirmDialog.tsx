import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { ErrorMessage } from './Message';

/**
 * An in-page confirmation (the browser's confirm box cannot be styled, read well on a phone, or
 * say what will happen in detail). The buttons are disabled while the action runs; a refusal
 * shows in the dialog.
 */
export function ConfirmDialog({
  show,
  title,
  confirmLabel,
  variant = 'primary',
  busy = false,
  error,
  onConfirm,
  onClose,
  onExited,
  children,
}: {
  show: boolean;
  title: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger' | 'success';
  busy?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** After it has closed and handed focus back: the place to move focus elsewhere. */
  onExited?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `confirm-${confirmLabel.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Dialog show={show} onHide={onClose} onExited={onExited} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorMessage error={error} />
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t('common:actions.goBack')}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
