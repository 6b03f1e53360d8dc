/**
 * Selling anywhere, in the browser: a Lyon bakery in euros whose prices include VAT at two rates
 * (classes set up on Settings and Items), a Tokyo shop in yen and a Kuwait shop in dinars. Each
 * rings the same cart on the terminal; the screen's totals, the printed receipt and the receipt
 * image's text (from the data it is drawn from) must agree with the server's sale.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../src/domain/schemas/pos';
import { receiptSvg } from '../src/server/services/receipt-image';
import { apiCall, seedBusiness, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { lastSaleBarcode, openCheckout } from './helpers/tender';

/** Money as a new (en-US) business shows it: €12.65, ¥622, KWD 1.428. */
const moneyIn = (currency: string) => (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount).replace(/\u00a0/g, ' ');

interface Product {
  upc: string;
  item: string;
  subname: string;
  price: number;
  /** What the shop paid; the price when left out. */
  cost?: number;
}

async function ok<T>(call: Promise<{ status: number; data: T }>, status = 201): Promise<T> {
  const res = await call;
  expect(res.status, JSON.stringify(res.data)).toBe(status);
  return res.data;
}

/** A shop with its categories, a maker, settings and products, through the API; answers the owner and the products' ids, in order. */
async function openShop(bname: string, settings: { taxrate: number; currency: string; pricesIncludeTax?: boolean }, categories: string[], products: Product[]): Promise<{ owner: SeededUser; ids: string[] }> {
  const owner = await seedBusiness(bname);
  for (const item of categories) await ok(apiCall('POST', '/item/add', { item }, owner.token));
  await ok(apiCall('POST', '/name/add', { manufacturer: 'House' }, owner.token));
  await ok(apiCall('POST', '/setting/add', settings, owner.token));
  const ids: string[] = [];
  for (const p of products) ids.push((await ok(apiCall<{ _id: string }>('POST', '/inventory/add', { cost: p.price, ...p, manufacturer: 'House', qty: 40, lowinventory: 1 }, owner.token)))._id);
  return { owner, ids };
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The figure of a row of the terminal's totals, by its label. */
async function totalsFigure(page: Page, label: string | RegExp): Promise<string> {
  const row = page.getByRole('table', { name: 'Receipt totals' }).getByRole('row').filter({ hasText: label });
  return ((await row.getByRole('cell').last().textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
}

async function addToReceipt(page: Page, name: string, qty: number, disc = 0) {
  await page.getByLabel(`Quantity of ${name}`).fill(String(qty));
  await page.getByLabel(`Discount % on ${name}`).fill(String(disc));
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: name.replace('House ', '') }).waitFor();
}

async function addShipping(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add Shipping' }).click();
  await page.getByRole('dialog').getByLabel('Shipping Cost').fill(amount);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

/** Checkout in exact cash with no wallet; answers the new receipt's barcode. */
async function checkout(page: Page, total: string): Promise<string> {
  const dialog = await openCheckout(page);
  expect((await dialog.getByTestId('finish-total').textContent())?.replace(/\u00a0/g, ' ')).toBe(total);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return lastSaleBarcode(page);
}

/** The printable receipt's text, after its barcode has drawn. */
async function printedText(page: Page, barcode: string): Promise<string> {
  await page.goto(`/receipt/${barcode}`);
  const printed = page.getByRole('article', { name: `Receipt ${barcode}` });
  await printed.waitFor();
  await page.getByRole('img', { name: `Barcode ${barcode}` }).waitFor();
  return ((await printed.innerText()) ?? '').replace(/\u00a0/g, ' ');
}

/** The text the receipt image is drawn with (its SVG source, before it becomes a PNG). */
async function receiptImageText(owner: SeededUser, barcode: string): Promise<string> {
  const receipt = await ok(apiCall<TReceipt>('GET', `/pos/receipt/${barcode}`, undefined, owner.token), 200);
  const svg = receiptSvg(receipt, null);
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&amp;/g, '&')).join('\n').replace(/\u00a0/g, ' ');
}

