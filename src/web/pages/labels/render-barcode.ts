/**
 * Draws a label's barcode as SVG in the browser. bwip-js is imported here on demand, and only
 * its three encoders, so it is fetched by the labels screen alone and after it has shown.
 */
import { encoderOptions, modulesOf, stretchable } from './barcode-encoding';

export interface RenderedBarcode {
  /** A data: URL of the SVG, for an <img>. */
  src: string;
  /** Width in modules, quiet zones included. */
  modules: number;
}

export async function renderBarcode(upc: string): Promise<RenderedBarcode> {
  const { upca, ean13, code128, drawingSVG } = await import('bwip-js/browser');
  const opts = encoderOptions(upc);
  const encode = { upca, ean13, code128 }[opts.bcid];
  const svg = encode(opts, drawingSVG());
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(stretchable(svg))}`, modules: modulesOf(svg) };
}
