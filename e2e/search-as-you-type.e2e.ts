/**
 * Search as you type: the inventory list, the terminal (online and from the device's catalogue)
 * and the purchase order's picker list what is typed once the typing pauses, without Search;
 * typing fast asks only for the final text, and an older answer never replaces a newer one; a
 * scanner's burst into the terminal's box is still one scan, added once, and searches nothing.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { expectNoAxeViolations, receiptContents, scan, scanBox, SIZES } from './helpers/terminal';

const PRODUCTS = [
  { upc: '400638100023', manufacturer: 'Fizz', subname: 'Zero Sugar Cola', qty: 10, price: 1.99 },
  { upc: '400638100030', manufacturer: 'Fizz', subname: 'Cola Classic', qty: 10, price: 1.79 },
  { upc: '400638100047', manufacturer: 'Fizz', subname: 'Lemon Soda', qty: 10, price: 1.59 },
  { upc: '400638100054', manufacturer: 'Pâtisserie', subname: 'Crème Brûlée', qty: 4, price: 4.5 },
];

/** The searches the page asked `path` for, in order (lists without a keyword and a scan's exact look-up left out). */
function keywordsAsked(page: Page, path: string): string[] {
  const asked: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === path && url.searchParams.has('keyword') && !url.searchParams.has('exact')) asked.push(url.searchParams.get('keyword') ?? '');
  });
  return asked;
}

/** The first look-up of `keyword` at `path` answers only after `ms` (a slow answer overtaken by a later one). */
async function slowFirstAnswer(page: Page, path: string, keyword: string, ms: number) {
  let slowed = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const url = new URL(route.request().url());
      if (!slowed && url.searchParams.get('keyword') === keyword) {
        slowed = true;
        await new Promise((r) => setTimeout(r, ms));
      }
      // The page may have cancelled it meanwhile.
      await route.continue().catch(() => undefined);
    },
  );
}

const inventoryNames = (page: Page) => page.locator('main table tbody tr td:nth-child(4)').allTextContents();
const terminalNames = (page: Page) => page.locator('table.pos-products tbody .pos-p-name').allTextContents();

