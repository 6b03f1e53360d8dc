import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { loyverseExport } from '../test/helpers/till-exports';

const SIZES = [
  { name: '1280', width: 1280, height: 900 },
  { name: '768', width: 768, height: 1024 },
  { name: '390', width: 390, height: 844 },
];

interface Entry {
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  qty: number;
  price: number;
}

async function expectNoAxeViolations(page: Page) {
  // The pointer off any button, and colours settled: a button's hover fade, caught half-way,
  // measures as low contrast though neither end of it is.
  await page.mouse.move(0, 0);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The screen at each width: nothing wider than the window, a screenshot to look at, and axe. */
async function atEveryWidth(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${size.width}: no sideways scroll`).toBeLessThanOrEqual(size.width);
    await screenshot(page, `${name}-${size.name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
}

async function inventoryOf(owner: SeededUser): Promise<Entry[]> {
  const res = await apiCall<{ inventory: Entry[]; count: number }>('GET', '/inventory/list?pageNumber=1', undefined, owner.token);
  expect(res.status).toBe(200);
  return res.data.inventory;
}

/** Hands the file to the screen's file input, as choosing it in the browser's dialog does. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('Spreadsheet file (CSV or Excel .xlsx)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

const HEADER = 'Barcode,Category,Brand,Product,On hand,Retail,Cost';
const GOOD_ROWS = ['200000000017,Snacks,Acme,Salted crisps 40 g,24,"1,50",0.80', '200000000024,Drinks,Fizz Co,Lemon soda can,12,0.99,0.45', '200000000031,Snacks,Acme,Oat bar,30,1.20,0.50'];
const BROKEN_ROWS = [GOOD_ROWS[0], '200000000024,Drinks,Fizz Co,Lemon soda can,12,abc,0.45', GOOD_ROWS[2], ',Snacks,Acme,Sesame snaps,5,0.70,0.30'];

describe.skipIf(!hasBrowser)('catalogue import, export and in-store barcodes', () => {
  const browser = useBrowser();

  it('an admin sees a broken file’s problems by row with nothing written, fixes it, imports, and finds the products in the list', async () => {
    const owner = await seedBusiness('Import Corner Shop');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import Catalogue' }).waitFor();
    await atEveryWidth(page, 'catalog-import-start');

    await chooseFile(page, 'catalogue.csv', [HEADER, ...BROKEN_ROWS].join('\r\n'));
    await page.getByRole('heading', { name: '2 problems to fix in the file before importing' }).waitFor();
    const problems = page.getByRole('region', { name: 'Problems in the file' }).getByRole('row');
    await expect.poll(() => problems.count()).toBe(3);
    expect(await problems.nth(1).innerText()).toMatch(/^3\s+Price \(Retail\)\s+Price must be a number \(found “abc”\)$/);
    expect(await problems.nth(2).innerText()).toMatch(/^5\s+UPC \/ barcode \(Barcode\)\s+UPC is empty$/);
    // The file's first rows and how each header is read.
    const preview = page.getByRole('region', { name: 'Columns and first rows of the file' });
    await preview.getByText('Salted crisps 40 g').waitFor();
    expect(await page.getByLabel('Read “Retail” as').inputValue()).toBe('price');
    expect(await page.getByLabel('Read “On hand” as').inputValue()).toBe('qty');
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await atEveryWidth(page, 'catalog-import-problems');
    // Nothing was written: no products, no categories, no manufacturers.
    expect(await inventoryOf(owner)).toEqual([]);
    expect((await apiCall<unknown[]>('GET', '/item/all', undefined, owner.token)).data).toEqual([]);
    expect((await apiCall<unknown[]>('GET', '/name/all', undefined, owner.token)).data).toEqual([]);

    await chooseFile(page, 'catalogue-fixed.csv', [HEADER, ...GOOD_ROWS].join('\r\n'));
    await page.getByRole('heading', { name: 'What the import will do' }).waitFor();
    await page.getByText('3 products would be created').waitFor();
    await page.getByText('New categories: Snacks, Drinks').waitFor();
    await page.getByText('New manufacturers: Acme, Fizz Co').waitFor();
    expect(await inventoryOf(owner)).toEqual([]);
    await atEveryWidth(page, 'catalog-import-checked');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished: 3 products created, 0 products updated, 0 products already up to date.').waitFor();
    await page.getByText('New categories: Snacks, Drinks').waitFor();
    await atEveryWidth(page, 'catalog-import-done');

    await page.getByRole('link', { name: 'Go to the inventory list' }).click();
    await page.getByRole('heading', { name: 'Inventory List' }).waitFor();
    for (const name of ['Salted crisps 40 g', 'Lemon soda can', 'Oat bar']) await page.getByRole('cell', { name, exact: true }).waitFor();
    const stored = await inventoryOf(owner);
    expect(stored.map((e) => [e.upc, e.item, e.manufacturer, e.subname, e.qty, e.price]).sort()).toEqual([
      ['200000000017', 'Snacks', 'Acme', 'Salted crisps 40 g', 24, 1.5],
      ['200000000024', 'Drinks', 'Fizz Co', 'Lemon soda can', 12, 0.99],
      ['200000000031', 'Snacks', 'Acme', 'Oat bar', 30, 1.2],
    ]);
  });

  it('a Loyverse export is recognised as downloaded, and the chosen default category and manufacturer fill the rows without one', async () => {
    const owner = await seedBusiness('Till Move Bazaar');
    expect((await apiCall('POST', '/item/add', { item: 'General' }, owner.token)).status).toBe(201);
    const sample = loyverseExport();
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/import');
    await page.getByRole('heading', { name: 'Import Catalogue' }).waitFor();

    await chooseFile(page, sample.file, fs.readFileSync(`test/fixtures/till-exports/${sample.file}`, 'utf8'));
    await page.getByTestId('import-format').getByText('Recognised as a Loyverse items export: its columns are read without any mapping.').waitFor();
    await page.getByText('Quantities are read from the first location, Downtown; those of Airport are left out', { exact: false }).waitFor();
    expect(await page.getByLabel('Read “In stock [Downtown]” as').inputValue()).toBe('qty');
    expect(await page.getByLabel('Read “Default price” as').inputValue()).toBe('price');
    // Rows without a category or supplier cannot be new products yet.
    await page.getByRole('heading', { name: /problems? to fix in the file before importing$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    // The business's own category, picked by name; a manufacturer it does not have yet.
    await page.getByLabel('Default category').fill('General');
    await page.getByLabel('Default category').press('Enter');
    await page.getByLabel('Default manufacturer').fill('House brand');
    await page.getByLabel('Default manufacturer').press('Tab');
    await page.getByText(`${sample.products.length} products would be created`).waitFor();
    await page.getByText(/^New manufacturers: .*House brand/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Import', exact: true }).isEnabled()).toBe(true);
    await atEveryWidth(page, 'catalog-import-loyverse');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(new RegExp(`^Import finished: ${sample.products.length} products created`)).waitFor();
    const list = await apiCall<{ inventory: Entry[]; count: number }>('GET', '/inventory/list?pageNumber=1', undefined, owner.token);
    expect(list.data.count).toBe(sample.products.length);
    const lacking = sample.products.find((p) => p.item === null && p.manufacturer === null) ?? sample.products.find((p) => p.item === null)!;
    const found = await apiCall<{ inventory: Entry[] }>('GET', `/inventory/list?pageNumber=1&field=upc&keyword=${lacking.upc}`, undefined, owner.token);
    expect(found.data.inventory.find((e) => e.upc === lacking.upc)).toMatchObject({ subname: lacking.name, item: 'General', manufacturer: lacking.manufacturer ?? 'House brand', qty: lacking.qty });
    // "General" was the business's own: not made again.
    expect((await apiCall<{ item: string }[]>('GET', '/item/all', undefined, owner.token)).data.filter((i) => i.item === 'General')).toHaveLength(1);
  });

  it('a changed mapping checks the file again and is what the import reads', async () => {
    const owner = await seedBusiness('Mapping Deli');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/');
    // From the menu where inventory lives.
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: 'Import Catalogue' }).click();
    await page.getByRole('heading', { name: 'Import Catalogue' }).waitFor();

    await chooseFile(page, 'deli.csv', ['UPC,Category,Brand,Product,Retail,Sale price,Cost', '200000000048,Cheese,Alpine,Comté 200 g,6.50,5.20,3.10'].join('\n'));
    await page.getByText('1 product would be created').waitFor();
    expect(await page.getByLabel('Read “Sale price” as').inputValue()).toBe('');

    // The sale price is what this shop sells at: it takes Price from Retail, which is then left out.
    await page.getByLabel('Read “Sale price” as').selectOption({ label: 'Price' });
    await expect.poll(() => page.getByLabel('Read “Retail” as').inputValue()).toBe('');
    await page.getByText('1 product would be created').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Import', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'catalog-import-mapping');

    // Leaving the UPC out is refused before anything is written, and says why.
    await page.getByLabel('Read “UPC” as').selectOption({ label: 'Leave out' });
    await page.getByText(/The file needs a UPC column/).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Read “UPC” as').selectOption({ label: 'UPC / barcode' });
    await page.getByText('1 product would be created').waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(/^Import finished: 1 product created/).waitFor();
    const [entry] = await inventoryOf(owner);
    expect(entry).toMatchObject({ upc: '200000000048', subname: 'Comté 200 g', price: 5.2 });
  });

  it('the progress bar moves while a large file is sent, then says the server is working on it', async () => {
    const owner = await seedBusiness('Progress Bulk Store');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/import');
    const rows = Array.from({ length: 3000 }, (_, i) => `${String(300000000000 + i)},Bulk,Bulkco,Bulk product number ${i} with a longer name,${i % 50},${(i % 90) + 1}.25,0.50`);
    await chooseFile(page, 'bulk.csv', [HEADER, ...rows].join('\n'));
    await page.getByText('3000 products would be created').or(page.getByText('3,000 products would be created')).waitFor({ timeout: 30_000 });

    // Every value the bar shows is recorded in the page, however briefly it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(bar.getAttribute('aria-valuetext') ?? '');
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] });
    });
    // A slow connection, so the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1_000_000, uploadThroughput: 80_000 });

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Importing' }).waitFor();
    await screenshot(page, 'catalog-import-progress');
    await page.getByText(/^Import finished: 3,?000 products created/).waitFor({ timeout: 45_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const percents = seen.map((s) => /Sending the file: (\d+)%/.exec(s)?.[1]).filter((p) => p !== undefined).map(Number);
    expect(percents.some((p) => p > 0 && p < 100), `percentages seen: ${percents.join(', ')}`).toBe(true);
    expect(seen).toContain('Sent; writing the products…');
  });

  it('a file that is no spreadsheet gets the server’s message', async () => {
    const owner = await seedBusiness('Junk File Kiosk');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/import');
    await page.getByLabel('Spreadsheet file (CSV or Excel .xlsx)').setInputFiles({ name: 'photo.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x13, 0x37, 0x00, 0x00, 0xde, 0xad]) });
    await page.getByRole('alert').getByText('The file looks like an Excel workbook but cannot be read: save it again as .xlsx or .csv').waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    await screenshot(page, 'catalog-import-unreadable');
  });

  it('exports the inventory as CSV from the list, and the file holds the entries', async () => {
    const owner = await seedBusiness('Export Hardware');
    expect((await apiCall('POST', '/item/add', { item: 'Tools' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/name/add', { manufacturer: 'Acme' }, owner.token)).status).toBe(201);
    for (const [upc, subname, price] of [
      ['200000000055', 'Claw hammer', 9.5],
      ['200000000062', '=cmd|calc', 3],
    ] as const) {
      expect((await apiCall('POST', '/inventory/add', { upc, item: 'Tools', manufacturer: 'Acme', subname, qty: 4, lowinventory: 1, cost: 2, price }, owner.token)).status).toBe(201);
    }
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await page.getByRole('cell', { name: 'Claw hammer' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')).toBe('/api/inventory/export.xlsx');
    await atEveryWidth(page, 'catalog-inventory-list');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('inventory.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('upc,item,manufacturer,name,qty,lowinventory,cost,price');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^200000000055,Tools,Acme,Claw hammer,4,1,2\.00,9\.50$/);
    // A cell that a spreadsheet would run as a formula is neutralised.
    expect(lines[2]).toContain("'=cmd|calc");
  });

  it('an admin generates an in-store barcode on the add screen and saves the entry with it', async () => {
    const owner = await seedBusiness('Barcode Bakery');
    expect((await apiCall('POST', '/item/add', { item: 'Bread' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/name/add', { manufacturer: 'Own bake' }, owner.token)).status).toBe(201);
    const page = await browser.newPage();
    page.on('dialog', (d: Dialog) => void d.accept());
    await signInThroughUi(page, owner);
    await page.goto('/inventory/add');
    await page.getByRole('heading', { name: 'Add Inventory Entry' }).waitFor();

    await page.getByRole('button', { name: 'Generate an in-store barcode' }).click();
    await expect.poll(() => page.getByLabel('UPC', { exact: true }).inputValue()).toMatch(/^2\d{12}$/);
    const upc = await page.getByLabel('UPC', { exact: true }).inputValue();
    // EAN-13's check digit: odd places weigh 1, even places 3.
    const digits = [...upc].map(Number);
    const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
    expect(digits[12]).toBe((10 - (sum % 10)) % 10);

    await page.getByLabel('Product name').fill('Sourdough loaf');
    await page.getByRole('combobox', { name: 'Category' }).fill('Bread');
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Own bake');
    await page.getByLabel('Quantity on hand').fill('8');
    await page.getByLabel('Reorder level').fill('2');
    await page.getByLabel('Cost').fill('1.20');
    await page.getByLabel('Price').fill('4.50');
    await atEveryWidth(page, 'catalog-add-generated-barcode');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();

    const [entry] = await inventoryOf(owner);
    expect(entry).toMatchObject({ upc, subname: 'Sourdough loaf', qty: 8, price: 4.5 });
  });
});
