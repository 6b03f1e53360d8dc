/**
 * Receipt numbers and receipt file names. The barcode is what a cashier scans to find a sale
 * again; the file name is what the receipt image is fetched by.
 */
import { randomInt } from 'node:crypto';

export const BARCODE_MIN = 100_000_000_000;
const BARCODE_END = 1_000_000_000_000;

/** A random 12-digit receipt number, 100000000000 or more (spec section 9). */
export function generateBarcode(): string {
  return String(randomInt(BARCODE_MIN, BARCODE_END));
}

/** "Corner Shop & Co." -> "corner-shop-co"; never empty, never longer than 40 characters. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'receipt';
}

/** `<yyyyMMdd-HHmmss>-<business slug>-<barcode>.png`, the time in UTC so every instance agrees. */
export function receiptFileName(at: Date, bname: string, barcode: string): string {
  const iso = at.toISOString(); // 2024-03-05T15:04:05.000Z
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
  return `${stamp}-${slugify(bname)}-${barcode}.png`;
}

/** File names this server hands out; anything else cannot be a receipt. */
export const RECEIPT_FILE_NAME = /^\d{8}-\d{6}-[a-z0-9-]{1,40}-\d{12}\.png$/;
