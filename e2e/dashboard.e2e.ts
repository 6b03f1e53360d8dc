import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { addEntry, seedCatalogue } from './helpers/report-seed';

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

  it('is for admins: staff are told an admin is needed', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });
});
