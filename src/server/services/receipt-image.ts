/**
 * Draws a stored receipt as a till-roll PNG: an SVG laid out in a monospaced grid (so columns
 * line up and text can be wrapped by counting characters), barcodes from bwip-js, rasterised by
 * resvg with fonts shipped in node_modules, so every instance renders the same pixels. Its words
 * are the `receipt` catalogue's (src/i18n/locales/<language>/receipt.json) in the business's
 * language; its dates and amounts are in the business's locale.
 */
import { renderAsync } from '@resvg/resvg-js';
import bwipjs from 'bwip-js/node';
import { createRequire } from 'node:module';
import path from 'node:path';
import { businessFormat, DEFAULT_REGION, type Region } from '../../domain/formats';
import { formatPhone } from '../../domain/phone';
import { receiptPaymentRows } from '../../domain/receipt-payment-rows';
import { receiptTaxRows } from '../../domain/receipt-tax-rows';
import type { ReceiptTranslate } from '../../domain/receipt-translate';
import type { TReceipt } from '../../domain/schemas/pos';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
import { translate } from '../../i18n/server-catalog';

/** Twice the 350 px it is shown at, so it stays sharp on high-DPI screens. */
export const RECEIPT_PNG_WIDTH = 700;

const MARGIN = 40;
const MONO_SIZE = 22;
/** DejaVu Sans Mono advances 0.602 em per character. */
const CHAR_WIDTH = MONO_SIZE * 0.602;
const COLS = Math.floor((RECEIPT_PNG_WIDTH - 2 * MARGIN) / CHAR_WIDTH);
const LINE = 30;

const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = ['DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'].map((f) => path.join(FONT_DIR, f));

/**
 * Characters a receipt cannot show (C0 controls but tab, line feed and carriage return; DEL;
 * U+FFFE/U+FFFF; lone surrogates), most of which XML cannot hold at all. New input refuses them;
 * rows stored before that still render, with U+FFFD in their place, instead of failing the whole
 * receipt for ever.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_IN_XML, '\uFFFD')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Splits text into lines of at most `width` characters, breaking at spaces where it can. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let w = word; w.length > 0; ) {
      const room = line ? width - line.length - 1 : width;
      if (w.length <= room) {
        line = line ? `${line} ${w}` : w;
        w = '';
      } else if (line) {
        out.push(line);
        line = '';
      } else {
        out.push(w.slice(0, width));
        w = w.slice(width);
      }
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** Shortens `left` so it and `right` fit on one row of `width` characters with a space between. */
function fitLeft(left: string, right: string, width = COLS): string {
  const room = Math.max(1, width - right.length - 1);
  return left.length > room ? `${left.slice(0, room - 1)}…` : left;
}

