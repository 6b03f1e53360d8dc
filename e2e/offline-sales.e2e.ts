/**
 * The Offline Sales screen (/sales/offline, admins): what the sales a terminal made without the
 * server did when they arrived, a product taken below zero and a line charged at another price,
 * and the sale held for a price its product never had, until the owner accepts it.
 */
import { describe, expect, it } from 'vitest';
import { apiCall, seedUser, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';

const HAMMER = { upc: '510000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 2, price: 19.99 };
const TAPE = { upc: '510000000022', manufacturer: 'Bolt', subname: 'Tape Measure', qty: 10, price: 7.35 };

/** Sends a sale as a terminal does once it is back online; answers the recorded receipt number. */
async function sendOfflineSale(owner: SeededUser, key: string, barcode: string, lines: { _id: string; saleqty: number; price: number }[]): Promise<string> {
  const res = await apiCall<{ barcode: string }>(
    'POST',
    '/pos/offline-sales',
    { barcode, soldAt: new Date(Date.now() - 2 * 3_600_000).toISOString(), shipping: 0, lines: lines.map((l) => ({ ...l, itemdiscount: 0, taxRate: 13 })) },
    owner.token,
    { 'idempotency-key': key },
  );
  expect(res.status).toBe(201);
  return res.data.barcode;
}

describe.skipIf(!hasBrowser)('the Offline Sales screen', () => {
  const browser = useBrowser();

  it('shows an owner the products oversold and the prices changed by sales made offline, and opens their receipts', async () => {
    const { owner, products } = await seedShop({ bname: 'Offline Corner', products: [HAMMER, TAPE], taxrate: 13 });
    const [hammer, tape] = products;
    // Five hammers sold offline with two on the shelf; a tape measure at 6.00 instead of 7.35.
    const oversoldAt = await sendOfflineSale(owner, 'e2e-offline-1', '900000000101', [{ _id: hammer._id, saleqty: 5, price: 19.99 }]);
    const cheapAt = await sendOfflineSale(owner, 'e2e-offline-2', '900000000102', [{ _id: tape._id, saleqty: 1, price: 6 }]);

    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await page.getByRole('link', { name: 'Offline Sales' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offline Sales' }).waitFor();
    await page.getByText('2 sales made offline').waitFor();

    const oversold = page.getByRole('table', { name: 'Oversold while offline' });
    const hammerRow = oversold.getByRole('row').filter({ hasText: 'Acme Claw Hammer' });
    await hammerRow.waitFor();
    const cells = await hammerRow.getByRole('cell').allInnerTexts();
    // Product, left after the sale, on hand now, receipt, time, clerk.
    expect(cells[0]).toContain(HAMMER.upc);
    expect(cells.slice(1, 4)).toEqual(['-3', '-3', oversoldAt]);
    expect(cells[5]).toBe('Olive Owner');
    expect(await oversold.getByRole('row').count()).toBe(2);

    const prices = page.getByRole('table', { name: 'Charged at another price' });
    const tapeRow = prices.getByRole('row').filter({ hasText: 'Bolt Tape Measure' });
    expect((await tapeRow.getByRole('cell').allInnerTexts()).slice(1, 5)).toEqual(['1', '$6.00', '$7.35', cheapAt]);

    // 6.00 was never the tape's price: that sale is held, with what it would have come to, until accepted.
    const held = page.getByRole('table', { name: 'Held: prices the products never had' });
    const heldRow = held.getByRole('row').filter({ hasText: cheapAt });
    const heldCells = await heldRow.getByRole('cell').allInnerTexts();
    expect(heldCells[3]).toBe('Bolt Tape Measure × 1: $6.00 at 13 % (catalogue $7.35 at 13 %)');
    // Charged 6.78, at the catalogue's price 8.31 (tax 13 %): 1.53 less.
    expect(heldCells.slice(4, 7)).toEqual(['$6.78', '$8.31', '-$1.53']);
    expect(await held.getByRole('row').count()).toBe(2);
    await screenshot(page, 'offline-sales-1280');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'offline-sales-768');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'offline-sales-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Accepted, it may be refunded; the row says by whom.
    await held.getByRole('button', { name: `Accept sale ${cheapAt}` }).click();
    await heldRow.getByText(/^Accepted by Olive Owner, /).waitFor();

    // A shorter window keeps them (they were two hours ago), in the address.
    await page.getByLabel('Sold in the last').selectOption('7');
    await page.waitForURL('**/sales/offline?days=7');
    await page.getByText('2 sales made offline').waitFor();

    // The receipt of the oversold sale, as the customer has it.
    await oversold.getByRole('link', { name: oversoldAt }).click();
    await page.getByRole('article', { name: `Receipt ${oversoldAt}` }).waitFor();
  });

  it('says so when no offline sale did either, and is for admins only', async () => {
    const { owner } = await seedShop({ bname: 'Always Online', products: [TAPE], taxrate: 13 });
    const staff = await seedUser(owner);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales/offline');
    await page.getByText('0 sales made offline').waitFor();
    await page.getByText('No product went below zero.').waitFor();
    await page.getByText("Every line was charged at the catalogue's price.").waitFor();
    await page.getByText('No sale was charged at a price or tax rate its products never had.').waitFor();
    // Another business's offline sales (the first test's) are not this one's.
    expect(await page.getByRole('table').count()).toBe(0);
    await page.context().close();

    const clerk = await browser.newPage();
    await signInThroughUi(clerk, staff);
    await clerk.goto('/sales/offline');
    await clerk.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    expect(await clerk.getByText('sales made offline').count()).toBe(0);
  });
});
