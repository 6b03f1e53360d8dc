import { useEffect, useRef, useState, type RefObject } from 'react';
import { beep } from './beep';
import { createFrameReader, type ScanFormat } from './barcode-reader';
import { cameraProblemText, CameraError, closeCamera, openCamera } from './camera-stream';
import { createRepeatFilter } from './repeat-filter';

/**
 * The pause between two looks at the video. A frame takes ZXing some tens of milliseconds; a short
 * rest between them keeps a phone cool and the page responsive while still reading several times
 * a second.
 */
const FRAME_GAP_MS = 80;

export type ScannerState = { status: 'starting' } | { status: 'scanning' } | { status: 'failed'; message: string };

/**
 * While `active`, shows the camera in `video` and reads it continuously: each new code (see
 * repeat-filter) beeps and goes to `onRead`; with `once`, the first code also stops it. Turning
 * inactive, or unmounting, stops the camera.
 * To try again after a failure, mount it afresh (a new `key`). `formats` must keep its identity
 * (a constant): a new list restarts the camera.
 */
export function useCameraScanner(video: RefObject<HTMLVideoElement | null>, { active, once = false, formats, onRead }: { active: boolean; once?: boolean; formats?: readonly ScanFormat[]; onRead: (code: string) => void }): ScannerState {
  const [state, setState] = useState<ScannerState>({ status: 'starting' });
  // The latest handler, read at each code: a new handler from the page must not restart the camera.
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  }, [onRead]);

  useEffect(() => {
    const view = video.current;
    if (!active || !view) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const repeats = createRepeatFilter();
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      closeCamera(stream);
    };

    const start = async () => {
      // The reader (perhaps a WebAssembly download) loads while the browser asks for the camera.
      const reader = createFrameReader(formats);
      // Awaited below; a camera refused first must not leave its failure unhandled.
      reader.catch(() => undefined);
      stream = await openCamera();
      if (stopped) return closeCamera(stream);
      view.srcObject = stream;
      await view.play().catch(() => undefined);
      const frames = await reader;
      if (stopped) return;
      setState({ status: 'scanning' });

      const look = async () => {
        try {
          for (const code of await frames.read(view)) {
            if (stopped || !repeats.accept(code, performance.now())) continue;
            beep();
            latestOnRead.current(code);
            // One code wanted: nothing more is read, not even a second code in the same frame.
            if (once) stop();
          }
        } catch {
          // A frame the reader could not take (the video resizing, say): the next one will do.
        }
        if (!stopped) timer = setTimeout(() => void look(), FRAME_GAP_MS);
      };
      void look();
    };

    start().catch((error: unknown) => {
      if (stopped) return;
      closeCamera(stream);
      setState({ status: 'failed', message: error instanceof CameraError ? error.message : cameraProblemText('failed') });
    });

    return () => {
      stop();
      view.srcObject = null;
    };
  }, [active, once, formats, video]);

  return state;
}
