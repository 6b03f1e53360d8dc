import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, SCREENSHOT_DIR, screenshot, useBrowser } from './helpers/browser';

/** The narrowest width the screens are made for: the order's tables must scroll inside themselves there. */
const PHONE = { width: 390, height: 844 };

interface Entry {
  _id: string;
  upc: string;
  qty: number;
  cost?: number;
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Narrows the page to a phone's width, checks that it does not scroll sideways, and widens it again. */
async function expectNoSidewaysScrollOnAPhone(page: Page, what: string) {
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, PHONE.width, what);
  await page.setViewportSize({ width, height });
}

async function expectNoSidewaysScroll(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const widest = await page.evaluate((w) => {
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w && !el.parentElement?.closest('.table-responsive'))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
      .join(' | ');
  }, width);
  expect(scrollWidth, `${what}: no sideways scroll (${widest})`).toBeLessThanOrEqual(width);
}

/** Waits for the signed-in menus (they load on demand), so a screenshot shows the real header. */
async function menusLoaded(page: Page) {
  await page.locator('#main-nav').waitFor({ state: 'attached' });
}

/** Types a UPC into a scan box and presses Enter, as a barcode scanner does. */
async function scan(page: Page, box: string, upc: string) {
  const input = page.getByLabel(box);
  await input.fill(upc);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe('');
}

