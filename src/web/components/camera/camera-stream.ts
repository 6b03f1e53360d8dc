/**
 * Opens the camera for scanning, the one facing away from the user where there is one (a phone's
 * or tablet's rear camera; a laptop has only its front one, which is then used), and turns the
 * browser's refusals into something a person can act on.
 */
import { i18n } from '../../i18n';

export type CameraProblem = 'unsupported' | 'insecure' | 'refused' | 'missing' | 'busy' | 'failed';

/** What the dialog says for each problem, in the app's language: what happened and what to do. */
export function cameraProblemText(problem: CameraProblem): string {
  switch (problem) {
    case 'unsupported':
      return i18n.t('common:camera.problem.unsupported');
    case 'insecure':
      return i18n.t('common:camera.problem.insecure');
    case 'refused':
      return i18n.t('common:camera.problem.refused');
    case 'missing':
      return i18n.t('common:camera.problem.missing');
    case 'busy':
      return i18n.t('common:camera.problem.busy');
    case 'failed':
      return i18n.t('common:camera.problem.failed');
  }
}

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(cameraProblemText(problem));
    this.name = 'CameraError';
  }
}

/** The browser's getUserMedia failures by name (DOMException names are the stable part). */
export function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'refused';
    case 'SecurityError':
      return 'insecure';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/** Starts the camera; throws a CameraError saying why it cannot. */
export async function openCamera(): Promise<MediaStream> {
  if (!window.isSecureContext) throw new CameraError('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      // `ideal`, not `exact`: a device with only a front camera still scans.
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    throw new CameraError(problemOf(error));
  }
}

/** Turns the camera off (its light goes out); a stream left running keeps it on after the dialog closes. */
export function closeCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