describe.skipIf(!hasBrowser)('search as you type', () => {
  const browser = useBrowser();

  it('the inventory list lists what is typed without Search, and only the final text of fast typing', async () => {
    const { owner } = await seedShop({ bname: 'Typing Shop', products: PRODUCTS });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await page.getByRole('cell', { name: 'Lemon Soda' }).waitFor();
    const asked = keywordsAsked(page, '/api/inventory/list');
    await slowFirstAnswer(page, '/api/inventory/list', 'cola', 1500);

    const box = page.getByLabel('Search inventory');
    // "cola", a pause long enough to be searched (its answer held back), then " zero" quickly.
    await box.pressSequentially('cola', { delay: 30 });
    await page.waitForTimeout(450);
    await box.pressSequentially(' zero', { delay: 30 });
    await page.waitForFunction(() => [...document.querySelectorAll('main table tbody tr td:nth-child(4)')].map((td) => td.textContent).join('|') === 'Zero Sugar Cola');
    // The held-back answer for "cola" arrives (or was cancelled) after it: the list stays the final text's.
    await page.waitForTimeout(1800);
    expect(await inventoryNames(page)).toEqual(['Zero Sugar Cola']);
    // The pause asks once per stop in the typing: fewer asks than keys, each for text typed so far,
    // the last for the final text (a loaded machine may stretch one key's gap past the pause).
    expect(asked[0]).toBe('cola');
    expect(asked.at(-1)).toBe('cola zero');
    expect(asked.length).toBeLessThan('cola zero'.length);
    for (const keyword of asked) expect('cola zero'.startsWith(keyword)).toBe(true);
    // Searching by typing leaves the address alone; Search still gives the search its address.
    expect(new URL(page.url()).pathname).toBe('/inventory');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/cola zero3');
    expect(await inventoryNames(page)).toEqual(['Zero Sugar Cola']);

    // Accents and capitals, and an address typed by hand keeps working.
    await box.fill('');
    await box.pressSequentially('CREME', { delay: 30 });
    await page.getByRole('cell', { name: 'Crème Brûlée' }).waitFor();
    await page.goto('/search/lemon3');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1);
    expect(await inventoryNames(page)).toEqual(['Lemon Soda']);

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/inventory');
      await page.getByRole('cell', { name: 'Lemon Soda' }).waitFor();
      await page.getByLabel('Search inventory').pressSequentially('cola zero', { delay: 20 });
      await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1);
      await screenshot(page, `search-as-you-type-inventory-${size.width}`);
      await expectNoAxeViolations(page);
    }
  });

  it('the terminal lists what is typed, from the server and from the device, and a scanner burst is one line and no search', async () => {
    const { owner } = await seedShop({ bname: 'Typing Till', products: PRODUCTS });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    await page.locator('table.pos-products tbody .pos-p-name', { hasText: 'Lemon Soda' }).waitFor();
    const asked = keywordsAsked(page, '/api/pos/list');
    await slowFirstAnswer(page, '/api/pos/list', 'cola', 1500);

    // Name chosen; typed into the scan box, no Enter.
    await page.getByLabel('Name').check();
    await scanBox(page).click();
    await scanBox(page).pressSequentially('cola', { delay: 40 });
    await page.waitForTimeout(450);
    await scanBox(page).pressSequentially(' zero', { delay: 40 });
    await page.waitForFunction(() => [...document.querySelectorAll('table.pos-products tbody .pos-p-name')].map((el) => el.textContent).join('|') === 'Zero Sugar Cola');
    await page.waitForTimeout(1800);
    expect(await terminalNames(page)).toEqual(['Zero Sugar Cola']);
    // The pause asks once per stop in the typing: fewer asks than keys, each for text typed so far,
    // the last for the final text (a loaded machine may stretch one key's gap past the pause).
    expect(asked[0]).toBe('cola');
    expect(asked.at(-1)).toBe('cola zero');
    expect(asked.length).toBeLessThan('cola zero'.length);
    for (const keyword of asked) expect('cola zero'.startsWith(keyword)).toBe(true);
    expect(await receiptContents(page)).toEqual([]);

    // A scanner's burst and Enter, whatever field is chosen: one line, once, and no search of its digits.
    await scanBox(page).fill('');
    await page.getByLabel('UPC').check();
    await scanBox(page).click();
    asked.length = 0;
    await scan(page, PRODUCTS[2].upc);
    await page.getByRole('table', { name: 'Receipt lines' }).getByText('Lemon Soda').waitFor();
    await page.waitForTimeout(700);
    expect(await receiptContents(page)).toEqual([['Fizz Lemon Soda', 1, 0]]);
    expect(asked).toEqual([]);
    expect(await scanBox(page).inputValue()).toBe('');

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await scanBox(page).fill('');
      await page.getByLabel('Name').check();
      await scanBox(page).pressSequentially('cola zero', { delay: 20 });
      await page.waitForFunction(() => document.querySelectorAll('table.pos-products tbody tr').length === 1);
      await screenshot(page, `search-as-you-type-terminal-${size.width}`);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Offline, the device's catalogue answers by the same rule: words in any order, no accents.
    await page.context().setOffline(true);
    await scanBox(page).fill('');
    await scanBox(page).pressSequentially('brulee creme', { delay: 30 });
    await page.getByTestId('listed-from-device').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('table.pos-products tbody .pos-p-name')].map((el) => el.textContent).join('|') === 'Crème Brûlée');
    await scanBox(page).fill('');
    await scanBox(page).pressSequentially('cola zero', { delay: 30 });
    await page.waitForFunction(() => [...document.querySelectorAll('table.pos-products tbody .pos-p-name')].map((el) => el.textContent).join('|') === 'Zero Sugar Cola');
    await screenshot(page, 'search-as-you-type-terminal-offline');
    // A code typed with the dashes of its label: the same code first, then the codes it begins.
    await page.getByLabel('UPC').check();
    await scanBox(page).fill('');
    await scanBox(page).pressSequentially('4006-3810-0030', { delay: 40 });
    await page.waitForFunction(() => [...document.querySelectorAll('table.pos-products tbody .pos-p-name')].map((el) => el.textContent).join('|') === 'Cola Classic');
    await scanBox(page).fill('');
    await scanBox(page).pressSequentially('4006 3810 00', { delay: 40 });
    await page.waitForFunction(() => document.querySelectorAll('table.pos-products tbody tr').length === 4);
    expect(await receiptContents(page)).toEqual([['Fizz Lemon Soda', 1, 0]]);
    await page.context().setOffline(false);
  });

  it("the purchase order's picker lists the entries typed for, and a scan still puts its entry on the order", async () => {
    const { owner } = await seedShop({ bname: 'Typing Supplier', products: PRODUCTS });
    expect((await apiCall('POST', '/suppliers', { name: 'Fizz Wholesale' }, owner.token)).status).toBe(201);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/purchase-orders/new');
    const box = page.getByLabel('Scan a UPC, or search by UPC, name or manufacturer');
    await box.pressSequentially('lemon', { delay: 30 });
    await page.getByRole('table', { name: 'Entries matching the search' }).getByRole('cell', { name: 'Lemon Soda', exact: true }).waitFor();
    await box.fill('');
    await scan(page, PRODUCTS[0].upc);
    await page.getByText(/Zero Sugar Cola/).first().waitFor();
    await page.waitForTimeout(500);
    expect(await box.inputValue()).toBe('');
    await screenshot(page, 'search-as-you-type-purchase-order');
    await expectNoAxeViolations(page);
  });
});