const BAKERY: Product[] = [
  { upc: '330000000001', item: 'Bread', subname: 'Baguette', price: 1.2, cost: 0.4 },
  { upc: '330000000002', item: 'Bread', subname: 'Tarte aux pommes', price: 4.5, cost: 1.5 },
  { upc: '330000000003', item: 'Drinks', subname: 'Limonade', price: 2.5, cost: 0.8 },
];

describe.skipIf(!hasBrowser)('selling in euros, yen and dinars', () => {
  const browser = useBrowser();

  it('a Lyon bakery sets up a reduced VAT class for bread on Settings and Items', async () => {
    const { owner, ids } = await openShop('Boulangerie Bellecour', { taxrate: 20, currency: 'EUR' }, ['Bread', 'Drinks'], BAKERY);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/settings');
    const classes = page.getByRole('table', { name: 'Tax classes' });
    await classes.getByRole('row').filter({ hasText: 'Standard' }).filter({ hasText: '20 %' }).waitFor();
    // Prices include tax, and a class of 5.5 % (a rate over 100 % is refused first).
    const taxForm = page.getByRole('form', { name: 'Tax rate and currency' });
    await taxForm.getByLabel(/Prices include tax/).check();
    await taxForm.getByRole('button', { name: 'Update Tax and Currency' }).click();
    await page.getByText('Tax Rate and Currency Updated').waitFor();
    const add = page.getByRole('form', { name: 'Add a tax class' });
    await add.getByLabel('Name').fill('Reduced');
    await add.getByLabel('Rate (%)').fill('120');
    await add.getByRole('button', { name: 'Add Tax Class' }).click();
    await add.getByText(/must be at most 100/).waitFor();
    // The settings screen is in the accessibility sweep; the refusal beside the field is not.
    await expectNoAxeViolations(page);
    await add.getByLabel('Rate (%)').fill('5.5');
    await add.getByRole('button', { name: 'Add Tax Class' }).click();
    await classes.getByRole('row').filter({ hasText: 'Reduced' }).filter({ hasText: '5.5 %' }).waitFor();

    await page.goto('/items');
    const bread = page.getByLabel('Tax class of Bread');
    await bread.waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/tax-class') && r.request().method() === 'PUT');
    await bread.selectOption({ label: 'Reduced (5.5 %)' });
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => bread.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Reduced (5.5 %)');
    expect(await page.getByLabel('Tax class of Drinks').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Default: Standard (20 %)');
    // Kept after a reload: the choice was saved, not only shown.
    await page.reload();
    await expect.poll(async () => page.getByLabel('Tax class of Bread').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe('Reduced (5.5 %)');

    // The bakery's cart, VAT included at 5.5 % (bread) and 20 % (drinks).
    const euro = moneyIn('EUR');
    await page.goto('/pos');
    await addToReceipt(page, 'House Baguette', 3);
    await addToReceipt(page, 'House Tarte aux pommes', 1, 10);
    await addToReceipt(page, 'House Limonade', 2);
    // 3.60 + 4.05 + 5.00 = 12.65 paid; it contains 7.65 × 5.5/105.5 = 0.40 and 5.00 × 20/120 = 0.83.
    expect(await totalsFigure(page, 'Subtotal')).toBe(euro(12.65));
    expect(await totalsFigure(page, 'Disc on sale')).toBe(euro(0.45));
    expect(await totalsFigure(page, 'Shipping')).toBe(euro(0));
    expect(await totalsFigure(page, /^Total/)).toBe(euro(12.65));
    expect(await totalsFigure(page, 'of which VAT 5.5 %')).toBe(euro(0.4));
    expect(await totalsFigure(page, 'of which VAT 20 %')).toBe(euro(0.83));
    expect(await page.getByRole('table', { name: 'Receipt totals' }).getByText(/^Tax @/).count()).toBe(0);
    await screenshot(page, 'tax-terminal-eur');
    await expectNoAxeViolations(page);

    const barcode = await checkout(page, euro(12.65));
    const sale = await ok(apiCall<TReceipt>('GET', `/pos/receipt/${barcode}`, undefined, owner.token), 200);
    expect(sale).toMatchObject({ total: 12.65, taxes: 1.23, pricesIncludeTax: true });
    expect(sale.taxLines.map((t) => [t.rate, t.base, t.tax])).toEqual([
      [5.5, 7.25, 0.4],
      [20, 4.17, 0.83],
    ]);
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(new RegExp(`Total\\s+${euro(12.65).replace('.', '\\.')}`));
    expect(printed).toMatch(/of which VAT 5\.5 %\s+€0\.40/);
    expect(printed).toMatch(/of which VAT 20 %\s+€0\.83/);
    expect(printed).not.toContain('Tax @');
    await expectNoAxeViolations(page);
    const image = await receiptImageText(owner, barcode);
    expect(image).toContain('TOTAL');
    expect(image).toContain('of which VAT 5.5 %');
    expect(image).toContain('of which VAT 20 %');
    expect(image).toContain('€0.83');

    // Two more of the same cart, rung up at the API (the server reads only the lines): three sales for the period.
    const [baguette, tarte, limonade] = ids;
    for (let i = 0; i < 2; i++) {
      const more = await ok(
        apiCall<{ total: number }>(
          'PUT',
          '/pos/generate',
          [
            { total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 },
            { _id: baguette, saleqty: 3, itemdiscount: 0 },
            { _id: tarte, saleqty: 1, itemdiscount: 10 },
            { _id: limonade, saleqty: 2, itemdiscount: 0 },
          ],
          owner.token,
        ),
      );
      expect(more.total).toBe(12.65);
    }

    // The period's report: three such sales, net, tax per rate and gross.
    await page.goto('/sales/summary');
    const figure = (label: string) => page.getByRole('region', { name: label, exact: true });
    await figure('Net sales').getByText(euro(34.26)).waitFor();
    await figure('Gross sales').getByText(euro(37.95)).waitFor();
    await figure('Tax').getByText(euro(3.69)).waitFor();
    // Margin before tax: 34.26 less cost 3 × (3 × 0.40 + 1.50 + 2 × 0.80) = 12.90.
    await figure('Gross margin').getByText(euro(21.36)).waitFor();
    const rates = page.getByRole('table', { name: 'Tax per rate' });
    expect((await rates.getByRole('row').filter({ hasText: 'Reduced 5.5 %' }).innerText()).replace(/\u00a0/g, ' ')).toMatch(/€21\.75\s+€1\.20/);
    expect((await rates.getByRole('row').filter({ hasText: 'Standard 20 %' }).innerText()).replace(/\u00a0/g, ' ')).toMatch(/€12\.51\s+€2\.49/);
    await screenshot(page, 'tax-summary-eur');
  });

  it('a Tokyo shop rings the cart in whole yen', async () => {
    const yen = moneyIn('JPY');
    const { owner } = await openShop('Tokyo Bakery', { taxrate: 10, currency: 'JPY' }, ['Bread', 'Drinks'], [
      { upc: '810000000001', item: 'Bread', subname: 'Baguette', price: 155 },
      { upc: '810000000002', item: 'Bread', subname: 'Tarte aux pommes', price: 450 },
      { upc: '810000000003', item: 'Drinks', subname: 'Limonade', price: 250 },
    ]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('table').first().getByRole('row').filter({ hasText: 'Baguette' }).filter({ hasText: yen(155) }).waitFor();
    await addToReceipt(page, 'House Baguette', 3);
    await addToReceipt(page, 'House Tarte aux pommes', 1, 10);
    await addToReceipt(page, 'House Limonade', 2);
    // Yen have no decimals: half a yen of shipping is refused in the dialog.
    await page.getByRole('button', { name: 'Add Shipping' }).click();
    await page.getByRole('dialog').getByLabel('Shipping Cost').fill('10.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog').getByText(/JPY has no decimals/).waitFor();
    await page.getByRole('dialog').getByLabel('Shipping Cost').fill('100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // 465 + 405 + 500 = 1,370; tax (1,370 + 100) × 10 % = 147; total 1,617.
    expect(await totalsFigure(page, 'Subtotal')).toBe(yen(1370));
    expect(await totalsFigure(page, 'Disc on sale')).toBe(yen(45));
    expect(await totalsFigure(page, 'Shipping')).toBe(yen(100));
    expect(await totalsFigure(page, 'Tax @ 10%')).toBe(yen(147));
    expect(await totalsFigure(page, /^Total/)).toBe(yen(1617));
    expect(yen(1617)).toBe('¥1,617');
    await screenshot(page, 'tax-terminal-jpy');
    await expectNoAxeViolations(page);

    const barcode = await checkout(page, yen(1617));
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/Tax @ 10%\s+¥147/);
    expect(printed).toMatch(/Total\s+¥1,617/);
    expect(printed).toContain('3 @ ¥155');
    await screenshot(page, 'tax-receipt-jpy');
    const image = await receiptImageText(owner, barcode);
    expect(image).toContain('Tax @ 10%');
    expect(image).toContain('¥1,617');
  });

  it('a Kuwait shop rings the cart to the fils', async () => {
    const dinar = moneyIn('KWD');
    const { owner } = await openShop('Kuwait Bakery', { taxrate: 5, currency: 'KWD' }, ['Bread', 'Drinks'], [
      { upc: '965000000001', item: 'Bread', subname: 'Baguette', price: 0.155 },
      { upc: '965000000002', item: 'Bread', subname: 'Tarte aux pommes', price: 1.235 },
      { upc: '965000000003', item: 'Drinks', subname: 'Limonade', price: 0.25 },
    ]);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addToReceipt(page, 'House Baguette', 3);
    await addToReceipt(page, 'House Tarte aux pommes', 1, 10);
    await addToReceipt(page, 'House Limonade', 2);
    await addShipping(page, '0.125');
    // 0.465 + 1.112 (1.1115 rounded half away) + 0.500 = 2.077; tax (2.077 + 0.125) × 5 % = 0.1101 -> 0.110.
    expect(await totalsFigure(page, 'Subtotal')).toBe(dinar(2.077));
    expect(await totalsFigure(page, 'Shipping')).toBe(dinar(0.125));
    expect(await totalsFigure(page, 'Tax @ 5%')).toBe(dinar(0.11));
    expect(await totalsFigure(page, /^Total/)).toBe(dinar(2.312));
    expect(dinar(2.312)).toBe('KWD 2.312');
    await expectNoSidewaysScroll(page, 390);
    await screenshot(page, 'tax-terminal-kwd');
    await expectNoAxeViolations(page);

    const barcode = await checkout(page, dinar(2.312));
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/Tax @ 5%\s+KWD 0\.110/);
    expect(printed).toMatch(/Total\s+KWD 2\.312/);
    await screenshot(page, 'tax-receipt-kwd');
    const image = await receiptImageText(owner, barcode);
    expect(image).toContain('KWD 2.312');
    const sale = await ok(apiCall<TReceipt>('GET', `/pos/receipt/${barcode}`, undefined, owner.token), 200);
    expect(sale).toMatchObject({ subtotal: 2.077, shipping: 0.125, taxes: 0.11, total: 2.312, currency: 'KWD' });
  });

  it('a Montreal shop sells with GST and QST on one line, paid in cash rounded to the nickel: the terminal, the receipt and the Z report show both taxes and the rounding', async () => {
    const { owner, ids } = await openShop('Dépanneur Mile End', { taxrate: 14.975, currency: 'CAD' }, ['Gifts'], [{ upc: '410000000001', item: 'Gifts', subname: 'Mug', price: 3.33, cost: 1 }]);
    // Canada has no cent coin: cash is asked to the nickel.
    await ok(apiCall('PUT', '/setting/region', { cashRounding: 0.05 }, owner.token), 200);
    const cad = moneyIn('CAD');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    // The default class becomes Quebec's two taxes, on Settings; a fifth decimal is refused first.
    await page.goto('/settings');
    const classes = page.getByRole('table', { name: 'Tax classes' });
    await classes.getByRole('row').filter({ hasText: 'Standard' }).getByRole('button', { name: 'Edit Standard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tax class' });
    await dialog.getByRole('button', { name: 'Add a tax' }).click();
    await dialog.getByRole('button', { name: 'Add a tax' }).click();
    await dialog.getByLabel('Name of tax 1').fill('GST');
    await dialog.getByLabel('Rate of tax 1 (%)').fill('5');
    await dialog.getByLabel('Name of tax 2').fill('QST');
    await dialog.getByLabel('Rate of tax 2 (%)').fill('9.97501');
    await dialog.getByRole('button', { name: 'Save Tax Class' }).click();
    await dialog.getByText(/must have at most 4 decimals/).waitFor();
    await dialog.getByLabel('Rate of tax 2 (%)').fill('9.975');
    await screenshot(page, 'tax-class-quebec-edit');
    // The dialog's rows of taxes fit a tablet and a phone.
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, `tax-class-quebec-edit-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Save Tax Class' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = classes.getByRole('row').filter({ hasText: 'Standard' });
    await row.getByText('GST 5 % + QST 9.975 %').waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('14.975 %');
    await screenshot(page, 'tax-classes-quebec');
    await expectNoAxeViolations(page);

    await page.goto('/pos');
    await addToReceipt(page, 'House Mug', 3);
    // 9.99: GST 0.4995 -> 0.50 and QST 0.99650… -> 1.00, each rounded once, as checkout will.
    expect(await totalsFigure(page, 'Subtotal')).toBe(cad(9.99));
    expect(await totalsFigure(page, 'GST @ 5%')).toBe(cad(0.5));
    expect(await totalsFigure(page, 'QST @ 9.975%')).toBe(cad(1));
    expect(await totalsFigure(page, /^Total/)).toBe(cad(11.49));
    await screenshot(page, 'tax-terminal-quebec');
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, `tax-terminal-quebec-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    // Paid in exact cash: 11.49 is asked as 11.50.
    const barcode = await checkout(page, cad(11.49));
    const sale = await ok(apiCall<TReceipt>('GET', `/pos/receipt/${barcode}`, undefined, owner.token), 200);
    expect(sale).toMatchObject({ subtotal: 9.99, taxes: 1.5, total: 11.49, cashRounding: 0.01, payments: [{ method: 'cash', amount: 11.5 }] });
    expect(sale.taxLines.map((t) => [t.name, t.rate, t.tax])).toEqual([
      ['GST', 5, 0.5],
      ['QST', 9.975, 1],
    ]);
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/GST @ 5%\s+CA\$0\.50/);
    expect(printed).toMatch(/QST @ 9\.975%\s+CA\$1\.00/);
    expect(printed).toMatch(/Total\s+CA\$11\.49/);
    expect(printed).toMatch(/Rounding\s+CA\$0\.01/);
    expect(printed).toMatch(/Cash\s+CA\$11\.50/);
    await screenshot(page, 'tax-receipt-quebec');
    const image = await receiptImageText(owner, barcode);
    expect(image).toContain('GST @ 5%');
    expect(image).toContain('QST @ 9.975%');

    // The same cart on a shift of Register 1 (opened after the terminal's sale, which asks for no register then), paid in cash; its Z report lists each tax.
    const registers = await ok(apiCall<{ registers: { _id: string; name: string }[] }>('GET', '/registers', undefined, owner.token), 200);
    const front = registers.registers.find((r) => r.name === 'Register 1')!._id;
    const shift = await ok(apiCall<{ _id: string }>('POST', `/registers/${front}/shifts`, { float: 100 }, owner.token));
    await ok(
      apiCall('PUT', `/pos/generate?register=${front}`, [{ total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0, payments: [{ method: 'cash', amount: 20 }] }, { _id: ids[0], saleqty: 3, itemdiscount: 0 }], owner.token),
    );
    // 100 float + 11.50 asked in cash for 11.49: the drawer expects whole nickels.
    await ok(apiCall('POST', `/shifts/${shift._id}/close`, { counted: 111.5 }, owner.token), 200);
    await page.goto(`/shifts/${shift._id}`);
    const report = page.getByRole('article', { name: 'Z report of Register 1' });
    await report.waitFor();
    const text = (await report.innerText()).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/GST 5 % on CA\$9\.99\s+CA\$0\.50/);
    expect(text).toMatch(/QST 9\.975 % on CA\$9\.99\s+CA\$1\.00/);
    expect(text).toMatch(/Cash rounding \(in cash taken\)\s+CA\$0\.01/);
    expect(text).toMatch(/Expected cash\s+CA\$111\.50/);
    expect(text).toMatch(/Over\/short\s+Balanced/);
    await screenshot(page, 'tax-z-report-quebec');
    await expectNoAxeViolations(page);
  });
  it('a Montreal shop refunds part of a GST and QST sale: the Z report and the sales summary show each tax refunded and kept', async () => {
    const { owner, ids } = await openShop('Librairie Outremont', { taxrate: 14.975, currency: 'CAD' }, ['Books'], [{ upc: '410000000018', item: 'Books', subname: 'Notebook', price: 19.99, cost: 5 }]);
    const quebec = await ok(apiCall<{ _id: string }>('POST', '/tax-classes', { name: 'Quebec', taxes: [{ name: 'GST', rate: 5 }, { name: 'QST', rate: 9.975 }] }, owner.token));
    await ok(apiCall('PUT', `/tax-classes/${quebec._id}`, { name: 'Quebec', rate: 14.975, isDefault: true }, owner.token), 200);
    const registers = await ok(apiCall<{ registers: { _id: string; name: string }[] }>('GET', '/registers', undefined, owner.token), 200);
    const front = registers.registers.find((r) => r.name === 'Register 1')!._id;
    const shift = await ok(apiCall<{ _id: string }>('POST', `/registers/${front}/shifts`, { float: 100 }, owner.token));
    // 3 × 19.99 = 59.97: GST 3.00 (2.9985), QST 5.98 (5.982…), 68.95 paid by card.
    const sold = await ok(apiCall<{ barcode: string; total: number }>('PUT', `/pos/generate?register=${front}`, [{ shipping: 0, payments: [{ method: 'card', amount: 68.95 }] }, { _id: ids[0], saleqty: 3, itemdiscount: 0 }], owner.token));
    expect(sold.total).toBe(68.95);
    // One notebook back: GST round(0.9995) = 1.00 and QST round(1.994…) = 1.99, each rounded on its own.
    const back = await ok(apiCall<{ refund: number }>('POST', '/pos/returns', { barcode: sold.barcode, lines: [{ inventoryId: ids[0], qty: 1 }], register: front }, owner.token));
    expect(back.refund).toBe(22.98);
    // Card in and card back: the drawer holds its float.
    await ok(apiCall('POST', `/shifts/${shift._id}/close`, { counted: 100 }, owner.token), 200);

    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/shifts/${shift._id}`);
    const report = page.getByRole('article', { name: 'Z report of Register 1' });
    await report.waitFor();
    const text = (await report.innerText()).replace(/\u00a0/g, ' ');
    expect(text).toMatch(/GST 5 % on CA\$59\.97\s+CA\$3\.00/);
    expect(text).toMatch(/GST 5 % refunded on CA\$19\.99\s+-CA\$1\.00/);
    expect(text).toMatch(/GST 5 % kept\s+CA\$2\.00/);
    expect(text).toMatch(/QST 9\.975 % on CA\$59\.97\s+CA\$5\.98/);
    expect(text).toMatch(/QST 9\.975 % refunded on CA\$19\.99\s+-CA\$1\.99/);
    expect(text).toMatch(/QST 9\.975 % kept\s+CA\$3\.99/);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, `tax-z-report-refund-quebec-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    await page.goto('/sales/summary');
    const table = page.getByRole('table', { name: 'Tax per rate' });
    await table.waitFor();
    const rows = (await table.getByRole('row').allInnerTexts()).map((r) => r.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['Rate Sales before tax Tax Refunded Net tax', 'GST 5 % CA$59.97 CA$3.00 -CA$1.00 CA$2.00', 'QST 9.975 % CA$59.97 CA$5.98 -CA$1.99 CA$3.99']);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, `tax-summary-refund-quebec-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
  });
});
