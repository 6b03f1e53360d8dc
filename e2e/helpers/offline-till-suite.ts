/**
 * The till that keeps selling with no connection (issue 15): sales rung up offline are kept on the
 * device, survive a reload, and reach the server exactly once, whatever happens on the way: a
 * server killed mid-sync, two tabs sending at once, stock sold that the shop no longer had, a sale
 * the server refuses. Each test ends with the server's sales and stock checked to the unit. The
 * tests run against a server of their own (so it can be killed): every one on the embedded
 * database (e2e/offline-till.e2e.ts), and those whose outcome rests on the database (a crash mid-
 * sync, two senders at once, stock below zero) on PostgreSQL too, where it is at hand
 * (e2e/offline-till-postgres.e2e.ts). The rest is the browser's side, the same on either.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi, useApiBase } from './api';
import { hasBrowser, screenshot, useBrowser } from './browser';
import { startOwnServer, type DatabaseKind, type OwnServer } from './own-server';
import { seedShop, sellThroughApi, type SeededProduct } from './pos-seed';
import { expectNoAxeViolations, hasFocus, quantityField, scan, scanBox } from './terminal';
import { finishSaleDialog, openCheckout, payExactCash } from './tender';
import { OFFLINE_CASH_ONLY } from '../../src/web/sync/offline-sale';
import type { SeededUser } from './api';

/** The tests whose outcome rests on the database as much as on the browser. */
export const DATABASE_BOUND = ['killed mid-sync', 'two tabs', 'oversold'] as const;
type OfflineTillTest = 'reload' | 'server down' | 'sign out' | (typeof DATABASE_BOUND)[number] | 'refused';


const PRODUCTS = [
  { upc: '700000000011', manufacturer: 'Acme', subname: 'Hammer', qty: 40, price: 12 },
  { upc: '700000000028', manufacturer: 'Acme', subname: 'Pliers', qty: 40, price: 8.5 },
  { upc: '700000000035', manufacturer: 'Bolt', subname: 'Tape', qty: 3, price: 4 },
];

interface Shop {
  owner: SeededUser;
  products: SeededProduct[];
}

const queueButton = (page: Page) => page.getByTestId('offline-queue');

/** Products the terminal keeps in this browser for the business (a whole catalogue is kept in blocks). */
function deviceProducts(page: Page, cid: string): Promise<number> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === name)) return 0;
    return new Promise<number>((resolve) => {
      const req = indexedDB.open(name);
      req.onerror = () => resolve(-1);
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('blocks')) {
          db.close();
          resolve(0);
          return;
        }
        const all = db.transaction('blocks').objectStore('blocks').getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result as { entries: unknown[] }[]).reduce((n, b) => n + b.entries.length, 0));
        };
      };
    });
  }, `stocktill-catalog-${cid}`);
}

/**
 * The terminal after one online visit: its service worker controls the page (so a reload offline
 * is served from the cache), the catalogue is on the device, and the settings are kept.
 */
async function openTerminalReadyForOffline(page: Page, shop: Shop): Promise<void> {
  await signInThroughUi(page, shop.owner);
  await page.goto('/pos');
  await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A service worker installed by this visit controls the pages loaded after it.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
  await expect.poll(() => deviceProducts(page, shop.owner.cid), { timeout: 15_000 }).toBe(shop.products.length);
  await expect.poll(() => page.evaluate(() => (localStorage.getItem('stocktillQueries') ?? '').includes('settings'))).toBe(true);
}

/** Scans the codes onto the receipt, one item after the other, and takes exact cash; the sale is kept on the device. */
async function sellOffline(page: Page, codes: string[]): Promise<void> {
  const rows = page.getByRole('table', { name: 'Receipt lines' }).locator('tbody tr[data-line]');
  await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
  for (const [i, code] of codes.entries()) {
    await scan(page, code);
    await expect
      .poll(() => rows.count())
      .toBe(i + 1)
      .catch(async (e: unknown) => {
        await screenshot(page, 'offline-debug');
        throw e;
      });
  }
  await payExactCash(page);
  await page.getByTestId('recorded-offline').waitFor();
  // The next customer's first scan goes where the clerk's eyes are: the scan box, once the dialog has gone.
  await finishSaleDialog(page).waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
}

