import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, SCREENSHOT_DIR, screenshot, useBrowser } from './helpers/browser';
import { addEntry, seedCatalogue, sell } from './helpers/report-seed';

describe.skipIf(!hasBrowser)('reports screens', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  let staff: SeededUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await seedBusiness('Report Hardware');
    staff = await seedUser(owner);
    await seedCatalogue(owner, { items: ['Tools'], manufacturers: ['Acme', 'Midway', 'Zeta'] });
    ids.fine = (await addEntry(owner, { manufacturer: 'Acme', subname: 'Anvil', item: 'Tools', qty: 5, lowinventory: 2, cost: 10, price: 25 }))._id;
    ids.atLevel = (await addEntry(owner, { manufacturer: 'Acme', subname: 'Bolts', item: 'Tools', qty: 2, lowinventory: 2, cost: 1, price: 2.5 }))._id;
    ids.soldOut = (await addEntry(owner, { manufacturer: 'Zeta', subname: 'Zinc', item: 'Tools', qty: 3, lowinventory: 1, cost: 4, price: 9.99 }))._id;
    await sell(owner, [{ _id: ids.soldOut, saleqty: 3 }]);
    // Enough low entries for four screen pages and two printed sheets.
    for (let i = 1; i <= 30; i++) {
      await addEntry(owner, { manufacturer: 'Midway', subname: `Filler ${String(i).padStart(2, '0')}`, item: 'Tools', qty: 1, lowinventory: 3, cost: 1, price: 3 });
    }
  });

  it('lists the reports with a To Inventory button; sales reports only for admins', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Inventory Reports' }).waitFor();
    expect(await page.getByRole('link', { name: 'Low Inventory Report' }).getAttribute('href')).toBe('/reports/lowinventory');
    expect(await page.getByRole('link', { name: 'To Inventory' }).getAttribute('href')).toBe('/inventory');
    expect(await page.getByRole('link', { name: 'Sales History' }).count()).toBe(0);
    await screenshot(page, 'reports-staff');

    const admin = await browser.newPage();
    await signInThroughUi(admin, owner);
    await admin.goto('/reports');
    expect(await admin.getByRole('link', { name: 'Sales History' }).getAttribute('href')).toBe('/sales');
    await admin.getByRole('link', { name: 'Low Inventory Report' }).click();
    await admin.waitForURL('**/reports/lowinventory');
    await admin.getByRole('heading', { name: 'Low Inventory by Manufacturer' }).waitFor();
  });

  it('shows low rows by manufacturer, red when none are left and yellow when at or under the low level', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/reports/lowinventory');
    const rows = page.locator('.low-screen').getByTestId('low-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    expect(await rows.first().textContent()).toContain('Bolts');
    expect(await rows.first().getAttribute('class')).toContain('table-row-warning');
    expect(await page.getByText('Anvil').count()).toBe(0);
    const headers = await page.locator('.low-screen thead th').allTextContents();
    expect(headers).toEqual(['UPC', 'Category', 'Manufacturer', 'Product', 'Qty', 'Low', 'Price', 'Last updated', 'Edit']);
    expect(await page.getByRole('link', { name: 'Edit Acme Bolts' }).getAttribute('href')).toBe(`/inventory/edit/${ids.atLevel}`);
    expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/reports');
    expect(await rows.first().locator('td').nth(7).textContent()).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} (AM|PM)$/);
    await screenshot(page, 'low-inventory');

    await page.getByRole('navigation', { name: 'Report pages' }).getByRole('link', { name: '4' }).click();
    await page.waitForURL('**/lowpage/4');
    const last = page.locator('.low-screen').getByTestId('low-row').last();
    await page.locator('.low-screen').getByText('Zinc').waitFor();
    expect(await last.textContent()).toContain('Zinc');
    expect(await last.getAttribute('class')).toContain('table-row-danger');
    await screenshot(page, 'low-inventory-last-page');
  });

  it('prints every low row on numbered sheets with the business name and no menus or buttons', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/reports/lowinventory');
    await page.getByRole('button', { name: 'Print Report' }).and(page.locator(':enabled')).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print Report' }).isVisible()).toBe(false);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.locator('.low-print tbody tr').count()).toBe(32);
    expect(await page.locator('.low-print-foot').allTextContents()).toEqual(['32 entries · Page 1 of 2', '32 entries · Page 2 of 2']);
    expect(await page.locator('.low-print-head').first().textContent()).toContain('Report Hardware');

    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const pdf = path.join(SCREENSHOT_DIR, 'low-inventory-print.pdf');
    await page.pdf({ path: pdf, format: 'A4', printBackground: true });
    const info = execFileSync('pdfinfo', [pdf]).toString();
    expect(info).toMatch(/Pages:\s+2\b/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    const [sheet1, sheet2] = text.split('\f');
    expect(sheet1).toContain('Report Hardware');
    expect(sheet1).toContain('Page 1 of 2');
    expect(sheet2).toContain('Page 2 of 2');
    expect(sheet2).toContain('Zinc');
    expect(text).not.toContain('Print Report');
    expect(text).not.toContain('Go Back');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(SCREENSHOT_DIR, 'low-inventory-print')]);
    expect(fs.existsSync(path.join(SCREENSHOT_DIR, 'low-inventory-print.png'))).toBe(true);
    fs.rmSync(pdf);
  });

  it('shows staff the report without edit links', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/reports/lowinventory');
    await page.locator('.low-screen').getByTestId('low-row').first().waitFor();
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(0);
  });

  it('has no accessibility violations on the reports screens', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    for (const [path, ready] of [
      ['/reports', () => page.getByRole('heading', { name: 'Inventory Reports' }).waitFor()],
      ['/reports/lowinventory', () => page.locator('.low-screen').getByTestId('low-row').first().waitFor()],
    ] as const) {
      await page.goto(path);
      await ready();
      const result = await new AxeBuilder({ page }).include('main').analyze();
      expect(result.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });

  it('sends a signed-out visitor to the login screen', async () => {
    const page = await browser.newPage();
    await page.goto('/reports/lowinventory');
    await page.waitForURL('**/login**');
  });
});
