import AxeBuilder from '@axe-core/playwright';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../src/domain/messages';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

/** Answers every confirm prompt (yes unless told) and records what it asked. */
function answerDialogs(page: Page, accept = () => true): string[] {
  const asked: string[] = [];
  page.on('dialog', (d: Dialog) => {
    asked.push(d.message());
    void (accept() ? d.accept() : d.dismiss());
  });
  return asked;
}

async function seedLists(owner: SeededUser, items: string[], manufacturers: string[]) {
  for (const item of items) expect((await apiCall('POST', '/item/add', { item }, owner.token)).status).toBe(201);
  for (const manufacturer of manufacturers) expect((await apiCall('POST', '/name/add', { manufacturer }, owner.token)).status).toBe(201);
}

async function seedEntry(owner: SeededUser, e: Record<string, unknown>) {
  const res = await apiCall<{ _id: string }>('POST', '/inventory/add', { item: 'Tools', manufacturer: 'Acme', lowinventory: 2, cost: 1, price: 2, ...e }, owner.token);
  expect(res.status).toBe(201);
  return res.data._id;
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)('inventory, items, manufacturers and settings screens', () => {
  const browser = useBrowser();

  it('an admin sets up the lists and tax in Settings, and the header follows', async () => {
    const owner = await seedBusiness('Settings Shop');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    await page.getByRole('button', { name: 'Save Item' }).click();
    await page.getByText(MSG.fillInAllFields).waitFor();
    await page.getByLabel('Add New Item').fill('Tools');
    await page.getByRole('button', { name: 'Save Item' }).click();
    await page.getByText(MSG.itemAdded).waitFor();
    expect(await page.getByLabel('Add New Item').inputValue()).toBe('');
    // The notice goes away after its second.
    await page.getByText(MSG.itemAdded).waitFor({ state: 'hidden', timeout: 3000 });

    await page.getByLabel('Add New Item').fill('tools');
    await page.getByRole('button', { name: 'Save Item' }).click();
    await page.getByText('This item already exists').waitFor();

    await page.getByLabel('Add New Manufacturer').fill('Acme');
    await page.getByRole('button', { name: 'Save Manufacturer' }).click();
    await page.getByText(MSG.manufacturerAdded).waitFor();
    // The new success is not shown beside the item's older refusal.
    expect(await page.getByText('This item already exists').count()).toBe(0);
    // What is set shows: each list with its count.
    await page.getByRole('region', { name: 'Categories on your list (1)' }).getByText('Tools', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Manufacturers on your list (1)' }).getByText('Acme', { exact: true }).waitFor();

    await page.getByLabel('Set Tax Rate').fill('7.25');
    await page.getByLabel('Set currency').pressSequentially('cad');
    expect(await page.getByLabel('Set currency').inputValue()).toBe('CAD');
    await page.getByRole('button', { name: 'Save Tax Rate and Currency' }).click();
    await page.getByText(MSG.taxAdded).waitFor();
    await page.getByTestId('header-status').getByText('Tax 7.25%').waitFor();
    await page.getByTestId('header-status').getByText('CAD').waitFor();
    // The settings screen itself is in the accessibility sweep, at every width.
    await screenshot(page, 'settings-admin');

    await page.getByLabel('Set Tax Rate').fill('13');
    await page.getByLabel('Set currency').fill('');
    await page.getByLabel('Set currency').pressSequentially('usd');
    await page.getByRole('button', { name: 'Update Tax and Currency' }).click();
    await page.getByText(MSG.taxUpdated).waitFor();
    await page.getByTestId('header-status').getByText('Tax 13%').waitFor();

    await page.getByLabel('Set currency').fill('ZZZ');
    await page.getByRole('button', { name: 'Update Tax and Currency' }).click();
    await page.getByText(/currency: must be an ISO 4217 currency code/).waitFor();

    const lists = await apiCall<{ item: string }[]>('GET', '/item/all', undefined, owner.token);
    expect(lists.data.map((i) => i.item)).toEqual(['Tools']);
  });

  it('an admin adds products in one screen: a new category made in place, every problem at once, an in-page confirm, and Add another', async () => {
    const owner = await seedBusiness('Add Shop');
    await seedLists(owner, ['Tools', 'Paint'], ['Acme', 'Bolt']);
    const page = await browser.newPage();
    const asked = answerDialogs(page);
    await signInThroughUi(page, owner);
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: 'Add Entry' }).click();
    await page.getByRole('heading', { name: 'Add Inventory Entry' }).waitFor();
    expect(await page.getByText('Add them in Settings first').count()).toBe(0);

    await page.getByLabel('UPC').fill('123456789012');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByText(MSG.fillInAllFields).waitFor();
    expect(await page.getByLabel('Category').getAttribute('aria-invalid')).toBe('true');

    // A category nobody has yet: typed, then created from the list.
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.fill('Hardware');
    await page.getByRole('option', { name: "Create 'Hardware'" }).waitFor();
    await page.getByRole('option', { name: "Create 'Hardware'" }).click();
    expect(await category.inputValue()).toBe('Hardware');
    // A listed manufacturer, found by part of its name and taken with the keyboard.
    const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
    await manufacturer.fill('bo');
    await manufacturer.press('ArrowDown');
    await manufacturer.press('Enter');
    expect(await manufacturer.inputValue()).toBe('Bolt');

    await page.getByLabel('Product name').fill('Claw Hammer');
    await page.getByLabel('Quantity on hand').fill('0');
    await page.getByLabel('Reorder level').fill('-1');
    await page.getByLabel('Cost').fill('4.50');
    await page.getByLabel('Price').fill('9.99');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    // Both problems at once, each beside its field, in the form's own words.
    await page.getByText(MSG.qtyNotPositive).waitFor();
    await page.getByText('Reorder level: must be at least 0').waitFor();
    expect(await page.getByText('lowinventory').count()).toBe(0);
    // The add screen is in the accessibility sweep; its refusals and its confirm are not.
    await screenshot(page, 'inventory-add-errors');
    await expectNoAxeViolations(page);

    await page.getByLabel('Quantity on hand').fill('3');
    await page.getByLabel('Reorder level').fill('2');
    await page.getByRole('button', { name: 'Add and add another' }).click();
    const confirm = page.getByRole('dialog', { name: MSG.confirmAddInventory });
    await confirm.getByText('A new category, Hardware, will be added to your list.').waitFor();
    await screenshot(page, 'inventory-add-confirm');
    await expectNoAxeViolations(page);
    // Going back saves nothing.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiCall<{ count: number }>('GET', '/inventory/list', undefined, owner.token)).data.count).toBe(0);

    await page.getByRole('button', { name: 'Add and add another' }).click();
    await confirm.getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();
    // The next product: category and manufacturer kept, the rest cleared, typing starts at the UPC.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('entry-upc');
    expect(await category.inputValue()).toBe('Hardware');
    expect(await manufacturer.inputValue()).toBe('Bolt');
    expect(await page.getByLabel('Product name').inputValue()).toBe('');
    expect(await page.getByLabel('Price').inputValue()).toBe('');
    const items = await apiCall<{ item: string }[]>('GET', '/item/all', undefined, owner.token);
    expect(items.data.map((i) => i.item).sort()).toEqual(['Hardware', 'Paint', 'Tools']);

    await page.getByLabel('UPC').fill('123456789029');
    await page.getByLabel('Product name').fill('Mallet');
    await page.getByLabel('Quantity on hand').fill('5');
    await page.getByLabel('Reorder level').fill('1');
    await page.getByLabel('Cost').fill('3');
    await page.getByLabel('Price').fill('7.25');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    expect(await confirm.getByText('A new category').count()).toBe(0);
    await confirm.getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();
    expect(await page.getByLabel('UPC').inputValue()).toBe('');
    await page.waitForURL('**/inventory');
    // The spec's confirmation was asked in the page, never by the browser.
    expect(asked).toEqual([]);

    await page.getByRole('heading', { name: 'Inventory List' }).waitFor();
    const row = rowOf(page, '123456789012');
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 8)).toEqual(['123456789012', 'Hardware', 'Bolt', 'Claw Hammer', '3', '2', '$4.50', '$9.99']);
    expect(cells[8]).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(await rowOf(page, 'Mallet').getByRole('cell').nth(1).textContent()).toBe('Hardware');
  });

  it('staff pick from the lists on the add screen and are told an admin adds a new name', async () => {
    const owner = await seedBusiness('Staff Add Shop');
    await seedLists(owner, ['Tools'], ['Acme']);
    const staff = await seedUser(owner);
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/inventory/add');
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.fill('Garden');
    expect(await page.getByRole('option').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('acme');
    await page.getByLabel('UPC').fill('8850 0001');
    await page.getByLabel('Product name').fill('Rake');
    await page.getByLabel('Quantity on hand').fill('2');
    await page.getByLabel('Reorder level').fill('1');
    await page.getByLabel('Price').fill('12');
    await page.getByLabel('Cost').fill('6');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('This category is not on your list yet. Ask an admin to add it.').waitFor();
    await category.fill('Tools');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.waitForURL('**/inventory');
    // Typed in another case, saved in the list's own spelling.
    await rowOf(page, '88500001').getByRole('cell', { name: 'Acme', exact: true }).waitFor();
  });

  it('lists, colours, searches and pages entries; admins edit and delete', async () => {
    const owner = await seedBusiness('List Shop');
    await seedLists(owner, ['Tools'], ['Acme', 'Bolt']);
    // 12 entries: two pages of ten. Seeded oldest first; the list shows the newest change first.
    for (let i = 1; i <= 10; i++) await seedEntry(owner, { upc: `880${String(i).padStart(2, '0')}`, subname: `Widget ${i}`, qty: 10 });
    await seedEntry(owner, { upc: '88100', manufacturer: 'Bolt', subname: 'Low Nut', qty: 2, lowinventory: 2 });
    const outId = await seedEntry(owner, { upc: '88200', manufacturer: 'Bolt', subname: 'Gone Bolt', qty: 1, lowinventory: 0 });
    // Sold out: counted down to 0.
    expect((await apiCall('PUT', `/inventory/updm/${outId}`, { upc: '88200', item: 'Tools', manufacturer: 'Bolt', subname: 'Gone Bolt', qty: 0, lowinventory: 0, cost: 1, price: 2 }, owner.token)).status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const asked = answerDialogs(page);
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await rowOf(page, '88200').waitFor();
    expect(await rowOf(page, '88200').getAttribute('class')).toBe('table-row-danger');
    expect(await rowOf(page, '88100').getAttribute('class')).toBe('table-row-warning');
    expect(await rowOf(page, '88010').getAttribute('class')).toBeNull();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.getByRole('link').allTextContents()).toEqual(['1', '2']);
    await screenshot(page, 'inventory-list-admin');

    await pager.getByRole('link', { name: '2' }).click();
    await page.waitForURL('**/page/2');
    await rowOf(page, '88001').waitFor();
    expect(await page.getByRole('row').count()).toBe(3);

    // Search by manufacturer: the route keyword ends in the field digit.
    await page.getByLabel('Mfg').check();
    await page.getByLabel('Search inventory').fill('bol');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search/bol2');
    await rowOf(page, 'Gone Bolt').waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

    await page.getByLabel('UPC', { exact: true }).check();
    await page.getByLabel('Search inventory').fill('nothing-like-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(MSG.noneFound).waitFor();

    await page.getByLabel('Search inventory').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.pathname === '/inventory');
    await rowOf(page, '88010').waitFor();

    // A search keeps its term while paging.
    await page.goto(`/search/${encodeURIComponent('widget3')}`);
    await rowOf(page, '88010').waitFor();
    await page.goto('/search/881/page/2');
    await rowOf(page, '88001').waitFor();
    expect(await page.getByLabel('Search inventory').inputValue()).toBe('88');
    expect(await page.getByLabel('UPC', { exact: true }).isChecked()).toBe(true);

    // Edit: add 5 to the 2 on hand.
    await page.goto('/inventory');
    await rowOf(page, '88100').getByRole('link', { name: /Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit Inventory Entry' }).waitFor();
    await page.getByText('Current quantity: 2').waitFor();
    expect(await page.getByLabel('Category').inputValue()).toBe('Tools');
    expect(await page.getByLabel('Manufacturer').inputValue()).toBe('Bolt');
    await page.getByLabel('Quantity being added').fill('5');
    await page.getByLabel('Price').fill('3.75');
    await page.getByRole('button', { name: 'Update' }).click();
    // The spec's confirmation, in the page, saying what will happen.
    const confirm = page.getByRole('dialog', { name: MSG.confirmDelete });
    await confirm.getByText('add 5 (2 on hand now, 7 after)').waitFor();
    await screenshot(page, 'inventory-edit-confirm');
    await confirm.getByRole('button', { name: 'Yes, update' }).click();
    await page.getByText(MSG.inventoryUpdated).waitFor();
    await page.getByText('Current quantity: 7').waitFor();
    expect(asked).toEqual([]);
    expect(await page.getByLabel('Quantity being added').inputValue()).toBe('');
    await page.getByText(MSG.inventoryUpdated).waitFor({ state: 'hidden', timeout: 5000 });

    await page.getByLabel('Cost').fill('0');
    await page.getByRole('button', { name: 'Update' }).click();
    // Flagged beside the field before anything is confirmed (the server's own rule), under its label, never its key ("cost: ...").
    await page.locator('#entry-cost-error').getByText('Cost: must be at least 0.01').waitFor();
    expect(await confirm.count()).toBe(0);
    expect(await page.getByText(/cost: must be/).count()).toBe(0);

    // Delete, after the spec's confirm.
    await page.goto('/inventory');
    await rowOf(page, '88100').waitFor();
    expect(await rowOf(page, '88100').getAttribute('class')).toBeNull();
    await rowOf(page, '88200').getByRole('button', { name: /Delete/ }).click();
    await rowOf(page, '88200').waitFor({ state: 'detached' });
    expect(asked.at(-1)).toBe(MSG.confirmDelete);
  });

  it('staff see the lists without admin buttons, and Settings and Edit say an admin is needed', async () => {
    const owner = await seedBusiness('Staff Shop');
    await seedLists(owner, ['Tools'], ['Acme']);
    const id = await seedEntry(owner, { upc: '88300', subname: 'Saw', qty: 4 });
    const staff = await seedUser(owner);
    const page = await browser.newPage();
    await signInThroughUi(page, staff);

    await page.goto('/inventory');
    await rowOf(page, '88300').waitFor();
    expect(await page.getByRole('link', { name: /Edit/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add Entry' }).count()).toBe(0);
    await screenshot(page, 'inventory-list-staff');

    await page.goto('/items');
    await page.getByRole('cell', { name: 'Tools', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Add an item' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);

    for (const p of ['/settings', `/inventory/edit/${id}`]) {
      await page.goto(p);
      await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(p);
    }
    // Signed in as staff: a screen the owner's sweep never sees.
    await screenshot(page, 'admin-needed-staff');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sales Terminal' }).click();
    await page.waitForURL('**/pos');

    // Adding stock is open to every signed-in user (spec section 6).
    await page.goto('/inventory/add');
    await page.getByRole('heading', { name: 'Add Inventory Entry' }).waitFor();
  });

  it('item and manufacturer lists: None Found, paging, and admin delete refused while in use', async () => {
    const owner = await seedBusiness('Names Shop');
    const page = await browser.newPage();
    const asked = answerDialogs(page);
    await signInThroughUi(page, owner);

    await page.goto('/items');
    await page.getByText(MSG.noneFound).waitFor();
    await page.goto('/name');
    await page.getByText(MSG.noneFound).waitFor();

    await seedLists(owner, Array.from({ length: 11 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`), ['Acme', 'Bolt']);
    await seedEntry(owner, { upc: '88400', item: 'Item 01', manufacturer: 'Acme', subname: 'Thing', qty: 1 });

    await page.goto('/items');
    await page.getByRole('heading', { name: 'Item List' }).waitFor();
    await page.getByRole('cell', { name: 'Item 10', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2' }).click();
    await page.waitForURL('**/pageitem/2');
    await page.getByRole('cell', { name: 'Item 11', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add an item' }).waitFor();
    await screenshot(page, 'items-page2-admin');

    await page.getByLabel('Search items').fill('item 0');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('cell', { name: 'Item 01', exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Item 01' }).click();
    await page.getByText('Cannot delete "Item 01": 1 inventory entry uses it').waitFor();
    expect(asked).toEqual([MSG.confirmDelete]);
    await page.getByRole('button', { name: 'Delete Item 02' }).click();
    await page.getByRole('cell', { name: 'Item 02', exact: true }).waitFor({ state: 'detached' });

    await page.goto('/name');
    await page.getByRole('heading', { name: 'Manufacturer List' }).waitFor();
    await page.getByRole('link', { name: 'Add a manufacturer' }).click();
    await page.waitForURL('**/settings');
    await page.goto('/name');
    await page.getByRole('button', { name: 'Delete Bolt' }).click();
    await page.getByRole('cell', { name: 'Bolt', exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'manufacturers-admin');
  });
});
