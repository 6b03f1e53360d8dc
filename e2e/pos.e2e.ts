import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { expectedTotals, seedShop, sellThroughApi, usd } from './helpers/pos-seed';
import { openCheckout, payExactCash } from './helpers/tender';

const HAMMER = { upc: '100000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 10, price: 19.99 };
const WRENCH = { upc: '100000000022', manufacturer: 'Bolt', subname: 'Box Wrench', qty: 5, price: 7.35 };
const SOLD_OUT = { upc: '100000000033', manufacturer: 'Acme', subname: 'Gone Chisel', qty: 0, price: 3 };

function productRow(page: Page, subname: string) {
  return page.getByRole('table').first().getByRole('row').filter({ hasText: subname });
}

function receiptLine(page: Page, subname: string) {
  return page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: subname });
}

/** A receipt line as shown: Mfg, Name, quantity, Per, discount (the two fields' values) and Price. */
async function lineFigures(page: Page, subname: string): Promise<string[]> {
  const line = receiptLine(page, subname);
  const text = async (cls: string) => (await line.locator(cls).textContent())?.trim() ?? '';
  const field = (cls: string) => line.locator(`${cls} input`).inputValue();
  return [await text('.pos-line-mfg'), await text('.pos-line-name'), await field('.pos-line-qty'), await text('.pos-line-per'), await field('.pos-line-disc'), await text('.pos-line-price')];
}

async function totalsFigure(page: Page, label: string | RegExp): Promise<string> {
  const row = page.getByRole('table', { name: 'Receipt totals' }).getByRole('row').filter({ hasText: label });
  return (await row.getByRole('cell').last().textContent())?.trim() ?? '';
}

async function addProduct(page: Page, name: string, qty: number, disc: number) {
  await page.getByLabel(`Quantity of ${name}`).fill(String(qty));
  await page.getByLabel(`Discount % on ${name}`).fill(String(disc));
  await page.getByRole('button', { name: `Add ${name}` }).click();
}

