import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { encoderOptions, modulesOf, moduleWidthMm, stretchable } from './barcode-encoding';

/** Where the first bar starts and the last ends, in modules (bwip-js strokes are centred on x). */
function barExtent(svg: string): { first: number; last: number; width: number } {
  const edges = [...svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)].flatMap(([, width, d]) =>
    [...d.matchAll(/M([\d.]+) /g)].flatMap((m) => [Number(m[1]) - Number(width) / 2, Number(m[1]) + Number(width) / 2]),
  );
  return { first: Math.min(...edges), last: Math.max(...edges), width: modulesOf(svg) };
}

describe('label barcodes', () => {
  it('draw a valid UPC-A as UPC-A, a valid EAN-13 as EAN-13 and anything else as Code 128', () => {
    expect(encoderOptions('036000291452').bcid).toBe('upca');
    expect(encoderOptions('4006381333931').bcid).toBe('ean13');
    expect(encoderOptions('036000291453').bcid).toBe('code128');
    expect(encoderOptions('SKU-TEE-RED-M').bcid).toBe('code128');
  });

  it('leave each symbology at least its quiet zones either side of the bars', () => {
    const expected = { '036000291452': [9, 9], '4006381333931': [11, 7], 'SKU-TEE-RED-M': [10, 10] };
    for (const [upc, [left, right]] of Object.entries(expected)) {
      const bars = barExtent(bwipjs.toSVG(encoderOptions(upc)));
      expect(bars.first, upc).toBeGreaterThanOrEqual(left);
      expect(bars.width - bars.last, upc).toBeGreaterThanOrEqual(right);
      // No more than a module over: the bars should use the label's width.
      expect(bars.first, upc).toBeLessThanOrEqual(left + 1);
      expect(bars.width - bars.last, upc).toBeLessThanOrEqual(right + 1);
    }
  });

  it('stretch to their box and tell how wide a module prints', () => {
    const svg = bwipjs.toSVG(encoderOptions('036000291452'));
    expect(stretchable(svg)).toMatch(/^<svg preserveAspectRatio="none" viewBox=/);
    expect(moduleWidthMm(113, 56.5)).toBeCloseTo(0.5, 9);
    expect(moduleWidthMm(0, 56.5)).toBe(0);
  });
});
