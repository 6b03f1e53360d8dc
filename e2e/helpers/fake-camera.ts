/**
 * A film for Chromium's fake camera (`--use-file-for-fake-video-capture=<file.y4m>`): shots of
 * barcodes drawn with bwip-js, or of nothing, written as YUV4MPEG2 frames at test time so no video
 * sits in git. Chromium plays the file at its frame rate from the start each time a page opens
 * the camera, and loops it.
 */
import bwipjs from 'bwip-js/node';
import fs from 'node:fs';

/** A linear symbology bwip-js encodes: UPC-A and EAN-13 on goods, Code 128 on receipts. */
export type FilmSymbology = 'upca' | 'ean13' | 'code128';

export interface Shot {
  /** What is in front of the camera; nothing (a blank page) when left out. */
  barcode?: { bcid: FilmSymbology; text: string };
  seconds: number;
}

export interface FilmOptions {
  width?: number;
  height?: number;
  fps?: number;
}

// Video-range luma: what a camera sends for white paper and black ink.
const WHITE = 235;
const BLACK = 16;
const NEUTRAL_CHROMA = 128;

/** The bar widths (in modules, bar first) bwip-js encodes for the text. */
function barWidths(bcid: FilmSymbology, text: string): number[] {
  const [encoded] = bwipjs.raw(bcid, text, {});
  if (!encoded || !('sbs' in encoded)) throw new Error(`${bcid} did not encode as bars`);
  return encoded.sbs;
}

/** One luma plane: the barcode's bars across the middle, as large as fits with quiet zones. */
function drawLuma(width: number, height: number, barcode: Shot['barcode']): Uint8Array {
  const luma = new Uint8Array(width * height).fill(WHITE);
  if (!barcode) return luma;
  const widths = barWidths(barcode.bcid, barcode.text);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // Ten modules of quiet zone each side, as scanners expect.
  const modulePx = Math.floor(width / (modules + 20));
  if (modulePx < 1) throw new Error(`${barcode.text} is too long for a ${width} px wide frame`);
  const barHeight = Math.round(height * 0.45);
  const top = Math.round((height - barHeight) / 2);
  let x = Math.floor((width - modules * modulePx) / 2);
  widths.forEach((w, i) => {
    const span = w * modulePx;
    // Even places are bars, odd ones spaces.
    if (i % 2 === 0) for (let y = top; y < top + barHeight; y++) luma.fill(BLACK, y * width + x, y * width + x + span);
    x += span;
  });
  return luma;
}

/** Writes the film: each shot held for its seconds. Answers the film's length in seconds. */
export function writeCameraFilm(file: string, shots: Shot[], { width = 640, height = 480, fps = 4 }: FilmOptions = {}): number {
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, NEUTRAL_CHROMA);
  const out = fs.openSync(file, 'w');
  let frames = 0;
  try {
    fs.writeSync(out, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420\n`);
    for (const shot of shots) {
      const frame = Buffer.concat([Buffer.from('FRAME\n'), drawLuma(width, height, shot.barcode), chroma]);
      const count = Math.round(shot.seconds * fps);
      for (let i = 0; i < count; i++) fs.writeSync(out, frame);
      frames += count;
    }
  } finally {
    fs.closeSync(out);
  }
  return frames / fps;
}
