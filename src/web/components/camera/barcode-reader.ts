/**
 * Reads barcodes out of camera frames: the browser's own BarcodeDetector where it reads every
 * format asked for (Chrome on Android and macOS), else the barcode-detector polyfill (ZXing
 * compiled to WebAssembly). The polyfill and its .wasm load only when a camera is first opened,
 * and the .wasm comes from this app's own assets, never from a CDN: a till may have no internet.
 */
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { scannedCode } from './scanned-code';

/** The symbologies on shop goods and on this app's receipts (Code 128). */
export const RETAIL_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39'] as const;
export type ScanFormat = (typeof RETAIL_FORMATS)[number];

/** What both detectors offer: the codes found in one frame. */
interface Detector {
  detect(frame: HTMLVideoElement): Promise<{ format: string; rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: ScanFormat[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

export interface FrameReader {
  /** The codes in the video's current frame (none when it has no frame yet). */
  read(video: HTMLVideoElement): Promise<string[]>;
  /** Which reader this is, for the dialog to say nothing about and tests to check. */
  kind: 'native' | 'polyfill';
}

function isDetectorClass(value: unknown): value is DetectorClass {
  return typeof value === 'function' && 'getSupportedFormats' in value && typeof value.getSupportedFormats === 'function';
}

/** The browser's detector when it reads every format wanted; some expose the class with no formats. */
async function nativeDetectorFor(formats: readonly ScanFormat[]): Promise<DetectorClass | null> {
  // Not in TypeScript's DOM types: most desktop browsers do not have it.
  const native: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (!isDetectorClass(native)) return null;
  try {
    const supported = new Set(await native.getSupportedFormats());
    return formats.every((f) => supported.has(f)) ? native : null;
  } catch {
    return null;
  }
}

let polyfill: Promise<DetectorClass> | undefined;

function loadPolyfill(): Promise<DetectorClass> {
  polyfill ??= import('barcode-detector/ponyfill').then(({ BarcodeDetector, prepareZXingModule }) => {
    // The module asks where its .wasm is; by default that is a CDN. Point it at the bundled asset.
    prepareZXingModule({ overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? zxingWasmUrl : prefix + file) } });
    return BarcodeDetector satisfies DetectorClass;
  });
  return polyfill;
}

/** A reader for the formats given, the browser's own when it can. */
export async function createFrameReader(formats: readonly ScanFormat[] = RETAIL_FORMATS): Promise<FrameReader> {
  const native = await nativeDetectorFor(formats);
  const Detector = native ?? (await loadPolyfill());
  const detector = new Detector({ formats: [...formats] });
  return {
    kind: native ? 'native' : 'polyfill',
    async read(video) {
      // HAVE_CURRENT_DATA: before it there is no frame to look at, and detect would throw.
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return [];
      const found = await detector.detect(video);
      return found.map((b) => scannedCode(b.format, b.rawValue)).filter((code) => code.length > 0);
    },
  };
}
