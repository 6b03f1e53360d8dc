import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { readBarcodes } from './helpers/barcode-reader';
import { hasBrowser, SCREENSHOT_DIR, screenshot, useBrowser } from './helpers/browser';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

/** A valid UPC-A, a valid EAN-13 and a shop's own code that is neither (Code 128). */
const UPC_A = '036000291452';
const EAN_13 = '4006381333931';
const OWN_CODE = '77001234';

interface Entry {
  _id: string;
  upc: string;
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface PrintedPdf {
  pages: number;
  widthPt: number;
  heightPt: number;
  /** Each page rendered at 300 dpi, as PNG. */
  images: Uint8Array<ArrayBuffer>[];
}

/** Prints the screen as the browser's print would, keeps the PDF and a small picture of each page for a person, and renders the pages for the barcode reader. */
async function printToPdf(page: Page, name: string): Promise<PrintedPdf> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-labels-'));
  try {
    const pdf = path.join(dir, `${name}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.copyFileSync(pdf, path.join(SCREENSHOT_DIR, `${name}.pdf`));
    const info = execFileSync('pdfinfo', [pdf]).toString();
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    execFileSync('pdftoppm', ['-png', '-r', '300', pdf, path.join(dir, 'page')]);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(SCREENSHOT_DIR, `${name}-page1`)]);
    const images = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort()
      .map((f) => new Uint8Array(fs.readFileSync(path.join(dir, f))));
    return { pages, widthPt: Number(size?.[1]), heightPt: Number(size?.[2]), images };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The codes a scanner reads off the pages, per symbology (ZXing gives a UPC-A with its EAN-13 leading 0). */
async function scannedCodes(images: Uint8Array<ArrayBuffer>[]) {
  const read = async (format: 'upc_a' | 'ean_13' | 'code_128') => (await Promise.all(images.map((i) => readBarcodes(i, [format])))).flat().map((b) => b.rawValue);
  return { upcA: (await read('upc_a')).map((v) => v.replace(/^0(?=\d{12}$)/, '')), ean13: await read('ean_13'), code128: await read('code_128') };
}

const count = (values: string[], value: string) => values.filter((v) => v === value).length;

describe.skipIf(!hasBrowser)('barcode labels', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  const entries: Record<'hammer' | 'pencil' | 'tee', Entry> = {} as never;

  beforeAll(async () => {
    owner = await seedBusiness('Label Hardware');
    expect((await apiCall('POST', '/item/add', { item: 'Goods' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/name/add', { manufacturer: 'Acme' }, owner.token)).status).toBe(201);
    const add = async (upc: string, subname: string, price: number) => {
      const res = await apiCall<Entry>('POST', '/inventory/add', { upc, item: 'Goods', manufacturer: 'Acme', subname, qty: 10, lowinventory: 1, cost: 1, price }, owner.token);
      expect(res.status).toBe(201);
      return res.data;
    };
    entries.hammer = await add(UPC_A, 'Claw hammer', 19.99);
    entries.pencil = await add(EAN_13, 'Mechanical pencil 0.5 mm', 3.5);
    entries.tee = await add(OWN_CODE, 'Organic cotton T-shirt, red, medium, with a name long enough to wrap', 12);
  });

  it('prints the inventory list’s entries on Avery 5160, A4 3 × 8 and a thermal roll, and every barcode scans back to its UPC', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await page.getByRole('link', { name: 'Print labels for these 3 entries' }).click();
    await page.getByRole('heading', { name: 'Labels', exact: true }).waitFor();
    const chosen = page.getByRole('table', { name: 'Labels to print' });
    await chosen.getByRole('button', { name: 'Remove Claw hammer' }).waitFor();
    await chosen.getByRole('button', { name: 'Remove Mechanical pencil 0.5 mm' }).waitFor();
    await chosen.getByText('UPC-A').waitFor();
    await chosen.getByText('EAN-13').waitFor();
    await chosen.getByText('Code 128').waitFor();

    // Two hammers; a second pencil added through the search lands on its line.
    await page.getByLabel('Copies of Claw hammer').fill('2');
    await page.getByLabel('Search inventory for labels').fill('pencil');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Add Mechanical pencil 0.5 mm' }).click();
    expect(await page.getByLabel('Copies of Mechanical pencil 0.5 mm').inputValue()).toBe('2');
    await page.getByText('5 labels on 1 sheet').waitFor();
    const preview = page.locator('.label-page');
    await expect.poll(() => preview.locator('.printed-label img').count()).toBe(5);
    expect(await preview.locator('.printed-label img').first().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await preview.getByText('$19.99').first().waitFor();

    // Avery 5160: one US Letter sheet (612 × 792 pt), read back from the PDF.
    await page.getByLabel('Avery 5160 (30 a Letter sheet)').check();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print labels' }).isVisible()).toBe(false);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    await screenshot(page, 'labels-print-media-avery5160');
    // Back to no emulation: a PDF is made with print media unless screen is forced.
    await page.emulateMedia({ media: null });
    const avery = await printToPdf(page, 'labels-avery5160');
    expect(avery).toMatchObject({ pages: 1, widthPt: 612, heightPt: 792 });
    const averyCodes = await scannedCodes(avery.images);
    expect(count(averyCodes.upcA, UPC_A)).toBe(2);
    expect(count(averyCodes.ean13, EAN_13)).toBe(2);
    expect(averyCodes.code128).toEqual([OWN_CODE]);

    // A4 3 × 8 with 22 labels of the first sheet used: two on it, three on a second sheet.
    await page.getByLabel('A4 3 × 8 (24 a sheet, 70 × 37 mm)').check();
    await page.getByLabel('Labels already used on the first sheet').fill('22');
    await page.getByText('5 labels on 2 sheets').waitFor();
    expect(page.url()).toContain('template=a4-3x8');
    const a4 = await printToPdf(page, 'labels-a4-3x8');
    expect(a4.pages).toBe(2);
    expect(a4.widthPt).toBeCloseTo(595.28, 0);
    expect(a4.heightPt).toBeCloseTo(841.89, 0);
    const a4Codes = await scannedCodes(a4.images);
    expect(count(a4Codes.upcA, UPC_A)).toBe(2);
    expect(count(a4Codes.ean13, EAN_13)).toBe(2);
    expect(a4Codes.code128).toEqual([OWN_CODE]);

    // The roll: one 2.25 × 1.25 in page (162 × 90 pt) per label.
    await page.getByLabel('Thermal roll 2.25 × 1.25 in').check();
    await page.getByText('5 labels on the roll').waitFor();
    const roll = await printToPdf(page, 'labels-roll');
    expect(roll).toMatchObject({ pages: 5, widthPt: 162, heightPt: 90 });
    const rollCodes = await scannedCodes(roll.images);
    expect(count(rollCodes.upcA, UPC_A)).toBe(2);
    expect(count(rollCodes.ean13, EAN_13)).toBe(2);
    expect(rollCodes.code128).toEqual([OWN_CODE]);
  });

  it('prints one label per unit received on a purchase order', async () => {
    const supplier = await apiCall<{ _id: string }>('POST', '/suppliers', { name: 'Northwind' }, owner.token);
    expect(supplier.status).toBe(201);
    const order = await apiCall<{ _id: string }>(
      'POST',
      '/purchase-orders',
      {
        supplierId: supplier.data._id,
        lines: [
          { inventoryId: entries.hammer._id, qty: 4, cost: 8 },
          { inventoryId: entries.pencil._id, qty: 2, cost: 1 },
          { inventoryId: entries.tee._id, qty: 6, cost: 4 },
        ],
      },
      owner.token,
    );
    expect(order.status).toBe(201);
    const received = await apiCall(
      'POST',
      `/purchase-orders/${order.data._id}/receive`,
      {
        lines: [
          { inventoryId: entries.hammer._id, qty: 3 },
          { inventoryId: entries.pencil._id, qty: 2 },
        ],
      },
      owner.token,
    );
    expect(received.status).toBe(200);

    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await signInThroughUi(page, owner);
      await page.goto(`/purchase-orders/${order.data._id}`);
      await page.getByRole('link', { name: 'Print labels' }).click();
      await page.getByText('Chosen from: Purchase order').waitFor();
      expect(await page.getByLabel('Copies of Claw hammer').inputValue()).toBe('3');
      expect(await page.getByLabel('Copies of Mechanical pencil 0.5 mm').inputValue()).toBe('2');
      // Nothing of the T-shirts has arrived yet.
      expect(await page.getByRole('table', { name: 'Labels to print' }).getByText(OWN_CODE).count()).toBe(0);
      await page.getByText('5 labels on 1 sheet').waitFor();
      await expect.poll(() => page.locator('.printed-label img').count()).toBe(5);

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${size.name}: no sideways scroll`).toBeLessThanOrEqual(size.width);
      await screenshot(page, `labels-${size.width}`);
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });

  it('is for admins: staff are told an admin is needed, and the inventory list offers them no labels', async () => {
    const staff = await seedUser(owner);
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/labels');
    await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Inventory List' }).waitFor();
    expect(await page.getByRole('link', { name: /Print labels/ }).count()).toBe(0);
  });
});
