/**
 * Number entry: an amount field takes exactly what it shows. A comma decimal is read as the
 * decimal mark where it cannot separate thousands (24,99 is 24.99 in an en-US shop, never 2499);
 * thousands separators and the shop's currency sign are read as people type them (1.999,00 in a
 * French shop); what could mean two numbers, or another currency, is refused beside the field.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { addEntry } from './helpers/report-seed';
import { openCheckout } from './helpers/tender';

/** Pictures of a refusal for a person to look at: at a desktop's width, then at a phone's (where the test goes on). */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function expectNoAxeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).include('main');
  if (await page.locator('.modal.show').count()) builder.include('.modal.show');
  const result = await builder.analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const HAMMER = { upc: '150000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 10, price: 19.99 };

describe.skipIf(!hasBrowser)('number entry', () => {
  const browser = useBrowser();

  it('the price field reads 24,99 as 24.99 and refuses another currency’s amount, beside the field', async () => {
    const { owner } = await seedShop({ bname: 'Comma Hardware', products: [HAMMER], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/add');
    await page.getByLabel('UPC').fill('150000000099');
    await page.getByLabel('Product name').fill('Tape measure');
    await page.getByRole('combobox', { name: 'Category' }).fill('Tools');
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Acme');
    await page.getByLabel('Quantity on hand').fill('1,5');
    await page.getByLabel('Reorder level').fill('two');
    await page.getByLabel('Cost').fill('12 €');
    await page.getByLabel('Price').fill('24,99');
    await page.getByRole('button', { name: 'Add Entry' }).click();

    // Each problem beside its own field; the price, read as 24.99, has none.
    await page.getByText('Cost: must be an amount in USD, such as 24.99').waitFor();
    await page.getByText('Quantity on hand: must be a whole number').waitFor();
    // A count's example is a count.
    await page.getByText('Reorder level: must be a number, such as 12').waitFor();
    expect(await page.getByLabel('Cost').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Price').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The add screen is in the accessibility sweep; the refusals beside the fields are not.
    await expectNoAxeViolations(page);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `number-entry-refused-${size.name}`);
    }

    await page.getByLabel('Quantity on hand').fill('12');
    await page.getByLabel('Reorder level').fill('2');
    await page.getByLabel('Cost').fill('$1.20');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();
    const saved = await apiCall<{ inventory: { subname: string; price: number; cost: number; qty: number }[] }>('GET', '/inventory/list?keyword=Tape%20measure', undefined, owner.token);
    expect(saved.data.inventory).toEqual([expect.objectContaining({ subname: 'Tape measure', price: 24.99, cost: 1.2, qty: 12 })]);
  });

  it('a French shop types 1.999,00 and 1 999,00 € as it writes them; 1.234 could be two numbers and is refused', async () => {
    const { owner } = await seedShop({ bname: 'Quincaillerie Virgule', products: [HAMMER], taxrate: 20, currency: 'EUR' });
    expect((await apiCall('PUT', '/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' }, owner.token)).status).toBe(200);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/add');
    await page.getByLabel('UPC').fill('150000000098');
    await page.getByLabel('Product name').fill('Établi');
    await page.getByRole('combobox', { name: 'Category' }).fill('Tools');
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Acme');
    await page.getByLabel('Quantity on hand').fill('2');
    await page.getByLabel('Reorder level').fill('1');
    await page.getByLabel('Cost').fill('1.234');
    await page.getByLabel('Price').fill('1.999,00');
    await page.getByRole('button', { name: 'Add Entry' }).click();

    await page.getByText('Cost: could be 1234 or 1,234; type the one you mean').waitFor();
    expect(await page.getByLabel('Price').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `number-entry-french-refused-${size.name}`);
    }

    await page.getByLabel('Cost').fill('1 234,50 €');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();
    const saved = await apiCall<{ inventory: { subname: string; price: number; cost: number }[] }>('GET', `/inventory/list?keyword=${encodeURIComponent('Établi')}`, undefined, owner.token);
    expect(saved.data.inventory).toEqual([expect.objectContaining({ subname: 'Établi', price: 1999, cost: 1234.5 })]);
  });

  it('the terminal’s cash amount given reads 24,99 as 24.99: the change is 2.40, not 2,476.40', async () => {
    const { owner } = await seedShop({ bname: 'Comma Till', products: [HAMMER], taxrate: 13 });
    // 19.99 + 13 % tax = 22.59
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    const search = page.getByLabel('Search products');
    await search.waitFor();
    await search.fill(HAMMER.upc);
    await search.press('Enter');
    await page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: HAMMER.subname }).waitFor();

    const dialog = await openCheckout(page);
    // Another currency's amount is refused on Save, saying why; nothing is sent.
    await dialog.getByLabel('Amount given').fill('25 €');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Amount given: must be an amount in USD, such as 24.99').waitFor();
    await dialog.getByLabel('Amount given').fill('24,99');
    await dialog.getByTestId('change-due').filter({ hasText: '$2.40' }).waitFor();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `number-entry-tender-${size.name}`);
    }
    await expectNoAxeViolations(page);

    const generate = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const sent = (await generate).postDataJSON() as [{ payments: unknown }];
    expect(sent[0].payments).toEqual([{ method: 'cash', amount: 24.99 }]);
    await page.getByTestId('last-sale-change').filter({ hasText: 'Change $2.40' }).waitFor();

    // The next sale's shipping takes the same comma: 2,50 is 2.50, not 250.
    await search.fill(HAMMER.upc);
    await search.press('Enter');
    await page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: HAMMER.subname }).waitFor();
    await page.getByRole('button', { name: 'Add Shipping' }).click();
    const shipping = page.getByRole('dialog');
    await shipping.getByLabel('Shipping Cost').fill('2,50');
    await shipping.getByRole('button', { name: 'Save Changes' }).click();
    await shipping.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Shipping/ }).filter({ hasText: '$2.50' }).waitFor();
  });

  it('a quantity the browser would have read as 15 is refused on the label sheet instead', async () => {
    const { owner } = await seedShop({ bname: 'Comma Labels', products: [HAMMER], taxrate: 13 });
    const entry = await addEntry(owner, { manufacturer: 'Acme', item: 'Tools', subname: 'Spirit level', qty: 3, lowinventory: 0, cost: 2, price: 12 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/labels?ids=${entry._id}`);
    const copies = page.getByLabel('Copies of Spirit level');
    await copies.fill('1,5');
    expect(await copies.getAttribute('aria-invalid')).toBe('true');
    await copies.fill('2');
    expect(await copies.getAttribute('aria-invalid')).toBeNull();
  });
});
