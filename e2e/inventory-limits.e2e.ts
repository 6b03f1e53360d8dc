/**
 * The add form holds a price or cost to what the server takes before it asks to confirm; a name
 * pasted past its limit is refused, saying the limit, rather than cut; and a long name with no
 * spaces wraps in the inventory list instead of pushing its last columns off the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { addEntry } from './helpers/report-seed';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

const HAMMER = { upc: '150000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 10, price: 19.99 };

/** A paste as the browser delivers one: the page's own handler decides what the field keeps. */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((input, pasted) => {
    (input as HTMLInputElement).focus();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    // Without a handler that refuses it, a paste inserts the text, cut at maxLength as a browser does.
    if (input.dispatchEvent(event)) {
      const max = (input as HTMLInputElement).maxLength;
      (input as HTMLInputElement).value = max > 0 ? pasted.slice(0, max) : pasted;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, text);
}

describe.skipIf(!hasBrowser)('inventory form limits', () => {
  const browser = useBrowser();

  it('a negative price and a zero cost are flagged with the other fields, and no confirmation offers them', async () => {
    const { owner } = await seedShop({ bname: 'Minus Hardware', products: [HAMMER], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/add');
    await page.getByLabel('UPC').fill('150000000077');
    await page.getByRole('combobox', { name: 'Category' }).fill('Tools');
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Acme');
    await page.getByLabel('Quantity on hand').fill('3');
    await page.getByLabel('Reorder level').fill('1');
    await page.getByLabel('Cost').fill('0');
    await page.getByLabel('Price').fill('-1');
    await page.getByRole('button', { name: 'Add Entry' }).click();

    // The blank name in the alert, the amounts beside their fields, all at once.
    await page.getByText('Price: must be at least 0.01').waitFor();
    await page.getByText('Cost: must be at least 0.01').waitFor();
    await page.getByText('Please fill in all fields').first().waitFor();
    expect(await page.getByLabel('Price').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Cost').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `inventory-add-negative-price-${size.name}`);
    }

    await page.getByLabel('Product name').fill('Mallet');
    await page.getByLabel('Cost').fill('1');
    await page.getByLabel('Price').fill('3');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, add it' }).waitFor();
    expect(await dialog.textContent()).toContain('$3.00');
    expect(await dialog.textContent()).not.toContain('-$');
  });

  it('a 5,000-character name pasted into a name field is refused, saying the limit; typing stops at it', async () => {
    const { owner } = await seedShop({ bname: 'Long Names', products: [HAMMER], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory/add');
    const name = page.getByLabel('Product name');
    await name.fill('Hammer');
    await name.selectText();
    await paste(page, 'Product name', 'x'.repeat(5000));
    await page.getByText('Product name: must be at most 100 characters: the pasted text has 5,000').waitFor();
    expect(await name.inputValue()).toBe('Hammer');
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await paste(page, 'Manufacturer', 'M'.repeat(101));
    await page.getByText('Manufacturer: must be at most 100 characters: the pasted text has 101').waitFor();
    expect(await page.getByRole('combobox', { name: 'Manufacturer' }).inputValue()).toBe('');

    // A paste that fits is taken as it is.
    await name.fill('');
    await paste(page, 'Product name', 'y'.repeat(100));
    expect(await name.inputValue()).toBe('y'.repeat(100));
    // Typing stops at the limit.
    await name.fill('');
    await name.pressSequentially('z'.repeat(103), { delay: 0 });
    expect(await name.inputValue()).toBe('z'.repeat(100));
  });

  it('a 100-character name with no spaces wraps in the list; price, last update and the buttons stay on the screen', async () => {
    const { owner } = await seedShop({ bname: 'Wide Names', products: [HAMMER], taxrate: 13 });
    const longName = `SKU${'W'.repeat(97)}`;
    await addEntry(owner, { manufacturer: 'Acme', item: 'Tools', subname: longName, qty: 4, lowinventory: 1, cost: 2, price: 12 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    const row = page.getByRole('row').filter({ hasText: longName });
    await row.waitFor();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `inventory-long-name-${size.name}`);
      // The whole name is in its cell.
      expect(await row.getByRole('cell').filter({ hasText: longName }).count(), size.name).toBe(1);
      if (size.width >= 1280) {
        // Wide enough for every column: nothing scrolls sideways, the Delete button is on screen.
        const wrapper = page.locator('.table-responsive').first();
        const { scroll, client } = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(scroll, size.name).toBeLessThanOrEqual(client);
        const box = await row.getByRole('button', { name: /Delete/ }).boundingBox();
        expect(box && box.x + box.width, size.name).toBeLessThanOrEqual(size.width);
      }
      // The name's cell is no wider than a name needs, at any width.
      const cell = await row.getByRole('cell').filter({ hasText: longName }).boundingBox();
      expect(cell!.width, size.name).toBeLessThan(size.width / 2);
    }
  });
});
