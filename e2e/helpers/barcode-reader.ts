/**
 * Reads barcodes back out of images, as a scanner would, with the BarcodeDetector polyfill
 * (ZXing compiled to WebAssembly). The .wasm comes from the installed zxing-wasm package, never
 * from a CDN, so the tests run offline.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BarcodeFormat } from 'barcode-detector/ponyfill';

export interface ReadBarcode {
  format: string;
  rawValue: string;
}

/**
 * The polyfill answers each barcode's box as a DOMRectReadOnly, which browsers have and Node
 * does not; this stands in for it (only the four numbers are ever read).
 */
class BoundingBox {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
}

let ready: Promise<typeof import('barcode-detector/ponyfill')> | undefined;

function loadDetector() {
  ready ??= (async () => {
    if (!('DOMRectReadOnly' in globalThis)) Object.assign(globalThis, { DOMRectReadOnly: BoundingBox });
    const api = await import('barcode-detector/ponyfill');
    const wasm = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    api.prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
    return api;
  })();
  return ready;
}

/** Every barcode of the given formats in a PNG (or JPEG) image. */
export async function readBarcodes(image: Uint8Array<ArrayBuffer>, formats: BarcodeFormat[]): Promise<ReadBarcode[]> {
  const { BarcodeDetector } = await loadDetector();
  const detector = new BarcodeDetector({ formats });
  const found = await detector.detect(new Blob([image], { type: 'image/png' }));
  return found.map((b) => ({ format: b.format, rawValue: b.rawValue }));
}