describe.skipIf(!hasBrowser)('point of sale terminal', () => {
  const browser = useBrowser();

  it('rings up lines with discounts and shipping and shows every figure by the spec formulas; the cart survives a reload', async () => {
    const { owner } = await seedShop({ products: [HAMMER, WRENCH, SOLD_OUT], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();

    // The search box has focus for the scanner, and only products in stock are listed.
    expect(await page.getByLabel('Search products').evaluate((el) => el === document.activeElement)).toBe(true);
    await productRow(page, 'Claw Hammer').waitFor();
    expect(await productRow(page, 'Box Wrench').count()).toBe(1);
    expect(await productRow(page, 'Gone Chisel').count()).toBe(0);
    expect(await page.getByLabel('Quantity of Acme Claw Hammer').inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);

    await addProduct(page, 'Acme Claw Hammer', 3, 10);
    await receiptLine(page, 'Claw Hammer').waitFor();
    // The row's inputs go back to 1 and 0 after adding.
    expect(await page.getByLabel('Quantity of Acme Claw Hammer').inputValue()).toBe('1');
    expect(await page.getByLabel('Discount % on Acme Claw Hammer').inputValue()).toBe('0');
    await addProduct(page, 'Bolt Box Wrench', 2, 15);
    await receiptLine(page, 'Box Wrench').waitFor();

    // The same product again: refused with the spec's message, the receipt keeps one line of it.
    await addProduct(page, 'Acme Claw Hammer', 1, 0);
    await page.getByText('Item already in receipt').waitFor();
    expect(await receiptLine(page, 'Claw Hammer').count()).toBe(1);
    expect(await page.getByLabel('Receipt quantity, Acme Claw Hammer').inputValue()).toBe('3');

    await page.getByRole('button', { name: 'Add Shipping' }).click();
    await page.getByRole('dialog').getByLabel('Shipping Cost').fill('4.50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const want = expectedTotals(
      [
        { price: HAMMER.price, qty: 3, disc: 10 },
        { price: WRENCH.price, qty: 2, disc: 15 },
      ],
      4.5,
      13,
    );
    // 19.99 x 3 less 10 % = 53.973 -> 53.97; 7.35 x 2 less 15 % = 12.495 -> 12.50 (half away from zero).
    expect(want.lineCents).toEqual([5397, 1250]);
    const checkFigures = async () => {
      // Quantity and discount are fields on the line, editable where they are.
      expect(await lineFigures(page, 'Claw Hammer')).toEqual(['Acme', 'Claw Hammer', '3', usd(1999), '10', usd(want.lineCents[0])]);
      expect(await lineFigures(page, 'Box Wrench')).toEqual(['Bolt', 'Box Wrench', '2', usd(735), '15', usd(want.lineCents[1])]);
      expect(await totalsFigure(page, 'Subtotal')).toBe(usd(want.subtotal));
      expect(await totalsFigure(page, 'Disc on sale')).toBe(usd(want.discount));
      expect(await totalsFigure(page, 'Shipping')).toBe(usd(want.shipping));
      expect(await totalsFigure(page, 'Tax @ 13%')).toBe(usd(want.tax));
      expect(await totalsFigure(page, /^Total/)).toBe(usd(want.total));
    };
    await checkFigures();
    expect(usd(want.total)).toBe('$80.20');
    await screenshot(page, 'pos-terminal');

    // A reload keeps the receipt (lines, discounts and shipping).
    await page.reload();
    await receiptLine(page, 'Box Wrench').waitFor();
    await checkFigures();

    // Removing a line recalculates everything without it.
    await page.getByRole('button', { name: 'Remove Bolt Box Wrench' }).click();
    await receiptLine(page, 'Box Wrench').waitFor({ state: 'detached' });
    const afterRemove = expectedTotals([{ price: HAMMER.price, qty: 3, disc: 10 }], 4.5, 13);
    expect(await totalsFigure(page, 'Subtotal')).toBe(usd(afterRemove.subtotal));
    expect(await totalsFigure(page, 'Disc on sale')).toBe(usd(afterRemove.discount));
    expect(await totalsFigure(page, 'Tax @ 13%')).toBe(usd(afterRemove.tax));
    expect(await totalsFigure(page, /^Total/)).toBe(usd(afterRemove.total));

    // Cancel Sale asks first, then clears lines, shipping and the Checkout button.
    await page.getByRole('button', { name: 'Cancel Sale' }).click();
    await page.getByRole('dialog', { name: 'Cancel this sale?' }).getByRole('button', { name: 'Clear the receipt' }).click();
    await receiptLine(page, 'Claw Hammer').waitFor({ state: 'detached' });
    expect(await totalsFigure(page, 'Shipping')).toBe('$0.00');
    expect(await totalsFigure(page, /^Total/)).toBe('$0.00');
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    await productRow(page, 'Claw Hammer').waitFor();
    expect(await receiptLine(page, 'Claw Hammer').count()).toBe(0);
  });

  it('refuses a sale quantity above what is on hand and a discount above 50 %', async () => {
    const { owner } = await seedShop({ products: [WRENCH] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Bolt Box Wrench', 6, 0);
    await page.getByText('1 to 5').waitFor();
    await addProduct(page, 'Bolt Box Wrench', 1, 51);
    await page.getByText('0 to 50').waitFor();
    expect(await receiptLine(page, 'Box Wrench').count()).toBe(0);
  });

  it('searches by name, manufacturer and UPC through /searchpos routes; an empty search goes back to /pos', async () => {
    const { owner } = await seedShop({ products: [HAMMER, WRENCH] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByLabel('Name').check();
    await page.getByLabel('Search products').fill('wrench');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchpos/wrench3');
    await productRow(page, 'Box Wrench').waitFor();
    await productRow(page, 'Claw Hammer').waitFor({ state: 'detached' });

    await page.getByLabel('Mfg').check();
    await page.getByLabel('Search products').fill('acme');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchpos/acme2');
    await productRow(page, 'Claw Hammer').waitFor();
    await productRow(page, 'Box Wrench').waitFor({ state: 'detached' });

    // Part of a UPC is a search (not a scan): no exact match, so the list is filtered.
    await page.getByLabel('UPC').check();
    await page.getByLabel('Search products').fill('00000002');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchpos/000000021');
    await productRow(page, 'Box Wrench').waitFor();
    await productRow(page, 'Claw Hammer').waitFor({ state: 'detached' });
    expect(await receiptLine(page, 'Box Wrench').count()).toBe(0);

    await page.getByLabel('Search products').fill('');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/pos');
    await productRow(page, 'Claw Hammer').waitFor();
    await productRow(page, 'Box Wrench').waitFor();
  });

  it('pages through /pagepos/{n}, and through a search at /searchpos/{keyword}/page/{n}', async () => {
    // 12 products: two pages at the default page size of 10.
    const many = Array.from({ length: 12 }, (_, i) => ({ upc: `4000000000${String(i).padStart(2, '0')}`, manufacturer: 'Pagemaker', subname: `Pad ${String(i + 1).padStart(2, '0')}`, qty: 3, price: 1 }));
    const { owner } = await seedShop({ products: many });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.waitFor();
    expect(await pages.getByRole('link').allTextContents()).toEqual(['1', '2']);
    await pages.getByRole('link', { name: '2' }).click();
    await page.waitForURL('**/pagepos/2');
    // The second page's two rows (and the header) once it has replaced the first: the first
    // page's rows are not in name order for a search, so one row leaving says nothing yet.
    await expect.poll(() => page.getByRole('table').first().getByRole('row').count()).toBe(1 + 2);
    expect(await productRow(page, 'Pad 01').count()).toBe(0);

    await page.getByLabel('Mfg').check();
    await page.getByLabel('Search products').fill('pagemaker');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchpos/pagemaker2');
    await pages.getByRole('link', { name: '2' }).click();
    await page.waitForURL('**/searchpos/pagemaker2/page/2');
    // The second page's two rows (and the header) once it has replaced the first: the first
    // page's rows are not in name order for a search, so one row leaving says nothing yet.
    await expect.poll(() => page.getByRole('table').first().getByRole('row').count()).toBe(1 + 2);
    expect(await productRow(page, 'Pad 01').count()).toBe(0);
    expect(await page.getByLabel('Search products').inputValue()).toBe('pagemaker');
    expect(await page.getByLabel('Mfg').isChecked()).toBe(true);
  });

  it('a scanned UPC (typed + Enter) goes onto the receipt at once, the box clears and keeps focus for the next scan', async () => {
    const { owner } = await seedShop({ products: [HAMMER, WRENCH] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await productRow(page, 'Claw Hammer').waitFor();
    const box = page.getByLabel('Search products');
    expect(await page.getByLabel('UPC').isChecked()).toBe(true);

    await page.keyboard.type(`${HAMMER.upc}\n`, { delay: 5 });
    await receiptLine(page, 'Claw Hammer').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/pos');

    await page.keyboard.type(`${WRENCH.upc}\n`, { delay: 5 });
    await receiptLine(page, 'Box Wrench').waitFor();
    expect(await page.getByLabel('Receipt quantity, Bolt Box Wrench').inputValue()).toBe('1');

    // Scanning the same product again adds one more to its line (the Add button keeps the spec's duplicate rule).
    await page.keyboard.type(`${HAMMER.upc}\n`, { delay: 5 });
    await expect.poll(() => page.getByLabel('Receipt quantity, Acme Claw Hammer').inputValue()).toBe('2');
    expect(await receiptLine(page, 'Claw Hammer').count()).toBe(1);
    expect(await page.getByText('Item already in receipt').count()).toBe(0);
    expect(await box.inputValue()).toBe('');
  });

  it('checkout sells once, clears the cart, shows the receipt with a Print Receipt link, and stock goes down', async () => {
    const { owner, products } = await seedShop({ products: [HAMMER, WRENCH] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer', 2, 5);
    await addProduct(page, 'Bolt Box Wrench', 1, 0);
    await page.getByRole('button', { name: 'Add Shipping' }).click();
    await page.getByRole('dialog').getByLabel('Shipping Cost').fill('1.25');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const want = expectedTotals(
      [
        { price: HAMMER.price, qty: 2, disc: 5 },
        { price: WRENCH.price, qty: 1, disc: 0 },
      ],
      1.25,
      13,
    );

    const dialog = await openCheckout(page);
    expect(await dialog.getByTestId('finish-total').textContent()).toBe(usd(want.total));
    expect(await dialog.getByLabel('Scan QRcode option').inputValue()).toBe('');
    await screenshot(page, 'pos-finish-modal');

    const generate = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const sent = await generate;
    expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body: unknown = sent.postDataJSON();
    expect(body).toEqual([
      {
        total: want.total / 100,
        subtotal: want.subtotal / 100,
        discount: want.discount / 100,
        shipping: 1.25,
        taxes: want.tax / 100,
        payments: [{ method: 'cash', amount: want.total / 100 }],
      },
      expect.objectContaining({ _id: products[0]._id, saleqty: 2, itemdiscount: 5, qty: 8, price: 19.99 }),
      expect.objectContaining({ _id: products[1]._id, saleqty: 1, itemdiscount: 0, qty: 4, price: 7.35 }),
    ]);

    await page.getByRole('heading', { name: `Sale complete: ${usd(want.total)}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pos');
    const img = page.getByRole('img', { name: /^Receipt \d{12}$/ });
    expect(await img.getAttribute('width')).toBe('350');
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img[alt^="Receipt "]');
      return !!el && el.complete && el.naturalWidth > 0;
    });
    const barcode = (await img.getAttribute('alt'))!.replace('Receipt ', '');
    expect(await page.getByRole('link', { name: 'Print Receipt' }).getAttribute('href')).toBe(`/receipt/${barcode}`);
    // Cart, shipping and discounts are gone; the product list shows the new stock.
    expect(await page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: 'Claw Hammer' }).count()).toBe(0);
    expect(await totalsFigure(page, 'Shipping')).toBe('$0.00');
    await productRow(page, 'Claw Hammer').filter({ hasText: '8' }).waitFor();
    expect(await productRow(page, 'Claw Hammer').getByRole('cell').nth(2).textContent()).toBe('8');
    expect(await productRow(page, 'Box Wrench').getByRole('cell').nth(2).textContent()).toBe('4');
    await screenshot(page, 'pos-after-sale');

    // Stored as rung up: the server's receipt matches the figures on screen.
    const receipt = await apiCall<{ total: number; subtotal: number; taxes: number }>('GET', `/pos/receipt/${barcode}`, undefined, owner.token);
    expect(receipt.data).toMatchObject({ total: want.total / 100, subtotal: want.subtotal / 100, taxes: want.tax / 100 });

    // The printable 80 mm view.
    await page.getByRole('link', { name: 'Print Receipt' }).click();
    await page.waitForURL(`**/receipt/${barcode}`);
    const printed = page.getByRole('article', { name: `Receipt ${barcode}` });
    await printed.waitFor();
    await page.getByRole('img', { name: `Barcode ${barcode}` }).waitFor();
    expect(await printed.textContent()).toContain(usd(want.total));
    expect(await printed.textContent()).toContain('Disc on sale');
    expect(await printed.textContent()).toContain('Tax @ 13%');
    const widthMm = await printed.evaluate((el) => el.getBoundingClientRect().width / (96 / 25.4));
    expect(Math.round(widthMm)).toBe(72);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await screenshot(page, 'pos-printable-receipt');
  });

  it('a checkout whose answer is lost is asked again by itself with the same Idempotency-Key and sells only once', async () => {
    const { owner, products } = await seedShop({ products: [HAMMER] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer', 2, 0);
    const dialog = await openCheckout(page);

    // The first attempt reaches the server and sells, but the answer never reaches the browser.
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/pos/generate*', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    // The terminal asks again by itself, under the same key, and the server answers the first sale.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
    expect(await page.getByTestId('recorded-offline').count()).toBe(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stock = await apiCall<{ qty: number }>('GET', `/inventory/edit/${products[0]._id}`, undefined, owner.token);
    expect(stock.data.qty).toBe(HAMMER.qty - 2);
  });

  it('stock gone before checkout: the server message shows in red and the cart is kept', async () => {
    const { owner, products } = await seedShop({ products: [{ ...WRENCH, qty: 2 }] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Bolt Box Wrench', 2, 0);
    await receiptLine(page, 'Box Wrench').waitFor();
    // Another till sells one meanwhile.
    await sellThroughApi(owner, [{ product: products[0], qty: 1 }]);

    await payExactCash(page);
    const alert = page.getByRole('dialog').locator('.alert-danger');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Only 1 of Bolt Box Wrench left in stock');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await receiptLine(page, 'Box Wrench').count()).toBe(1);
  });

  it('an unknown wallet code still sells and warns that the receipt was not sent', async () => {
    const { owner } = await seedShop({ products: [HAMMER] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer', 1, 0);
    await payExactCash(page, { qrid: 'no-such-wallet' });
    await page.getByText('No receipt wallet matches that code; the receipt was not sent').waitFor();
    expect(await page.locator('.alert-warning').count()).toBe(1);
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
  });

  it('the terminal, printable receipt, returns and wallet screens have no accessibility violations', async () => {
    const { owner, products } = await seedShop({ products: [HAMMER] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 1 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer', 1, 0);
    await receiptLine(page, 'Claw Hammer').waitFor();
    const screens: [string, () => Promise<unknown>][] = [
      ['/pos', async () => undefined],
      [`/receipt/${sale.barcode}`, () => page.getByRole('img', { name: `Barcode ${sale.barcode}` }).waitFor()],
      ['/returns', () => page.getByRole('heading', { name: 'Process Return Receipt' }).waitFor()],
      ['/wallet', () => page.getByTestId('wallet-code').waitFor()],
    ];
    for (const [path, ready] of screens) {
      if (path !== '/pos') await page.goto(path);
      await ready();
      const result = await new AxeBuilder({ page }).include('main').analyze();
      expect(result.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });

  it('sends signed-out visitors to /login', async () => {
    const page = await browser.newPage();
    await page.goto('/pos');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
