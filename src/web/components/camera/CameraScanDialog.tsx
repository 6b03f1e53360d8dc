import { useId, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import type { ScanFormat } from './barcode-reader';
import { useCameraScanner } from './useCameraScanner';
import './camera-scan.css';

/** The live picture with an aiming line, and below it what the scanner is doing. */
function CameraView({ active, once, formats, onRead, onRetry }: { active: boolean; once: boolean; formats?: readonly ScanFormat[]; onRead: (code: string) => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  const state = useCameraScanner(video, {
    active,
    once,
    formats,
    onRead: (code) => {
      setLastCode(code);
      onRead(code);
    },
  });

  if (state.status === 'failed') {
    return (
      <div className="alert alert-warning mb-0" role="alert">
        <p>{state.message}</p>
        <Button variant="outline-dark" onClick={onRetry}>
          {t('common:actions.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <div className="camera-scan-frame">
        <video ref={video} className="camera-scan-video" muted playsInline autoPlay aria-label={t('common:camera.picture')} />
        <div className="camera-scan-aim" aria-hidden="true" />
      </div>
      <p className="mt-2 mb-0" role="status" aria-live="polite">
        {state.status === 'starting' ? t('common:camera.starting') : lastCode ? t('common:camera.read', { code: lastCode }) : t('common:camera.hold')}
      </p>
    </>
  );
}

/**
 * The camera scanner in a dialog: the picture, what was read last, and Done. With `continuous`
 * it reads code after code until closed (counting, receiving, selling); without, the first code
 * closes it (a single field to fill). Closing turns the camera off at once.
 */
export function CameraScanDialog({ show, title, continuous, formats, onCode, onClose }: { show: boolean; title: string; continuous: boolean; formats?: readonly ScanFormat[]; onCode: (code: string) => void; onClose: () => void }) {
  // Try again mounts the view afresh, asking for the camera anew (once it has been allowed, say).
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();

  const onRead = (code: string) => {
    onCode(code);
    if (!continuous) onClose();
  };

  return (
    <Dialog show={show} onHide={onClose} aria-labelledby={titleId} centered fullscreen="sm-down" className="camera-scan-dialog">
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CameraView key={attempt} active={show} once={!continuous} formats={formats} onRead={onRead} onRetry={() => setAttempt((n) => n + 1)} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {continuous ? t('common:actions.done') : t('common:actions.close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
