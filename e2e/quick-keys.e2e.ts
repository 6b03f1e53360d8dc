/**
 * Quick keys (issue 16 item 4) and the catalogue on the device answering scans without the server
 * (issue 16's performance rule, issue 15 item 2).
 */
import { describe, expect, it } from 'vitest';
import { apiCall, seedUser, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { expectNoAxeViolations, hasFocus, receiptContents, scan, scanBox } from './helpers/terminal';

const PRODUCTS = [
  { upc: '2990000100015', manufacturer: 'Corner Bakehouse', subname: 'Baguette', qty: 30, price: 1.2 },
  { upc: '2990000100022', manufacturer: 'Green Valley', subname: 'Apples per kg', qty: 15, price: 3.99 },
  { upc: '2990000100039', manufacturer: 'Corner Bakehouse', subname: 'Croissant', qty: 1, price: 1.5 },
];

describe.skipIf(!hasBrowser)('quick keys', () => {
  const browser = useBrowser();

  it('an admin arranges them; a clerk rings goods up with one tap each', async () => {
    const { owner, products } = await seedShop({ bname: 'Corner Bakery', taxrate: 5, currency: 'USD', products: PRODUCTS });
    const admin = await browser.newPage();
    await signInThroughUi(admin, owner);
    await admin.goto('/quick-keys');
    await admin.getByRole('heading', { name: 'Quick Keys' }).waitFor();
    await admin.getByText('No quick keys yet').waitFor();
    const finder = admin.getByRole('search', { name: 'Entries for quick keys' });
    await finder.getByLabel('Search inventory for quick keys').fill('t');
    await finder.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: 'Add Baguette' }).waitFor();
    // Only what was searched for.
    await expect.poll(() => admin.getByRole('button', { name: 'Add Apples per kg' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Add Baguette' }).click();
    await admin.getByRole('button', { name: 'Add Croissant' }).click();
    // Added once only.
    expect(await admin.getByRole('button', { name: 'Add Baguette' }).isDisabled()).toBe(true);
    await finder.getByLabel('Search inventory for quick keys').fill('Apples');
    await finder.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: 'Add Apples per kg' }).click();
    await admin.getByRole('button', { name: 'Move Apples per kg up' }).click();
    const order = admin.locator('[aria-label="Quick keys in order"] li');
    await expect.poll(() => order.allInnerTexts()).toEqual([expect.stringContaining('Baguette'), expect.stringContaining('Apples per kg'), expect.stringContaining('Croissant')]);
    await admin.getByRole('button', { name: 'Save Quick Keys' }).click();
    await admin.getByText('Quick keys saved').waitFor();
    const saved = await apiCall<{ keys: { _id: string }[] }>('GET', '/pos/quick-keys', undefined, owner.token);
    expect(saved.data.keys.map((k) => k._id)).toEqual([products[0]._id, products[1]._id, products[2]._id]);
    for (const width of [1280, 768, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await screenshot(admin, `quick-keys-${width}`);
    }
    await expectNoAxeViolations(admin);

    // A clerk taps them: Baguette twice, Apples once.
    const staff = await seedUser(owner, { name: 'Sam Staff' });
    const till = await browser.newPage();
    await signInThroughUi(till, staff);
    await till.waitForURL('**/pos');
    const grid = till.getByRole('region', { name: 'Quick keys' });
    await expect.poll(() => grid.getByRole('button').allInnerTexts()).toEqual([expect.stringContaining('Baguette'), expect.stringContaining('Apples per kg'), expect.stringContaining('Croissant')]);
    await grid.getByRole('button', { name: /Baguette/ }).click();
    await grid.getByRole('button', { name: /Baguette/ }).click();
    await grid.getByRole('button', { name: /Apples per kg/ }).click();
    await expect.poll(() => receiptContents(till)).toEqual([
      ['Corner Bakehouse Baguette', 2, 0],
      ['Green Valley Apples per kg', 1, 0],
    ]);
    for (const width of [1280, 768, 390]) {
      await till.setViewportSize({ width, height: width === 390 ? 844 : width === 768 ? 1024 : 900 });
      await screenshot(till, `quick-keys-terminal-${width}`);
    }
    await expectNoAxeViolations(till);

    // Sold out: the key stays in its place, greyed out.
    await apiCall('PUT', `/inventory/upd/${products[2]._id}`, { ...PRODUCTS[2], item: 'Tools', qty: -1, lowinventory: 1, cost: 1 }, owner.token);
    await till.reload();
    await expect.poll(() => grid.getByRole('button', { name: /Croissant/ }).isDisabled()).toBe(true);
  });

  it('a scan the catalogue on the device knows lands on the receipt with the server unreachable', async () => {
    const { owner } = await seedShop({ bname: 'Device Bakery', products: PRODUCTS });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/pos/catalog' && res.ok());
    await page.goto('/pos');
    await loaded;
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
    // From now on the server's look-up fails: only the device can answer.
    const asked: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/pos/list',
      (route) => {
        asked.push(route.request().url());
        return route.abort('connectionrefused');
      },
    );
    // The catalogue is stored a moment after its answer arrives.
    await expect
      .poll(async () => {
        await scan(page, PRODUCTS[1].upc);
        return (await receiptContents(page)).length;
      })
      .toBeGreaterThan(0);
    await scan(page, PRODUCTS[0].upc);
    await expect.poll(() => receiptContents(page)).toEqual([
      ['Green Valley Apples per kg', expect.any(Number), 0],
      ['Corner Bakehouse Baguette', 1, 0],
    ]);
    expect(asked.filter((u) => u.includes(PRODUCTS[0].upc))).toEqual([]);
  });
});