/** Asks the queue to send now (Send now in its dialog), and waits until nothing is left in it. */
async function sendNowAndWait(page: Page, timeout: number): Promise<void> {
  await queueButton(page).click();
  await page.getByRole('dialog', { name: 'Sales recorded offline' }).getByRole('button', { name: 'Send now' }).click();
  await queueButton(page).waitFor({ state: 'detached', timeout });
}

async function serverSales(shop: Shop): Promise<{ barcode: string; units: number }[]> {
  const res = await apiCall<{ sales: { barcode: string; units: number }[]; count: number }>('GET', '/sales/list?pageNumber=1', undefined, shop.owner.token);
  expect(res.status).toBe(200);
  return res.data.sales;
}

async function stockOf(shop: Shop, product: SeededProduct): Promise<number> {
  const res = await apiCall<{ qty: number }>('GET', `/inventory/edit/${product._id}`, undefined, shop.owner.token);
  expect(res.status).toBe(200);
  return res.data.qty;
}

/** The server has exactly `count` sales, each receipt once, `units` units in all. */
async function expectServerSales(shop: Shop, count: number, units: number): Promise<{ barcode: string; units: number }[]> {
  await expect.poll(async () => (await serverSales(shop)).length, { timeout: 45_000 }).toBe(count);
  const sales = await serverSales(shop);
  expect(new Set(sales.map((s) => s.barcode)).size).toBe(count);
  expect(sales.reduce((n, s) => n + s.units, 0)).toBe(units);
  return sales;
}