describe.skipIf(!hasBrowser)('suppliers, purchase orders and receiving', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  let staff: SeededUser;
  const entries: Record<'bolts' | 'nuts' | 'washers', Entry> = {} as never;

  beforeAll(async () => {
    owner = await seedBusiness('Harbour Hardware');
    staff = await seedUser(owner);
    expect((await apiCall('POST', '/item/add', { item: 'Fasteners' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/name/add', { manufacturer: 'Acme' }, owner.token)).status).toBe(201);
    const base = 840_000_000_000 + Math.floor(Math.random() * 90_000_000);
    const add = async (subname: string, offset: number, qty: number, lowinventory: number, cost: number) => {
      const res = await apiCall<Entry>(
        'POST',
        '/inventory/add',
        { upc: String(base + offset), item: 'Fasteners', manufacturer: 'Acme', subname, qty, lowinventory, cost, price: cost * 3 },
        owner.token,
      );
      expect(res.status).toBe(201);
      return res.data;
    };
    // Bolts run low (2 at a low level of 5); washers are plentiful.
    entries.bolts = await add('Hex bolts M8', 1, 2, 5, 4);
    entries.nuts = await add('Hex nuts M8', 2, 40, 5, 0.5);
    entries.washers = await add('Flat washers M8', 3, 30, 5, 0.2);
  });

  async function stockOf(id: string) {
    return (await apiCall<Entry>('GET', `/inventory/edit/${id}`, undefined, owner.token)).data;
  }

  it('an admin adds a supplier; staff see the list without changing it', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('heading', { name: 'Suppliers' }).waitFor();
    await page.getByText('No suppliers yet').waitFor();

    await page.getByRole('button', { name: 'Add Supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await dialog.getByText('Name: must be filled in').waitFor();
    await dialog.getByLabel('Name').fill('Northwind Fasteners');
    await dialog.getByLabel('Contact person').fill('Nancy Davolio');
    await dialog.getByLabel('E-mail').fill('orders@northwind.example');
    await dialog.getByLabel('Phone').fill('+1 416 555 0101');
    await dialog.getByLabel('Note').fill('Delivers Tuesdays');
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Added Northwind Fasteners').waitFor();
    await page.getByRole('table', { name: 'Suppliers' }).getByText('Nancy Davolio').waitFor();

    // A second supplier of the same name, in another case, is refused by the server.
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    await dialog.getByLabel('Name').fill('NORTHWIND fasteners');
    await dialog.getByRole('button', { name: 'Save supplier' }).click();
    await dialog.getByText('A supplier with this name already exists').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The list itself is in the accessibility sweep, at every width.
    await dialog.waitFor({ state: 'hidden' });
    await menusLoaded(page);
    await screenshot(page, 'suppliers-desktop');

    const clerk = await browser.newPage();
    await signInThroughUi(clerk, staff);
    await clerk.goto('/suppliers');
    await clerk.getByRole('table', { name: 'Suppliers' }).getByText('Northwind Fasteners').waitFor();
    expect(await clerk.getByRole('button', { name: 'Add Supplier' }).count()).toBe(0);
    expect(await clerk.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
  });

  it('an admin drafts an order by scanning, searching and "Order what is low", then places it', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/purchase-orders');
    await page.getByText('No purchase orders yet').waitFor();
    await page.getByRole('link', { name: 'New Purchase Order' }).click();
    await page.getByRole('heading', { name: 'New Purchase Order' }).waitFor();
    const box = 'Scan a UPC, or search by UPC, name or manufacturer';

    // Placing an empty draft says what is missing.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Supplier: must name a supplier').waitFor();
    await page.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Northwind Fasteners (Nancy Davolio)' });

    // Two scans of the washers: one line of 2 at the entry's cost.
    await scan(page, box, entries.washers.upc);
    await page.getByText(`Flat washers M8 (${entries.washers.upc}): 1 on the order`).waitFor();
    await scan(page, box, entries.washers.upc);
    expect(await page.getByLabel('Quantity of Flat washers M8').inputValue()).toBe('2');
    expect(await page.getByLabel('Unit cost of Flat washers M8').inputValue()).toBe('0.20');

    // A search shows matches to pick from.
    await page.getByLabel(box).fill('hex nuts');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('table', { name: 'Entries matching the search' }).getByRole('button', { name: 'Add Hex nuts M8' }).click();
    await page.getByLabel('Quantity of Hex nuts M8').fill('20');
    await page.getByLabel('Unit cost of Hex nuts M8').fill('0.45');

    // Bolts are low: ordered up to twice their low level (2 on hand, low level 5: 8 more).
    await page.getByRole('button', { name: 'Order what is low' }).click();
    await page.getByText(/Added 1 entry at or under the low level/).waitFor();
    expect(await page.getByLabel('Quantity of Hex bolts M8').inputValue()).toBe('8');
    await page.getByLabel('Unit cost of Hex bolts M8').fill('5');
    await page.getByLabel('Note for the supplier').fill('Deliver to the back door');
    // 2 × 0.20 + 20 × 0.45 + 8 × 5.00
    expect(await page.getByTestId('draft-total').textContent()).toBe('$49.40');
    // The empty draft is in the accessibility sweep at every width; one with lines is checked here.
    await menusLoaded(page);
    await screenshot(page, 'purchase-order-new-desktop');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScrollOnAPhone(page, 'new order with lines');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Purchase Order 1' }).waitFor();
    await page.locator('.po-screen .badge').getByText('Open', { exact: true }).waitFor();
  });

  it('staff receive the order in two parts by scanning; stock, cost and status follow', async () => {
    const before = { bolts: await stockOf(entries.bolts._id), nuts: await stockOf(entries.nuts._id), washers: await stockOf(entries.washers._id) };
    const box = 'Scan each unit as it is unpacked';

    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: 'Purchase Orders' }).click();
    await page.getByRole('link', { name: 'Purchase order 1' }).click();
    await page.getByRole('heading', { name: 'Purchase Order 1' }).waitFor();
    // Staff may not cancel, and see no cost by default.
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Unit cost' }).count()).toBe(0);

    // First delivery: 5 bolts and both washers.
    for (let i = 0; i < 5; i++) await scan(page, box, entries.bolts.upc);
    await page.getByText(`Hex bolts M8 (${entries.bolts.upc}): receiving 5 of 8 still to come`).waitFor();
    await scan(page, box, entries.washers.upc);
    await scan(page, box, entries.washers.upc);
    await scan(page, box, entries.washers.upc);
    await page.getByText(`Flat washers M8 (${entries.washers.upc}): all 2 still to come are counted already`).waitFor();
    await scan(page, box, '000000000000');
    await page.getByText('000000000000 is not on this order').waitFor();
    expect(await page.getByLabel('Receive now of Hex bolts M8').inputValue()).toBe('5');
    expect(await page.getByLabel('Receive now of Flat washers M8').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await page.locator('.po-screen .badge').getByText('Partly received', { exact: true }).waitFor();
    await page.getByText('7 of 30 units received').waitFor();
    expect((await stockOf(entries.bolts._id)).qty).toBe(before.bolts.qty + 5);
    expect((await stockOf(entries.washers._id)).qty).toBe(before.washers.qty + 2);
    expect(await page.getByLabel('Receive now of Hex bolts M8').inputValue()).toBe('');

    // Second delivery: the other 3 bolts by scanning, the 20 nuts typed in. After the first scan, the
    // partly received order as staff see it while receiving (the sweep sees an open one, as an admin).
    await scan(page, box, entries.bolts.upc);
    await page.getByText(/receiving 1 of 3 still to come/).waitFor();
    await menusLoaded(page);
    await screenshot(page, 'purchase-order-receive-desktop');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScrollOnAPhone(page, 'order being received');
    for (let i = 0; i < 2; i++) await scan(page, box, entries.bolts.upc);
    await page.getByLabel('Receive now of Hex nuts M8').fill('21');
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await page.getByText('Receive now of Hex nuts M8: only 20 still to come').waitFor();
    await page.getByLabel('Receive now of Hex nuts M8').fill('20');
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await page.locator('.po-screen .badge').getByText('Received', { exact: true }).waitFor();
    await page.getByText('Everything on this order has been received.').waitFor();
    expect(await page.getByLabel(box).count()).toBe(0);

    const after = { bolts: await stockOf(entries.bolts._id), nuts: await stockOf(entries.nuts._id), washers: await stockOf(entries.washers._id) };
    expect(after.bolts.qty).toBe(before.bolts.qty + 8);
    expect(after.nuts.qty).toBe(before.nuts.qty + 20);
    // Bolts: 2 on hand at 4.00 took 5 at 5.00 (4.71), then 7 at 4.71 took 3 at 5.00: (32.97 + 15) / 10 = 4.80.
    expect(after.bolts.cost).toBe(4.8);
    // Nuts: (40 × 0.50 + 20 × 0.45) / 60 = 0.4833 -> 0.48
    expect(after.nuts.cost).toBe(0.48);

    const list = await browser.newPage();
    await signInThroughUi(list, staff);
    await list.goto('/purchase-orders?status=received');
    await list.getByRole('link', { name: 'Purchase order 1' }).waitFor();
    await list.goto('/purchase-orders?status=open');
    await list.getByText('No open purchase orders').waitFor();
  });

  it('prints the order on A4 and on Letter, one sheet each, without menus or buttons', async () => {
    const orders = await apiCall<{ purchaseOrders: { _id: string; number: number }[] }>('GET', '/purchase-orders', undefined, owner.token);
    const order = orders.data.purchaseOrders.find((o) => o.number === 1)!;
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/purchase-orders/${order._id}`);
    await page.getByRole('heading', { name: 'Purchase Order 1' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.app-header').isVisible()).toBe(false);
    expect(await page.locator('.po-print tbody tr').count()).toBe(3);

    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = path.join(SCREENSHOT_DIR, `purchase-order-print-${format}.pdf`);
      await page.pdf({ path: pdf, format });
      expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+1\b/);
      const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
      expect(text).toContain('Harbour Hardware');
      expect(text).toContain('PURCHASE ORDER');
      expect(text).toContain('No. 1');
      expect(text).toContain('Northwind Fasteners');
      expect(text).toContain('Attn: Nancy Davolio');
      expect(text).toMatch(/Hex bolts M8\s+8\s+\$5\.00\s+\$40\.00/);
      expect(text).toContain('$49.40');
      expect(text).toContain('Deliver to the back door');
      expect(text).not.toContain('Go Back');
      expect(text).toContain('RECEIVED');
      expect(text).not.toContain('Receive now');
      expect(text).not.toContain('Fill in everything');
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(SCREENSHOT_DIR, `purchase-order-print-${format}`)]);
      fs.rmSync(pdf);
    }
  });

  it('an admin cancels an open order; one with goods received offers no cancel', async () => {
    const suppliers = await apiCall<{ suppliers: { _id: string }[] }>('GET', '/suppliers', undefined, owner.token);
    const placed = await apiCall<{ _id: string; number: number }>(
      'POST',
      '/purchase-orders',
      { supplierId: suppliers.data.suppliers[0]._id, lines: [{ inventoryId: entries.nuts._id, qty: 5, cost: 0.5 }] },
      owner.token,
    );
    expect(placed.status).toBe(201);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/purchase-orders/${placed.data._id}`);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('This order was cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await page.goto('/purchase-orders?status=cancelled');
    await page.getByRole('link', { name: `Purchase order ${placed.data.number}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Purchase order 1' }).count()).toBe(0);

    // The list with a received and a cancelled order (the sweep's has one open order).
    await page.goto('/purchase-orders');
    await page.getByRole('link', { name: 'Purchase order 1' }).waitFor();
    await page.getByRole('link', { name: `Purchase order ${placed.data.number}` }).waitFor();
    await menusLoaded(page);
    await screenshot(page, 'purchase-orders-list-desktop');
    await expectNoAxeViolations(page);
  });
});
