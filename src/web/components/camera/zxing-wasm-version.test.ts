import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

describe('the bundled barcode reader', () => {
  it('ships the very .wasm binary the polyfill was built against', async () => {
    // The app bundles zxing-wasm's .wasm by its own path (barcode-reader.ts); the polyfill's glue
    // code only works with the binary of its exact build, and a mismatch fails only at run time.
    const { ZXING_WASM_SHA256 } = await import('barcode-detector/ponyfill');
    const bundled = fs.readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    expect(createHash('sha256').update(bundled).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
