/**
 * `npx tsx scripts/make-icons.ts`: draws the installed app's icons (a till receipt on the navbar's
 * dark grey) and writes them as PNG under src/web/public/icons/, where the web app manifest and
 * index.html name them. The PNGs are committed; run this again only when the drawing changes.
 *
 *   icon-192.png, icon-512.png   "any" icons: a rounded tile, the receipt filling most of it.
 *   maskable-512.png             full-bleed square; the receipt stays inside the central circle
 *                                (40% of the width in radius) that every launcher mask keeps.
 *   apple-touch-icon.png         180 px, square: iOS rounds the corners itself.
 */
import { Resvg } from '@resvg/resvg-js';
import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../src/server/paths';

/** The signed-in navbar's colour (Bootstrap's bg-dark), also the manifest's theme_color. */
const DARK = '#212529';
const PAPER = '#ffffff';
const INK = '#adb5bd';
/** Bootstrap's primary blue: the total line. */
const ACCENT = '#0d6efd';

const OUT_DIR = projectPath('src', 'web', 'public', 'icons');

/** The receipt, drawn on a 512 × 512 canvas around its centre (256, 256), scaled by `scale`. */
function receipt(scale: number): string {
  // Zigzag tear along the bottom edge: eight teeth across the paper's width.
  const left = 156;
  const right = 356;
  const top = 92;
  const bottom = 404;
  const teeth = 8;
  const step = (right - left) / teeth;
  let edge = '';
  for (let i = teeth - 1; i >= 0; i--) {
    edge += ` L ${left + step * (i + 0.5)} ${bottom + 18} L ${left + step * i} ${bottom}`;
  }
  const paper = `M ${left} ${top} L ${right} ${top} L ${right} ${bottom}${edge} Z`;
  const line = (y: number, x1: number, x2: number, colour: string, width = 16) =>
    `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  return `
    <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
      <path d="${paper}" fill="${PAPER}"/>
      ${line(146, 188, 324, DARK, 20)}
      ${line(196, 188, 284, INK)}
      ${line(196, 304, 324, INK)}
      ${line(236, 188, 264, INK)}
      ${line(236, 304, 324, INK)}
      ${line(276, 188, 276, INK)}
      ${line(276, 304, 324, INK)}
      ${line(334, 188, 324, ACCENT, 24)}
    </g>`;
}

function drawing(kind: 'any' | 'maskable' | 'apple'): string {
  const tile =
    kind === 'any'
      ? `<rect x="16" y="16" width="480" height="480" rx="96" fill="${DARK}"/>`
      : `<rect width="512" height="512" fill="${DARK}"/>`;
  // The receipt's far corners are ~195 px from the centre at scale 1; at 0.9 they are ~175 px, inside
  // the 205 px circle a maskable icon must keep clear of the mask.
  const scale = kind === 'any' ? 1 : 0.9;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${tile}${receipt(scale)}</svg>`;
}

function render(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

const icons: { file: string; kind: 'any' | 'maskable' | 'apple'; size: number }[] = [
  { file: 'icon-192.png', kind: 'any', size: 192 },
  { file: 'icon-512.png', kind: 'any', size: 512 },
  { file: 'maskable-512.png', kind: 'maskable', size: 512 },
  { file: 'apple-touch-icon.png', kind: 'apple', size: 180 },
];

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const icon of icons) {
  const png = render(drawing(icon.kind), icon.size);
  fs.writeFileSync(path.join(OUT_DIR, icon.file), png);
  console.log(`${icon.file}: ${icon.size} px, ${png.length} bytes`);
}