/** The suite on one database: every test, or those named. */
export function offlineTillSuite(kind: DatabaseKind, only?: readonly OfflineTillTest[]) {
describe.skipIf(!hasBrowser)(`the till offline, on the ${kind} database`, () => {
  const browser = useBrowser();
  const test = (key: OfflineTillTest, name: string, body: () => Promise<void>) => {
    if (!only || only.includes(key)) it(name, body);
  };
  let server: OwnServer;
  let n = 0;

  beforeAll(async () => {
    server = await startOwnServer(kind);
    useApiBase(server.base);
  }, 120_000);
  afterAll(async () => {
    useApiBase(undefined);
    await server?.close();
  });

  const newShop = () => seedShop({ bname: `Offline Tools ${kind} ${++n}`, taxrate: 13, currency: 'USD', products: PRODUCTS });
  const newContext = (): Promise<BrowserContext> => browser.newContext({ baseURL: server.base, serviceWorkers: 'allow' });
  const pageIn = async (context: BrowserContext) => {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log(`[page ${m.type()}] ${m.text()}`));
      page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
      page.on('framenavigated', (f) => f === page.mainFrame() && console.log(`[nav] ${f.url()}`));
    }
    return page;
  };

  /** A new shop, and its owner at the terminal after one online visit, ready to go offline. */
  const readyTerminal = async () => {
    const shop = await newShop();
    const context = await newContext();
    const page = await pageIn(context);
    await openTerminalReadyForOffline(page, shop);
    return { shop, context, page };
  };

  test('reload', 'sells 5 offline by scanning, comes back from a reload with its queue, sells 1 more, and the server gets the 6 once each', async () => {
    const { shop, context, page } = await readyTerminal();
    const [hammer, pliers] = shop.products;

    await context.setOffline(true);
    for (let i = 0; i < 5; i++) await sellOffline(page, i % 2 ? [hammer.upc, pliers.upc] : [hammer.upc]);
    await expect.poll(() => queueButton(page).textContent()).toBe('Offline: 5 sales waiting');
    // The customer's receipt, printed from the device.
    await page.getByRole('link', { name: 'Print Receipt' }).click();
    await page.getByTestId('receipt-offline-mark').waitFor();
    expect(await page.getByTestId('receipt-offline-mark').textContent()).toBe('Recorded offline');
    await screenshot(page, `offline-receipt-${kind}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `offline-receipt-${kind}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload with no network: the terminal comes back from the cache, with its queue.
    await page.goto('/pos');
    await page.reload();
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    await expect.poll(() => queueButton(page).textContent()).toBe('Offline: 5 sales waiting');
    // Search goes on from the device's catalogue.
    await page.getByTestId('listed-from-device').waitFor();
    await page.getByLabel('Name').check();
    await scanBox(page).fill('PLIE');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchpos/PLIE3');
    const products = page.locator('table.pos-products tbody tr');
    await expect.poll(() => products.count()).toBe(1);
    expect(await products.first().textContent()).toContain('Pliers');
    await page.getByLabel('UPC').check();
    await page.goto('/pos');
    await expect.poll(() => products.count()).toBe(3);
    await sellOffline(page, [pliers.upc]);
    await expect.poll(() => queueButton(page).textContent()).toBe('Offline: 6 sales waiting');
    await screenshot(page, `offline-terminal-${kind}`);
    await expectNoAxeViolations(page);
    // The count stays in sight on a tablet and a phone (outside the collapsed menu).
    for (const [width, height] of [[768, 1024], [390, 844]]) {
      await page.setViewportSize({ width, height });
      expect(await queueButton(page).isVisible()).toBe(true);
      await screenshot(page, `offline-terminal-${kind}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // A return needs the server's receipt.
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await page.getByRole('link', { name: 'Sales Return' }).click();
    await page.getByText('Returns need the connection').waitFor();

    await context.setOffline(false);
    await queueButton(page).waitFor({ state: 'detached', timeout: 45_000 });
    // 5 hammers, 2 + 1 pliers.
    const sales = await expectServerSales(shop, 6, 8);
    expect(await stockOf(shop, hammer)).toBe(35);
    expect(await stockOf(shop, pliers)).toBe(37);
    // Each receipt can be found for a return, as any sale.
    const receipt = await apiCall<{ total: number }>('GET', `/pos/receipt/${sales[0].barcode}`, undefined, shop.owner.token);
    expect(receipt.status).toBe(200);
  });

  test('server down', 'with the network up but the server down: a card is refused with the reason, cash is kept on the device and sent once the server is back', async () => {
    const { shop, page } = await readyTerminal();
    const [hammer] = shop.products;
    await server.kill();
    const rows = page.getByRole('table', { name: 'Receipt lines' }).locator('tbody tr[data-line]');
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
    await scan(page, hammer.upc);
    await expect.poll(() => rows.count()).toBe(1);

    // Card: the checkout gets no answer, and a card cannot be taken without one.
    const dialog = await openCheckout(page);
    await dialog.getByText('Card', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(OFFLINE_CASH_ONLY).waitFor();
    await expectNoAxeViolations(page);
    // Cash: the sale is kept on the device under the checkout's key.
    await dialog.getByText('Cash', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('recorded-offline').waitFor();
    await expect.poll(() => queueButton(page).textContent()).toBe('Offline: 1 sale waiting');

    await server.restart();
    await sendNowAndWait(page, 30_000);
    await expectServerSales(shop, 1, 1);
    expect(await stockOf(shop, hammer)).toBe(39);
  });

  test('sign out', 'signing out with sales waiting warns and keeps them; the next sign-in of the business sends them', async () => {
    const { shop, context, page } = await readyTerminal();
    const [, pliers] = shop.products;
    await context.setOffline(true);
    await sellOffline(page, [pliers.upc]);
    await sellOffline(page, [pliers.upc]);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const warning = page.getByRole('dialog', { name: 'Sales are waiting on this device' });
    await warning.waitFor();
    expect(await warning.getByTestId('logout-warning').textContent()).toContain('2 sales rung up offline have not reached Stocktill yet');
    await screenshot(page, `offline-logout-warning-${kind}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `offline-logout-warning-${kind}-390`);
    await warning.getByRole('button', { name: 'Sign out and keep them here' }).click();
    await page.waitForURL('**/login');
    expect(await serverSales(shop)).toHaveLength(0);

    await context.setOffline(false);
    await signInThroughUi(page, shop.owner);
    await expectServerSales(shop, 2, 2);
    expect(await stockOf(shop, pliers)).toBe(38);
  });

  test('killed mid-sync', 'a server killed with kill -9 in the middle of a sync, then restarted: every sale once', async () => {
    const { shop, context, page } = await readyTerminal();
    const [hammer] = shop.products;
    await context.setOffline(true);
    for (let i = 0; i < 6; i++) await sellOffline(page, [hammer.upc]);
    await expect.poll(() => queueButton(page).textContent()).toBe('Offline: 6 sales waiting');

    // The moment the third sale is on its way, the server dies.
    let sent = 0;
    let killed: Promise<void> | undefined;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/pos/offline-sales') && ++sent === 3) killed = server.kill();
    });
    await context.setOffline(false);
    await expect.poll(() => killed !== undefined, { timeout: 30_000 }).toBe(true);
    await killed;
    await server.restart();
    // The next round (every 20 s, or on demand) sends what is left; what arrived before is answered, not recorded again.
    await sendNowAndWait(page, 45_000);
    await expectServerSales(shop, 6, 6);
    expect(await stockOf(shop, hammer)).toBe(34);
  });

  test('two tabs', 'two tabs online after an offline period, both sending: every sale once', async () => {
    const { shop, context, page: first } = await readyTerminal();
    const [hammer, pliers] = shop.products;
    await context.setOffline(true);
    for (let i = 0; i < 4; i++) await sellOffline(first, [i % 2 ? pliers.upc : hammer.upc]);
    // A second tab of the same terminal, opened offline from the cache, sees the same queue.
    const second = await pageIn(context);
    await second.goto('/pos');
    await expect.poll(() => queueButton(second).textContent()).toBe('Offline: 4 sales waiting');

    await context.setOffline(false);
    // Both tabs hear the network come back, and the clerk presses Send now in both as well.
    await Promise.all(
      [first, second].map(async (page) => {
        await queueButton(page).click({ timeout: 5_000 }).catch(() => undefined);
        await page
          .getByRole('button', { name: 'Send now' })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
      }),
    );
    await expectServerSales(shop, 4, 4);
    await queueButton(first).waitFor({ state: 'detached', timeout: 30_000 });
    await queueButton(second).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await stockOf(shop, hammer)).toBe(38);
    expect(await stockOf(shop, pliers)).toBe(38);
  });

  test('oversold', 'an offline sale of more units than the shop still had: recorded, stock below zero, listed in the report', async () => {
    const { shop, context, page } = await readyTerminal();
    const tape = shop.products[2];
    await context.setOffline(true);
    // The device believes 3 are on hand and sells all 3…
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
    for (let i = 1; i <= 3; i++) {
      await scan(page, tape.upc);
      await expect.poll(() => quantityField(page, 'Bolt Tape').inputValue()).toBe(String(i));
    }
    await payExactCash(page);
    await page.getByTestId('recorded-offline').waitFor();
    // …while another till sold 2 of them online.
    await sellThroughApi(shop.owner, [{ product: tape, qty: 2 }]);
    expect(await stockOf(shop, tape)).toBe(1);

    await context.setOffline(false);
    await queueButton(page).waitFor({ state: 'detached', timeout: 45_000 });
    await expectServerSales(shop, 2, 5);
    expect(await stockOf(shop, tape)).toBe(-2);
    const report = await apiCall<{ oversold: { upc: string; qtyAfter: number }[] }>('GET', '/sales/offline?days=7', undefined, shop.owner.token);
    expect(report.status).toBe(200);
    expect(report.data.oversold).toEqual([expect.objectContaining({ upc: tape.upc, qtyAfter: -2 })]);
  });

  test('refused', 'one sale the server refuses is shown to the clerk with the reason and kept; the others are sent', async () => {
    const { shop, context, page } = await readyTerminal();
    const [hammer, pliers, tape] = shop.products;
    await context.setOffline(true);
    await sellOffline(page, [hammer.upc]);
    await sellOffline(page, [tape.upc]);
    await sellOffline(page, [pliers.upc]);
    // Meanwhile the owner deletes the tape from the catalogue: that sale names a product the server no longer has.
    expect((await apiCall('DELETE', `/inventory/del/${tape._id}`, undefined, shop.owner.token)).status).toBe(200);

    await context.setOffline(false);
    await expect.poll(() => queueButton(page).textContent(), { timeout: 45_000 }).toBe('Offline: 1 sale refused');
    await queueButton(page).click();
    const list = page.getByRole('dialog', { name: 'Sales recorded offline' });
    await list.getByTestId('refusal-reason').waitFor();
    expect(await list.getByTestId('refusal-reason').textContent()).toBe(`Product ${tape._id} was not found`);
    expect(await list.getByTestId('queued-sale').count()).toBe(1);
    await screenshot(page, `offline-refused-${kind}`);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `offline-refused-${kind}-390`);
    await expectServerSales(shop, 2, 2);
    expect(await stockOf(shop, hammer)).toBe(39);
    expect(await stockOf(shop, pliers)).toBe(39);
  });
});
}
