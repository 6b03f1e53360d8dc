/**
 * How a label's barcode is drawn: the symbology its UPC calls for (src/domain/barcodes.ts) and
 * the quiet zones a scanner needs either side of the bars, in modules (the narrowest bar's
 * width): UPC-A 9 and 9, EAN-13 11 and 7, Code 128 10 and 10.
 *
 * The bars are drawn without their digits and stretched to fill the label's barcode area; the
 * digits are printed as text under them. Stretching sideways widens every module alike, and the
 * quiet zones are part of the drawing, so they stay in proportion on every template.
 */
import { symbologyOf, type Symbology } from '../../../domain/barcodes';

export interface EncoderOptions {
  bcid: Symbology;
  text: string;
  paddingleft: number;
  paddingright: number;
  /** Bar height; irrelevant once stretched, but bwip-js needs one. */
  height: number;
  includetext: false;
  scale: 1;
}

const QUIET_ZONES: Record<Symbology, { left: number; right: number }> = {
  upca: { left: 9, right: 9 },
  ean13: { left: 11, right: 7 },
  code128: { left: 10, right: 10 },
};

export const SYMBOLOGY_NAMES: Record<Symbology, string> = { upca: 'UPC-A', ean13: 'EAN-13', code128: 'Code 128' };

/**
 * The narrowest module a label should print: 0.19 mm (7.5 mil), below which ordinary laser and
 * camera scanners start to miss. A long Code 128 on a small label can fall under it.
 */
export const MIN_MODULE_MM = 0.19;

/** bwip-js options for the UPC, at one drawing unit per module so the drawing's width counts modules. */
export function encoderOptions(upc: string): EncoderOptions {
  const bcid = symbologyOf(upc);
  const quiet = QUIET_ZONES[bcid];
  return { bcid, text: upc, paddingleft: quiet.left, paddingright: quiet.right, height: 10, includetext: false, scale: 1 };
}

/** The drawing's width in modules, quiet zones included (the viewBox's width at scale 1). */
export function modulesOf(svg: string): number {
  const match = /viewBox="0 0 ([\d.]+) [\d.]+"/.exec(svg);
  return match ? Number(match[1]) : 0;
}

/** Lets the drawing stretch to its box instead of keeping its own proportions. */
export function stretchable(svg: string): string {
  return svg.replace(/^\s*<svg /, '<svg preserveAspectRatio="none" ');
}

/** Width of one module when the drawing fills `widthMm`. */
export function moduleWidthMm(modules: number, widthMm: number): number {
  return modules > 0 ? widthMm / modules : 0;
}
