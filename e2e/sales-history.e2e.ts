import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { acceptReturn, addEntry, seedCatalogue, sell } from './helpers/report-seed';

const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(!hasBrowser)('sales history and summary', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  let staff: SeededUser;
  let kept: { barcode: string };
  let returned: { barcode: string };

  beforeAll(async () => {
    owner = await seedBusiness('History Hats');
    staff = await seedUser(owner);
    await seedCatalogue(owner, { items: ['Hats'], manufacturers: ['Acme'], taxrate: 13 });
    const fedora = await addEntry(owner, { manufacturer: 'Acme', subname: 'Fedora', item: 'Hats', qty: 10, lowinventory: 1, cost: 6, price: 10 });
    const beret = await addEntry(owner, { manufacturer: 'Acme', subname: 'Beret', item: 'Hats', qty: 10, lowinventory: 1, cost: 2, price: 5 });
    // 2 x 10.00 at 10 % off = 18.00, tax 2.34 -> 20.34
    kept = await sell(owner, [{ _id: fedora._id, saleqty: 2, itemdiscount: 10 }]);
    // 5.00 + 2.00 shipping, tax 0.91 -> 7.91, then returned
    returned = await sell(owner, [{ _id: beret._id, saleqty: 1 }], 2);
    await acceptReturn(owner, returned.barcode);
  });

  it('lists receipts newest first with totals, status and links to the receipt and its return', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales');
    await page.getByRole('heading', { name: 'Sales History' }).waitFor();
    const rows = page.getByTestId('sale-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const first = await rows.nth(0).textContent();
    expect(first).toContain(returned.barcode);
    expect(first).toContain('$7.91');
    expect(first).toContain('Returned');
    const second = await rows.nth(1).textContent();
    expect(second).toContain('$20.34');
    expect(second).toContain('Sold');
    expect(await page.getByRole('link', { name: `Print receipt ${kept.barcode}` }).getAttribute('href')).toBe(`/receipt/${kept.barcode}`);
    expect(await page.getByRole('link', { name: `Return ${kept.barcode}` }).getAttribute('href')).toBe(`/returns?barcode=${kept.barcode}`);
    expect(await page.getByRole('link', { name: `Receipt image ${kept.barcode}` }).getAttribute('href')).toMatch(/^\/api\/return\/.+\.png$/);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/sales/export.csv');
    await screenshot(page, 'sales-history');

    // A period with no sales.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**/sales?from=2020-01-01&to=2020-01-31');
    await page.getByText('None Found').waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/sales/export.csv?from=2020-01-01&to=2020-01-31');
  });

  it('downloads the CSV with the session cookie', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('sales-start-to-now.csv');
  });

  it('summarises the last 30 days with a revenue chart and a table of the same figures', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales/summary');
    await page.getByRole('heading', { name: 'Sales Summary' }).waitFor();
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    await revenue.getByText('$28.25').waitFor();
    expect(await page.getByRole('region', { name: 'Units sold' }).textContent()).toContain('3');
    expect(await page.getByRole('region', { name: 'Returns' }).textContent()).toContain('$7.91');
    expect(await page.getByRole('region', { name: 'Net revenue' }).textContent()).toContain('$20.34');
    // Margin of the kept sale only: 18.00 - 2 x 6.00
    expect(await page.getByRole('region', { name: 'Gross margin' }).textContent()).toContain('$6.00');
    const chart = page.getByRole('img', { name: /Revenue per day/ });
    await chart.waitFor();
    expect(await chart.locator('rect[data-date]').count()).toBe(30);
    expect(await chart.locator(`rect[data-date="${today()}"]`).getAttribute('height')).not.toBe('0');
    await page.getByText('Revenue per day as a table').click();
    const todayRow = page.getByRole('row', { name: new RegExp(`^${today()}`) });
    expect((await todayRow.textContent())?.replace(/\s+/g, ' ')).toContain('$28.25');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today());
    await screenshot(page, 'sales-summary');
  });

  it('has no accessibility violations on the history and summary screens', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    for (const [path, ready] of [
      ['/sales', () => page.getByTestId('sale-row').first().waitFor()],
      ['/sales/summary', () => page.getByRole('img', { name: /Revenue per day/ }).waitFor()],
    ] as const) {
      await page.goto(path);
      await ready();
      const result = await new AxeBuilder({ page }).include('main').analyze();
      expect(result.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });

  it('splits the takings by payment method: cash net of change, refunds by the method they went back by', async () => {
    const shop = await seedBusiness('Method Hats');
    await seedCatalogue(shop, { items: ['Hats'], manufacturers: ['Acme'], taxrate: 13 });
    const cap = await addEntry(shop, { manufacturer: 'Acme', subname: 'Cap', item: 'Hats', qty: 10, lowinventory: 1, cost: 4, price: 10 });
    // 2 caps: 20.00 + 2.60 = 22.60, paid 10.00 by card and 20.00 in cash: 7.40 change.
    const split = await apiCall<{ barcode: string }>(
      'PUT',
      '/pos/generate',
      [{ payments: [{ method: 'card', amount: 10 }, { method: 'cash', amount: 20 }] }, { _id: cap._id, saleqty: 2, itemdiscount: 0 }],
      shop.token,
    );
    expect(split.status).toBe(201);
    // 1 cap (11.30) paid another way.
    expect((await apiCall('PUT', '/pos/generate', [{ payments: [{ method: 'other', amount: 11.3 }] }, { _id: cap._id, saleqty: 1, itemdiscount: 0 }], shop.token)).status).toBe(201);
    // One cap of the split sale back, 11.30 onto the card.
    const back = await apiCall('POST', '/pos/returns', { barcode: split.data.barcode, lines: [{ inventoryId: cap._id, qty: 1 }], refund: [{ method: 'card', amount: 11.3 }] }, shop.token);
    expect(back.status).toBe(201);

    const page = await browser.newPage();
    await signInThroughUi(page, shop);
    await page.goto(`/sales/summary?from=${today()}&to=${today()}`);
    const table = page.getByRole('table', { name: 'Takings by payment method' });
    await table.waitFor();
    const row = async (name: string) => (await table.getByRole('row', { name: new RegExp(`^${name}`) }).textContent())?.replace(/\s+/g, ' ');
    expect(await row('Cash')).toBe('Cash$12.60$0.00$12.60');
    expect(await row('Card')).toBe('Card$10.00$11.30-$1.30');
    expect(await row('Other')).toBe('Other$11.30$0.00$11.30');
    expect(await row('All methods')).toBe('All methods$33.90$11.30$22.60');
    await page.getByText('Cash is net of $7.40 change given.').waitFor();
    // Net revenue is what the methods kept.
    expect(await page.getByRole('region', { name: 'Net revenue' }).textContent()).toContain('$22.60');
    expect(await page.getByRole('region', { name: 'Returns' }).textContent()).toContain('Refunded on 1 receipt');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(scroll).toBeLessThanOrEqual(inner);
      await screenshot(page, `sales-summary-by-method-${width}`);
    }
    const result = await new AxeBuilder({ page }).include('main').analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);

    // The receipts CSV says how each receipt was paid.
    const csv = await page.evaluate(async (day) => (await fetch(`/api/sales/export.csv?from=${day}&to=${day}`)).text(), today());
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toContain(',Total,Payments,Change,Refunded,');
    expect(rows.find((r) => r.includes(split.data.barcode))).toContain(',22.60,card 10.00; cash 20.00,7.40,11.30,USD,no,');

    // The history marks the receipt partly returned, with what it refunded.
    await page.goto('/sales');
    const splitRow = page.getByTestId('sale-row').filter({ hasText: split.data.barcode });
    await splitRow.getByText('Part returned ($11.30)').waitFor();
  });

  it('says how each receipt was paid, by whom and on which register, and fits a phone without sideways scrolling', async () => {
    const shop = await seedBusiness('Till Hats');
    await seedCatalogue(shop, { items: ['Hats'], manufacturers: ['Acme'], taxrate: 13 });
    const cap = await addEntry(shop, { manufacturer: 'Acme', subname: 'Cap', item: 'Hats', qty: 20, lowinventory: 1, cost: 4, price: 10 });
    const clerk = await seedUser(shop, { name: 'Rosa Register' });
    const clerkToken = (await apiCall<{ token: string }>('POST', '/users/login', { email: clerk.email, password: clerk.password })).data.token;
    const registers = await apiCall<{ registers: { _id: string; name: string }[] }>('GET', '/registers', undefined, clerkToken);
    const till = registers.data.registers.find((r) => r.name === 'Register 1')!;
    expect((await apiCall('POST', `/registers/${till._id}/shifts`, { float: 50 }, clerkToken)).status).toBe(201);
    // 22.60 on Register 1 by the clerk: 10.00 by card, 20.00 in cash.
    const split = await apiCall<{ barcode: string }>(
      'PUT',
      `/pos/generate?register=${till._id}`,
      [{ payments: [{ method: 'card', amount: 10 }, { method: 'cash', amount: 20 }] }, { _id: cap._id, saleqty: 2, itemdiscount: 0 }],
      clerkToken,
    );
    expect(split.status).toBe(201);
    // 11.30 by card, by the owner on no register.
    const card = await apiCall<{ barcode: string }>('PUT', '/pos/generate', [{ payments: [{ method: 'card', amount: 11.3 }] }, { _id: cap._id, saleqty: 1, itemdiscount: 0 }], shop.token);
    expect(card.status).toBe(201);

    const page = await browser.newPage();
    await signInThroughUi(page, shop);
    await page.goto('/sales');
    const rows = page.getByTestId('sale-row');
    await rows.first().waitFor();
    const text = async (barcode: string) => ((await rows.filter({ hasText: barcode }).innerText()) ?? '').replace(/\s+/g, ' ');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `sales-history-columns-${width}`);
      // Who, where and how are on screen at every width; the figures a tablet leaves out are on the receipt.
      expect(await text(split.data.barcode)).toMatch(/Rosa Register.*Register 1.*Card \$10\.00.*Cash \$20\.00.*\$22\.60/);
      expect(await text(card.data.barcode)).toMatch(/Olive Owner.*—.*Card.*\$11\.30/);
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(scroll, `page width at ${width}px`).toBeLessThanOrEqual(inner);
      // Nor does the table scroll inside itself.
      const table = await page.locator('table.sales-history-table').evaluate((el) => ({ scroll: el.scrollWidth, client: el.parentElement!.clientWidth }));
      expect(table.scroll, `table width at ${width}px`).toBeLessThanOrEqual(table.client);
    }
    // On a phone each receipt is a card whose lines name their column.
    expect(await rows.filter({ hasText: split.data.barcode }).getByText('Register 1').evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Register"');
    const result = await new AxeBuilder({ page }).include('main').analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);

    // In French the first register is "Caisse 1", here and on the registers screen.
    expect((await apiCall('PUT', `/users/profile/${shop._id}`, { language: 'fr' }, shop.token)).status).toBe(200);
    const french = await browser.newPage();
    await signInThroughUi(french, shop);
    await french.goto('/sales');
    const frenchRow = french.getByTestId('sale-row').filter({ hasText: split.data.barcode });
    await frenchRow.getByText('Caisse 1').waitFor();
    expect(((await frenchRow.innerText()) ?? '').replace(/\s+/g, ' ')).toMatch(/Rosa Register.*Caisse 1.*Carte \$10\.00.*Espèces \$20\.00/);
    expect(await frenchRow.getByText('Register 1').count()).toBe(0);
    await screenshot(french, 'sales-history-columns-fr');
    await french.goto('/registers');
    await french.getByRole('heading', { name: 'Caisse 1' }).waitFor();
    expect(await french.getByText('Register 1').count()).toBe(0);
    await screenshot(french, 'registers-first-register-fr');
  });

  it('is for admins: staff are told an admin is needed', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    for (const p of ['/sales', '/sales/summary']) {
      await page.goto(p);
      await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    }
  });
});
