import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { addEntry, seedCatalogue, sell } from './helpers/report-seed';

describe.skipIf(!hasBrowser)('dashboard', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  let staff: SeededUser;

  beforeAll(async () => {
    owner = await seedBusiness('Dash Deli');
    staff = await seedUser(owner);
    await seedCatalogue(owner, { items: ['Snacks', 'Drinks'], manufacturers: ['Acme', 'Bolt', 'Cargo'] });
    await addEntry(owner, { manufacturer: 'Acme', subname: 'Chips', item: 'Snacks', qty: 3, lowinventory: 1, cost: 1.5, price: 2.99 });
    await addEntry(owner, { manufacturer: 'Bolt', subname: 'Gum', item: 'Snacks', qty: 12, lowinventory: 1, cost: 0.05, price: 0.19 });
  });

  it('shows the four summary cards with figures and buttons to their lists', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.waitForURL('**/dashboard');
    const inventory = page.getByRole('region', { name: 'Total Inventory' });
    await inventory.getByText('There are 15 units in the inventory.').waitFor();
    expect(await inventory.getByRole('link').getAttribute('href')).toBe('/inventory');

    const items = page.getByRole('region', { name: 'Total Items' });
    expect(await items.textContent()).toContain('2');
    expect(await items.getByRole('link').getAttribute('href')).toBe('/items');

    const suppliers = page.getByRole('region', { name: 'Total Suppliers' });
    expect(await suppliers.textContent()).toContain('3');
    expect(await suppliers.getByRole('link').getAttribute('href')).toBe('/name');

    const value = page.getByRole('region', { name: 'Total Value' });
    const text = await value.textContent();
    expect(text).toContain('$5.10'); // 3 x 1.50 + 12 x 0.05
    expect(text).toContain('$11.25'); // 3 x 2.99 + 12 x 0.19
    expect(text).toContain('Value is the number of items at retail price');
    await screenshot(page, 'dashboard');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await inventory.getByRole('link').click();
    await page.waitForURL('**/inventory');
  });

  it('shows today’s sales on the business’s clock, and keeps them live', async () => {
    // Fourteen hours ahead of UTC, so its today is not UTC's for ten hours of every day.
    const shop = await seedBusiness('Dash Kiosk');
    expect((await apiCall('PUT', '/setting/region', { timeZone: 'Pacific/Kiritimati' }, shop.token)).status).toBe(200);
    await seedCatalogue(shop, { items: ['Snacks'], manufacturers: ['Acme'], taxrate: 13 });
    const chips = await addEntry(shop, { manufacturer: 'Acme', subname: 'Chips', item: 'Snacks', qty: 20, lowinventory: 1, cost: 1, price: 2 });
    const page = await browser.newPage();
    await signInThroughUi(page, shop);
    await page.waitForURL('**/dashboard');
    const today = page.getByRole('region', { name: "Today's sales" });
    await today.getByText('0 receipts').waitFor();
    expect(await today.getByTestId('today-total').innerText()).toBe('$0.00');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    await today.getByText(day, { exact: true }).waitFor();

    // Two sales rung up elsewhere: the card shows them when the screen is looked at again.
    await sell(shop, [{ _id: chips._id, saleqty: 2 }]);
    await sell(shop, [{ _id: chips._id, saleqty: 1 }]);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await today.getByText('2 receipts').waitFor();
    // 4.00 + 0.52 tax, then 2.00 + 0.26
    expect(await today.getByTestId('today-total').innerText()).toBe('$6.78');
    expect(await today.getByRole('link', { name: "Today's receipts" }).getAttribute('href')).toBe(`/sales?from=${day}&to=${day}`);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(scroll, `page width at ${width}px`).toBeLessThanOrEqual(inner);
      await screenshot(page, `dashboard-today-${width}`);
    }
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await today.getByRole('link', { name: "Today's receipts" }).click();
    await page.waitForURL(`**/sales?from=${day}&to=${day}`);
    await expect.poll(() => page.getByTestId('sale-row').count()).toBe(2);
  });

  it('is for admins: staff are told an admin is needed', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });
});