/** Places a bwip-js SVG at (x, y) scaled to `width`; returns the markup and its height. */
function embed(svg: string, x: number, y: number, width: number): { markup: string; height: number } {
  const [, , vw, vh] = (/viewBox="([\d.\s-]+)"/.exec(svg)?.[1] ?? '0 0 1 1').split(/\s+/).map(Number);
  const height = Math.round((width * vh) / vw);
  return { markup: svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${width}" height="${height}" `), height };
}

type Row =
  | { kind: 'text'; text: string; right?: string; font: 'mono' | 'mono-bold' | 'title' | 'small'; align?: 'left' | 'center'; size?: number }
  | { kind: 'rule' }
  | { kind: 'gap'; height: number }
  | { kind: 'svg'; svg: string; width: number };

/**
 * The business's locale and time zone, which the date and amounts are written in, and its
 * language, which the words are in (English when left out).
 */
export type ReceiptRegion = Region & { language?: Language };

export function receiptSvg(receipt: TReceipt, walletId: string | null, region: ReceiptRegion = DEFAULT_REGION): string {
  const format = businessFormat({ locale: region.locale, timeZone: region.timeZone, currency: receipt.currency });
  const language = region.language ?? DEFAULT_LANGUAGE;
  const words: ReceiptTranslate = (key, values) => translate(language, key, values);
  const money = (n: number) => format.money(n);
  const rows: Row[] = [];
  const center = (text: string, font: 'mono' | 'small' | 'title' = 'mono') => rows.push({ kind: 'text', text, font, align: 'center' });
  const left = (text: string, font: 'mono' | 'mono-bold' = 'mono') => rows.push({ kind: 'text', text, font });
  /** A row with text on the left and an amount flush right. */
  const pair = (text: string, right: string, font: 'mono' | 'mono-bold' = 'mono', size?: number) =>
    rows.push({ kind: 'text', text: fitLeft(text, right, size ? Math.floor((COLS * MONO_SIZE) / size) : COLS), right, font, size });

  for (const t of wrap(receipt.bname, 30)) center(t, 'title');
  rows.push({ kind: 'gap', height: 6 });
  for (const t of wrap(receipt.address, COLS)) center(t);
  center([receipt.city, receipt.state, receipt.mailcode].filter(Boolean).join(', '));
  if (receipt.country) center(receipt.country);
  if (receipt.phone) center(words('receipt:phone', { phone: formatPhone(receipt.phone, { country: receipt.country, locale: region.locale }) }));
  rows.push({ kind: 'gap', height: 10 });
  pair(format.receiptDate(receipt.createdAt), `#${receipt.barcode}`);
  rows.push({ kind: 'rule' });

  for (const line of receipt.lines) {
    for (const t of wrap(`${line.manufacturer} ${line.subname}`, COLS)) left(t, 'mono-bold');
    const detail = `  ${line.qty} x ${money(line.price)}${line.itemdiscount ? `  -${line.itemdiscount}%` : ''}`;
    pair(detail, money(line.line));
    if (line.upc) rows.push({ kind: 'text', text: `  ${words('receipt:upc', { upc: line.upc })}`, font: 'small' });
  }
  rows.push({ kind: 'rule' });

  pair(words('receipt:subtotal'), money(receipt.subtotal));
  pair(words('receipt:saleDiscount'), receipt.discount ? `-${money(receipt.discount)}` : money(0));
  pair(words('receipt:shipping'), money(receipt.shipping));
  const taxRows = receiptTaxRows(receipt, words, format.rate);
  for (const t of taxRows.beforeTotal) pair(t.label, money(t.amount));
  rows.push({ kind: 'gap', height: 6 });
  pair(words('receipt:total'), money(receipt.total), 'mono-bold', Math.round(MONO_SIZE * 1.3));
  for (const t of taxRows.afterTotal) pair(`  ${t.label}`, money(t.amount));
  const payments = receiptPaymentRows(receipt, words);
  if (payments.length > 0) {
    rows.push({ kind: 'gap', height: 6 });
    for (const p of payments) {
      pair(p.label, money(p.amount));
      if (p.reference) rows.push({ kind: 'text', text: fitLeft(`  ${words('receipt:reference', { reference: p.reference })}`, ''), font: 'small' });
    }
  }
  rows.push({ kind: 'rule' });

  rows.push({ kind: 'gap', height: 8 });
  rows.push({
    kind: 'svg',
    width: 440,
    svg: bwipjs.toSVG({ bcid: 'code128', text: receipt.barcode, scale: 2, height: 12, includetext: true, textxalign: 'center', textsize: 9 }),
  });
  if (walletId) {
    rows.push({ kind: 'gap', height: 16 });
    rows.push({ kind: 'svg', width: 180, svg: bwipjs.toSVG({ bcid: 'qrcode', text: walletId, scale: 4 }) });
    center(words('receipt:wallet'), 'small');
  }
  rows.push({ kind: 'gap', height: 14 });
  if (receipt.returned) rows.push({ kind: 'text', text: `*** ${words('receipt:returned')} ***`, font: 'mono-bold', align: 'center' });
  center(words('receipt:thanks'));

  const parts: string[] = [];
  let y = MARGIN;
  for (const row of rows) {
    if (row.kind === 'gap') {
      y += row.height;
    } else if (row.kind === 'rule') {
      y += 10;
      parts.push(`<line x1="${MARGIN}" y1="${y}" x2="${RECEIPT_PNG_WIDTH - MARGIN}" y2="${y}" stroke="#000" stroke-width="2" stroke-dasharray="8 6"/>`);
      y += 18;
    } else if (row.kind === 'svg') {
      const { markup, height } = embed(row.svg, Math.round((RECEIPT_PNG_WIDTH - row.width) / 2), y, row.width);
      parts.push(markup);
      y += height + 6;
    } else {
      const size = row.size ?? (row.font === 'title' ? 36 : row.font === 'small' ? 18 : MONO_SIZE);
      const family = row.font === 'title' ? 'DejaVu Sans' : 'DejaVu Sans Mono';
      const weight = row.font === 'title' || row.font === 'mono-bold' ? 'bold' : 'normal';
      const height = row.font === 'title' ? 44 : row.size ? Math.round(LINE * 1.25) : LINE;
      y += height;
      const x = row.align === 'center' ? RECEIPT_PNG_WIDTH / 2 : MARGIN;
      const anchor = row.align === 'center' ? 'middle' : 'start';
      const attrs = `y="${y - 8}" font-family="${family}" font-size="${size}" font-weight="${weight}" xml:space="preserve"`;
      parts.push(`<text x="${x}" ${attrs} text-anchor="${anchor}">${escapeXml(row.text)}</text>`);
      if (row.right) parts.push(`<text x="${RECEIPT_PNG_WIDTH - MARGIN}" ${attrs} text-anchor="end">${escapeXml(row.right)}</text>`);
    }
  }
  const height = Math.ceil(y + MARGIN);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${RECEIPT_PNG_WIDTH}" height="${height}" viewBox="0 0 ${RECEIPT_PNG_WIDTH} ${height}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000">`,
    ...parts,
    `</g></svg>`,
  ].join('\n');
}

/** Rasterises off the event loop (resvg's worker thread): a receipt takes ~100 ms to paint. */
export async function renderReceiptPng(receipt: TReceipt, walletId: string | null, region: ReceiptRegion = DEFAULT_REGION): Promise<Buffer> {
  const image = await renderAsync(receiptSvg(receipt, walletId, region), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans Mono' },
    fitTo: { mode: 'width', value: RECEIPT_PNG_WIDTH },
  });
  return image.asPng();
}
