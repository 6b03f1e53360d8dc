import { describe, expect, it } from 'vitest';
import { businessFormat } from '../../../../domain/formats';
import type { TReceipt } from '../../../../domain/schemas/pos';
import { printReceipt } from './print-receipt';
import { RecordingTransport } from './transport';

const ESC = 0x1b;
const GS = 0x1d;
/** ESC p: the drawer kick pulse. */
const DRAWER_KICK = [ESC, 0x70];
/** GS V: cut the paper. */
const CUT = [GS, 0x56];
/** GS k 73: a Code 128 barcode, its length, then its data (code set B, then the digits). */
const code128 = (digits: string) => [GS, 0x6b, 73, digits.length + 2, ...Buffer.from(`{B${digits}`, 'ascii')];

/** A sale of two lines at 13 % tax, paid 50.00 in cash with 19.11 change. */
const CASH_SALE: TReceipt = {
  barcode: '100000012345',
  qfname: 'r100000012345.png',
  createdAt: '2025-03-14T15:09:00.000Z',
  returned: false,
  bname: 'Keyboard Hardware',
  address: '1 Main St',
  city: 'Toronto',
  state: 'ON',
  country: 'Canada',
  mailcode: 'M5V 1A1',
  phone: '+1 416 555 0100',
  currency: 'USD',
  taxrate: 13,
  subtotal: 27.34,
  discount: 0,
  shipping: 0,
  taxes: 3.55,
  total: 30.89,
  pricesIncludeTax: false,
  taxLines: [{ name: '', rate: 13, base: 27.34, tax: 3.55 }],
  lines: [
    { upc: '140000000011', item: 'Tools', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 1, price: 19.99, itemdiscount: 0, line: 19.99, inventoryId: 'a', returnedQty: 0, taxRate: 13 },
    { upc: '140000000022', item: 'Tools', manufacturer: 'Bolt', subname: 'Tape Measure', qty: 1, price: 7.35, itemdiscount: 0, line: 7.35, inventoryId: 'b', returnedQty: 0, taxRate: 13 },
  ],
  payments: [{ method: 'cash', amount: 50, reference: null }],
  change: 19.11,
  refunded: 0,
};

const CARD_SALE: TReceipt = { ...CASH_SALE, payments: [{ method: 'card', amount: 30.89, reference: '4417' }], change: 0 };

const formats = businessFormat({ locale: 'en-US', timeZone: 'America/Toronto', currency: 'USD' });

function indexOfBytes(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** A line without the printer's commands in it: those within text (bold, size, code page, alignment) are three bytes each. */
function withoutCommands(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === ESC || c === GS) i += 2;
    else if (c >= 0x20) out += line[i];
  }
  return out;
}

/** The printed characters, one line each. */
function textLines(bytes: Uint8Array): string[] {
  return Buffer.from(bytes)
    .toString('latin1')
    .split('\n')
    .map((l) => withoutCommands(l).trim())
    .filter((l) => l !== '');
}

async function printed(receipt: TReceipt, opts: { reprint?: boolean } = {}): Promise<Uint8Array> {
  const printer = new RecordingTransport();
  await printReceipt(printer, receipt, formats, opts);
  expect(printer.writes.length).toBeGreaterThan(0);
  return printer.bytes();
}

