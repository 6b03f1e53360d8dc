/**
 * Opens the camera for scanning, the one facing away from the user where there is one (a phone's
 * or tablet's rear camera; a laptop has only its front one, which is then used), and turns the
 * browser's refusals into something a person can act on.
 */

export type CameraProblem = 'unsupported' | 'insecure' | 'refused' | 'missing' | 'busy' | 'failed';

/** What the dialog says for each problem: what happened and what to do. */
export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, string> = {
  unsupported: 'This browser cannot use a camera. Type the code, or use a barcode scanner.',
  insecure: 'The camera can only be used over a secure (https) connection. Type the code, or use a barcode scanner.',
  refused: "Camera access was refused. Allow the camera for this site in the browser's settings, then try again.",
  missing: 'No camera was found on this device. Type the code, or use a barcode scanner.',
  busy: 'The camera is in use by another app. Close it there, then try again.',
  failed: 'The camera could not be started. Try again, or type the code.',
};

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(CAMERA_PROBLEM_TEXT[problem]);
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
