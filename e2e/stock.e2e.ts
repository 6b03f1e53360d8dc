import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

async function shopWithEntry(bname: string): Promise<{ owner: SeededUser; id: string; upc: string }> {
  const owner = await seedBusiness(bname);
  expect((await apiCall('POST', '/item/add', { item: 'Tools' }, owner.token)).status).toBe(201);
  expect((await apiCall('POST', '/name/add', { manufacturer: 'Acme' }, owner.token)).status).toBe(201);
  const upc = String(800_000_000_000 + Math.floor(Math.random() * 99_999_999));
  const added = await apiCall<{ _id: string }>(
    'POST',
    '/inventory/add',
    { upc, item: 'Tools', manufacturer: 'Acme', subname: 'Claw hammer', qty: 12, lowinventory: 2, cost: 4, price: 9.5 },
    owner.token,
  );
  expect(added.status).toBe(201);
  return { owner, id: added.data._id, upc };
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)('stock history, adjustments and the movements screen', () => {
  const browser = useBrowser();

  it('an admin adjusts stock on the entry screen and sees it in the entry’s history', async () => {
    const { owner, id, upc } = await shopWithEntry('Ledger Hardware');
    // A sale, so the history shows more than one kind of change.
    const sold = await apiCall('PUT', '/pos/generate', [{ subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 }, { _id: id, saleqty: 2, itemdiscount: 0 }], owner.token);
    expect(sold.status).toBe(201);

    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/inventory/edit/${id}`);
    await page.getByText('On hand:').getByText('10').waitFor();

    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.waitFor();
    // "Other" needs a note: refused beside the field, nothing saved.
    await dialog.getByLabel(/^Change/).fill('-3');
    await dialog.getByLabel('Reason').selectOption('other');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await dialog.getByText('Please say what happened in the note').waitFor();
    // More than is on hand: the server says how many there are.
    await dialog.getByLabel(/^Change/).fill('-30');
    await dialog.getByLabel('Reason').selectOption('damaged');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await dialog.getByText(/Only 10 on hand/).waitFor();
    await screenshot(page, 'stock-adjust-refused');

    await dialog.getByLabel(/^Change/).fill('-3');
    await dialog.getByLabel('Note').fill('Handles cracked in the delivery');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Stock adjusted: 7 on hand').waitFor();
    await page.getByText('On hand:').getByText('7').waitFor();

    await page.getByRole('tab', { name: 'History' }).click();
    expect(page.url()).toContain('tab=history');
    await page.getByRole('table', { name: 'Stock history of this entry' }).waitFor();
    expect(await page.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('false');
    const table = page.getByRole('table', { name: 'Stock history of this entry' });
    await table.waitFor();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).innerText()).toMatch(/-3\s+7\s+Adjusted: Damaged\s+Olive Owner\s+Handles cracked in the delivery/);
    expect(await rows.nth(2).innerText()).toMatch(/-2\s+10\s+Sold/);
    expect(await rows.nth(3).innerText()).toMatch(/\+12\s+12\s+Added/);
    await screenshot(page, 'stock-entry-history');
    await expectNoAxeViolations(page);

    const stored = await apiCall<{ qty: number }>('GET', `/inventory/edit/${id}`, undefined, owner.token);
    expect(stored.data.qty).toBe(7);
    expect(upc).toHaveLength(12);
  });

  it('the movements screen filters by reason and day, pages, and offers the CSV; staff may read it', async () => {
    const { owner, id, upc } = await shopWithEntry('Ledger Books');
    for (let i = 0; i < 11; i++) expect((await apiCall('POST', `/inventory/${id}/adjust`, { delta: 1, reason: 'found' }, owner.token)).status).toBe(200);
    const staff = await seedUser(owner);

    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await signInThroughUi(page, staff);
      await page.goto('/inventory/movements');
      await page.getByRole('heading', { name: 'Stock Movements' }).waitFor();
      await page.getByText('12 movements').waitFor();
      // Ten a page: the pager leads to the second.
      await page.getByRole('navigation', { name: 'Stock movement pages' }).getByRole('link', { name: '2' }).click();
      await page.getByRole('table', { name: 'Stock movements' }).getByText('Added').waitFor();

      await page.getByLabel('Reason').selectOption('create');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('1 movement').waitFor();
      expect(page.url()).toContain('reason=create');
      const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
      expect(csvHref).toBe('/api/movements.csv?reason=create');
      // Staff see the UPC but no link to the admins' entry screen.
      await page.getByRole('table', { name: 'Stock movements' }).getByText(upc).waitFor();
      expect(await page.getByRole('table', { name: 'Stock movements' }).getByRole('link').count()).toBe(0);

      await page.getByLabel('From', { exact: true }).fill('2026-05-02');
      await page.getByLabel('To', { exact: true }).fill('2026-05-01');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('The start date must not be after the end date').waitFor();

      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${size.name}: no sideways scroll`).toBeLessThanOrEqual(size.width);
      await screenshot(page, `stock-movements-${size.name}`);
      await expectNoAxeViolations(page);
      await page.context().close();
    }

    const signedIn = await apiCall<{ token: string }>('POST', '/users/login', { email: staff.email, password: staff.password });
    const csv = await fetch(`${browser.baseURL()}/api/movements.csv?reason=adjust`, { headers: { authorization: `Bearer ${signedIn.data.token}` } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(12);
  });
});