describe('a receipt sent to an ESC/POS printer', () => {
  it('prints the shop, each line, the totals, the tax and payment rows as text', async () => {
    const lines = textLines(await printed(CASH_SALE));
    expect(lines).toContain('Keyboard Hardware');
    expect(lines).toContain('Toronto, ON, M5V 1A1');
    // Stored as typed, printed as Canadians write it.
    expect(lines).toContain('(416) 555-0100');
    expect(lines).not.toContain('+1 416 555 0100');
    expect(lines).toContain(formats.receiptDate(CASH_SALE.createdAt));
    expect(lines).toContain('Acme Claw Hammer');
    expect(lines).toContain('Bolt Tape Measure');
    const rows = lines.map((l) => l.replace(/\s+/g, ' '));
    for (const row of ['1 @ $19.99 $19.99', '1 @ $7.35 $7.35', 'Subtotal $27.34', 'Disc on sale $0.00', 'Shipping $0.00', 'Tax @ 13% $3.55', 'Total $30.89', 'Cash $50.00', 'Change $19.11', 'Thank you!']) {
      expect(rows).toContain(row);
    }
    // Lines before totals before payments, as every receipt of the shop reads.
    expect(rows.indexOf('Acme Claw Hammer')).toBeLessThan(rows.indexOf('Subtotal $27.34'));
    expect(rows.indexOf('Total $30.89')).toBeLessThan(rows.indexOf('Cash $50.00'));
  });

  it('draws the receipt barcode as Code 128 and cuts the paper after it', async () => {
    const bytes = await printed(CASH_SALE);
    const barcodeAt = indexOfBytes(bytes, code128(CASH_SALE.barcode));
    expect(barcodeAt).toBeGreaterThan(0);
    const cutAt = indexOfBytes(bytes, CUT);
    expect(cutAt).toBeGreaterThan(barcodeAt);
  });

  it('kicks the cash drawer on a cash sale, before printing so the change can be counted', async () => {
    const bytes = await printed(CASH_SALE);
    const kickAt = indexOfBytes(bytes, DRAWER_KICK);
    expect(kickAt).toBeGreaterThanOrEqual(0);
    expect(kickAt).toBeLessThan(indexOfBytes(bytes, [...Buffer.from('Keyboard Hardware', 'latin1')]));
  });

  it('leaves the drawer shut when no cash was taken, and on a reprint', async () => {
    const card = await printed(CARD_SALE);
    expect(indexOfBytes(card, DRAWER_KICK)).toBe(-1);
    expect(textLines(card).map((l) => l.replace(/\s+/g, ' '))).toEqual(expect.arrayContaining(['Paid by card $30.89', 'Ref 4417']));
    expect(indexOfBytes(card, CUT)).toBeGreaterThan(0);

    const copy = await printed(CASH_SALE, { reprint: true });
    expect(indexOfBytes(copy, DRAWER_KICK)).toBe(-1);
    expect(textLines(copy)).toContain('COPY');
  });

  it('prints the cash rounding between the total and the cash, where the shop rounds cash', async () => {
    const rounded: TReceipt = { ...CASH_SALE, total: 5.24, payments: [{ method: 'cash', amount: 10, reference: null }], change: 4.75, cashRounding: 0.01 };
    const rows = textLines(await printed(rounded)).map((l) => l.replace(/\s+/g, ' '));
    expect(rows).toEqual(expect.arrayContaining(['Total $5.24', 'Rounding $0.01', 'Cash $10.00', 'Change $4.75']));
    expect(rows.indexOf('Total $5.24')).toBeLessThan(rows.indexOf('Rounding $0.01'));
    expect(rows.indexOf('Rounding $0.01')).toBeLessThan(rows.indexOf('Cash $10.00'));
    expect(textLines(await printed(CASH_SALE)).some((l) => l.startsWith('Rounding'))).toBe(false);
  });

  it('prints each named tax of a class by its name, its rate to 4 decimals', async () => {
    const quebec: TReceipt = {
      ...CASH_SALE,
      taxrate: 14.975,
      taxLines: [
        { name: 'GST', rate: 5, base: 27.34, tax: 1.37, named: true },
        { name: 'QST', rate: 9.975, base: 27.34, tax: 2.73, named: true },
      ],
    };
    const rows = textLines(await printed(quebec)).map((l) => l.replace(/\s+/g, ' '));
    expect(rows).toEqual(expect.arrayContaining(['GST @ 5% $1.37', 'QST @ 9.975% $2.73']));
    expect(rows.some((r) => r.startsWith('Tax @'))).toBe(false);
  });

  it('writes amounts of locales that space them with characters printers lack', async () => {
    const euros = businessFormat({ locale: 'fr-FR', timeZone: 'Europe/Paris', currency: 'EUR' });
    const printer = new RecordingTransport();
    await printReceipt(printer, { ...CASH_SALE, currency: 'EUR', total: 1234.5 }, euros);
    const text = Buffer.from(printer.bytes()).toString('latin1');
    expect(text).toMatch(/1 234,50/);
  });
});
