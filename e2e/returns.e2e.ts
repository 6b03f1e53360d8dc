import AxeBuilder from '@axe-core/playwright';
import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatReceiptDate } from '../src/domain/formats';
import { apiCall, seedUser, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop, sellThroughApi, usd } from './helpers/pos-seed';

const KETTLE = { upc: '300000000011', manufacturer: 'Brewco', subname: 'Kettle', qty: 6, price: 31 };
const MUG = { upc: '300000000028', manufacturer: 'Brewco', subname: 'Mug', qty: 10, price: 8.5 };

interface ReceiptLines {
  total: number;
  refunded: number;
  returned: boolean;
  lines: { subname: string; qty: number; returnedQty: number }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page fits its width: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

describe.skipIf(!hasBrowser)('process return receipt', () => {
  const browser = useBrowser();

  it('finds a receipt by barcode, accepts the return, puts the stock back, and a second lookup shows it closed', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 2 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/returns');
    await page.getByRole('heading', { name: 'Process Return Receipt' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to PoS' }).getAttribute('href')).toBe('/pos');

    await page.getByPlaceholder('Enter barcode').fill(sale.barcode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Items may be returned:').waitFor();
    const found = await apiCall<{ returns: { createdAt: string }[] }>('GET', `/pos/returns?barcode=${sale.barcode}`, undefined, owner.token);
    // 'Tue 05 Mar 2024 3:04 PM', in the browser's (and this machine's) time zone.
    const date = format(new Date(found.data.returns[0].createdAt), 'EEE dd MMM yyyy h:mm a');
    await page.getByRole('heading', { name: date }).waitFor();
    const img = page.getByRole('img', { name: `Receipt ${sale.barcode}` });
    expect(await img.getAttribute('width')).toBe('350');
    expect(await img.getAttribute('src')).toBe(`/api/return/${encodeURIComponent(sale.qfname)}`);
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img[alt^="Receipt "]');
      return !!el && el.complete && el.naturalWidth > 0;
    });
    expect(await page.getByRole('img', { name: 'open' }).textContent()).toBe('✔');
    await screenshot(page, 'returns-open');

    // The amount first, then a question in the page before anything is returned.
    const sold = await apiCall<ReceiptLines>('GET', `/pos/receipt/${sale.barcode}`, undefined, owner.token);
    const refund = usd(Math.round(sold.data.total * 100));
    // Paid in cash (no tender given), so refunded in cash.
    await page.getByText(`Accepting refunds ${refund} (Cash ${refund}).`).waitFor();
    await page.getByRole('button', { name: 'Accept Return' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept the return?' });
    await confirm.getByText(refund).waitFor();
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `returns-accept-confirm-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    // Going back returns nothing.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiCall<ReceiptLines>('GET', `/pos/receipt/${sale.barcode}`, undefined, owner.token)).data.returned).toBe(false);
    await page.getByRole('button', { name: 'Accept Return' }).click();
    await confirm.getByRole('button', { name: 'Accept Return and refund' }).click();
    // Searched again: now closed, with the spec's warning; both go after the notice time.
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
    await page.getByText('Receipt has been returned').waitFor();
    expect(await page.locator('.alert-warning').textContent()).toBe('Receipt has been returned');
    expect(await page.getByRole('img', { name: 'closed' }).textContent()).toBe('✘');
    expect(await page.getByRole('button', { name: 'Accept Return', exact: true }).count()).toBe(0);
    // The stamped image has its own address, so the browser cannot show the unstamped one again.
    expect(await img.getAttribute('src')).toBe(`/api/return/${encodeURIComponent(sale.qfname)}?v=returned`);
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img[alt^="Receipt "]');
      return !!el && el.src.endsWith('v=returned') && el.complete && el.naturalWidth > 0;
    });
    await screenshot(page, 'returns-closed');
    await page.getByText('Items have been returned - Receipt is closed:').waitFor({ state: 'detached', timeout: 4000 });
    expect(await page.locator('.alert-warning').count()).toBe(0);

    const stock = await apiCall<{ qty: number }>('GET', `/inventory/edit/${products[0]._id}`, undefined, owner.token);
    expect(stock.data.qty).toBe(KETTLE.qty);

    // A second lookup of the same receipt: closed state and the warning again.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
    await page.getByText('Receipt has been returned').waitFor();
  });

  it('a link with ?barcode= (from the sales history) looks the receipt up at once', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 1 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/returns?barcode=${sale.barcode}`);
    await page.getByText('Items may be returned:').waitFor();
    expect(await page.getByPlaceholder('Enter barcode').inputValue()).toBe(sale.barcode);
    await page.getByRole('button', { name: 'Accept Return' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept Return and refund' }).click();
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
  });

  it('an unknown barcode shows No return receipt found, an empty box resets, and the notice goes after 1.8 s', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 1 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/returns');

    await page.getByPlaceholder('Enter barcode').fill('999999999999');
    await page.getByRole('button', { name: 'Search' }).click();
    const info = page.getByText('No return receipt found');
    await info.waitFor();
    const shownAt = Date.now();
    await info.waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1200);

    await page.getByPlaceholder('Enter barcode').fill(sale.barcode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Items may be returned:').waitFor();
    await page.getByPlaceholder('Enter barcode').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Items may be returned:').waitFor({ state: 'detached' });
  });

  it("another business's receipt is not found", async () => {
    const a = await seedShop({ products: [KETTLE] });
    const sale = await sellThroughApi(a.owner, [{ product: a.products[0], qty: 1 }]);
    const b = await seedShop({ bname: 'Other Shop', products: [KETTLE] });
    const page = await browser.newPage();
    await signInThroughUi(page, b.owner);
    await page.goto('/returns');
    await page.getByPlaceholder('Enter barcode').fill(sale.barcode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No return receipt found').waitFor();
  });

  it('returns one line in part, refunded in cash, prints the slip, then Accept Return takes back the rest', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE, MUG] });
    const [kettle, mug] = products;
    // The shop keeps Tokyo time; the browser is in Toronto: the slip must say the shop's time.
    expect((await apiCall('PUT', '/setting/region', { timeZone: 'Asia/Tokyo' }, owner.token)).status).toBe(200);
    // 3 kettles at 31.00 and 2 mugs at 8.50: 110.00, tax 13 % 14.30, total 124.30.
    const sale = await sellThroughApi(owner, [
      { product: kettle, qty: 3 },
      { product: mug, qty: 2 },
    ]);
    const page = await browser.newPage({ timezoneId: 'America/Toronto' });
    await signInThroughUi(page, owner);
    await page.goto(`/returns?barcode=${sale.barcode}`);
    await page.getByText('Items may be returned:').waitFor();
    const lines = page.getByRole('table', { name: `Lines of receipt ${sale.barcode}` });
    await lines.waitFor();
    expect((await lines.getByRole('row').nth(1).textContent())?.replace(/\s+/g, ' ')).toContain('Brewco Kettle');
    // Refunded the way the sale was paid unless an admin picks another way.
    await page.getByRole('radio', { name: 'As paid' }).waitFor();
    expect(await page.getByRole('radio', { name: 'As paid' }).isChecked()).toBe(true);
    expect(await page.getByTestId('refund-preview').textContent()).toBe('Refund: $0.00');

    // Keyboard: arrow up twice on the kettle's box, then one down: 1 kettle.
    const kettleBox = page.getByLabel('Return now of Brewco Kettle');
    await kettleBox.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await kettleBox.inputValue()).toBe('1');
    // One of three kettles: 31.00 + 4.03 tax.
    await page.getByTestId('refund-preview').getByText(`Refund: ${usd(3503)}`).waitFor();
    expect(await page.getByTestId('refund-as-paid').textContent()).toBe(`As paid: Cash ${usd(3503)}`);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `returns-partial-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);

    await kettleBox.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Refunded' });
    await done.waitFor();
    expect((await done.textContent())?.trim()).toContain(`Refunded ${usd(3503)} (Cash ${usd(3503)}).`);
    // Still open, with what is left.
    await page.getByText('Items may be returned:').waitFor();
    await lines.getByRole('row', { name: /Brewco Kettle/ }).getByRole('cell', { name: '2', exact: true }).waitFor();
    const afterPartial = await apiCall<ReceiptLines>('GET', `/pos/receipt/${sale.barcode}`, undefined, owner.token);
    expect(afterPartial.data.lines.map((l) => l.returnedQty)).toEqual([1, 0]);
    expect(afterPartial.data.refunded).toBe(35.03);
    expect((await apiCall<{ qty: number }>('GET', `/inventory/edit/${kettle._id}`, undefined, owner.token)).data.qty).toBe(KETTLE.qty - 2);

    // The slip: shop, receipt, what came back, the refund by method, the shop's time.
    await page.getByRole('link', { name: 'Print refund slip' }).click();
    await page.waitForURL('**/returns/slip');
    const slip = page.getByRole('article', { name: `Refund slip ${sale.barcode}` });
    await slip.waitFor();
    await page.getByRole('img', { name: `Barcode ${sale.barcode}` }).waitFor();
    const slipText = (await slip.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(slipText).toContain('Till Shop');
    // The shop's phone (stored as +14165550100) as its country, Canada, writes it.
    expect(slipText).toContain('(416) 555-0100');
    expect(slipText).toContain('REFUND');
    expect(slipText).toContain(`Receipt ${sale.barcode}`);
    expect(slipText).toContain('Brewco Kettle');
    expect(slipText).toContain('1 returned');
    expect(slipText).not.toContain('Mug');
    expect(slipText).toContain(`Cash${usd(3503)}`);
    expect(slipText).toContain(`Refund${usd(3503)}`);
    const time = slip.locator('time');
    const madeAt = (await time.getAttribute('datetime')) ?? '';
    expect(Math.abs(Date.parse(madeAt) - Date.now())).toBeLessThan(60_000);
    expect(await time.textContent()).toBe(formatReceiptDate(madeAt, { locale: 'en-US', timeZone: 'Asia/Tokyo' }));
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'refund-slip');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(page, 'refund-slip-print');
    await page.emulateMedia({ media: 'screen' });

    // The rest: the spec's Accept Return takes back everything still to return.
    await page.getByRole('link', { name: 'Back to Returns' }).click();
    await page.getByPlaceholder('Enter barcode').fill(sale.barcode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Items may be returned:').waitFor();
    await page.getByRole('button', { name: 'Accept Return' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept Return and refund' }).click();
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
    await page.getByText('Receipt has been returned').waitFor();
    expect(await page.getByRole('table', { name: `Lines of receipt ${sale.barcode}` }).count()).toBe(0);
    const closed = await apiCall<ReceiptLines>('GET', `/pos/receipt/${sale.barcode}`, undefined, owner.token);
    expect(closed.data).toMatchObject({ returned: true, refunded: closed.data.total });
    expect(closed.data.lines.map((l) => l.returnedQty)).toEqual([3, 2]);
    expect((await apiCall<{ qty: number }>('GET', `/inventory/edit/${kettle._id}`, undefined, owner.token)).data.qty).toBe(KETTLE.qty);
    expect((await apiCall<{ qty: number }>('GET', `/inventory/edit/${mug._id}`, undefined, owner.token)).data.qty).toBe(MUG.qty);
  });

  it('a return that empties the receipt refunds the rest by card and closes it; a split must add up', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE, MUG] });
    const [kettle, mug] = products;
    const sale = await sellThroughApi(owner, [
      { product: kettle, qty: 1 },
      { product: mug, qty: 2 },
    ]);
    // One mug already back: 8.50 + 1.11 = 9.61 refunded.
    const first = await apiCall('POST', '/pos/returns', { barcode: sale.barcode, lines: [{ inventoryId: mug._id, qty: 1 }] }, owner.token);
    expect(first.status).toBe(201);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/returns?barcode=${sale.barcode}`);
    await page.getByRole('button', { name: 'Return all 1 of Brewco Kettle' }).click();
    await page.getByRole('button', { name: 'Return all 1 of Brewco Mug' }).click();
    // 31.00 + 2 × 8.50 = 48.00, tax 6.24: 54.24; the rest of it is 54.24 − 9.61.
    await page.getByTestId('refund-preview').getByText(`Refund: ${usd(4463)}`).waitFor();
    await page.getByRole('radio', { name: 'Split' }).check();
    await page.getByLabel('Card refund').fill('20');
    await page.getByText(`Still to split: ${usd(2463)}`).waitFor();
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText('The split must add up to the refund').waitFor();
    await page.getByLabel('Cash refund').fill('24.63');
    await page.getByText('The split adds up to the refund.').waitFor();
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText(`Refunded ${usd(4463)} (Cash ${usd(2463)}, Card ${usd(2000)}).`).waitFor();
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
    const closed = await apiCall<ReceiptLines>('GET', `/pos/receipt/${sale.barcode}`, undefined, owner.token);
    expect(closed.data).toMatchObject({ returned: true, refunded: 54.24, total: 54.24 });
  });

  it('a card sale is refunded to the card by default, a split one in proportion, and staff are offered no other way', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE, MUG] });
    const [kettle, mug] = products;
    const ring = async (payments: { method: string; amount: number }[]) => {
      const res = await apiCall<{ barcode: string; total: number }>(
        'PUT',
        '/pos/generate',
        [{ shipping: 0, payments }, { _id: kettle._id, saleqty: 1, itemdiscount: 0 }, { _id: mug._id, saleqty: 2, itemdiscount: 0 }],
        owner.token,
      );
      expect(res.status).toBe(201);
      return res.data;
    };
    // 31.00 + 2 × 8.50 = 48.00, tax 6.24: 54.24.
    const byCard = await ring([{ method: 'card', amount: 54.24 }]);
    const staff = await seedUser(owner);
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto(`/returns?barcode=${byCard.barcode}`);
    await page.getByText(`Accepting refunds ${usd(5424)} (Card ${usd(5424)}).`).waitFor();
    // Staff get the one way the server allows them.
    await page.getByRole('radio', { name: 'As paid' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Cash' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Return all 2 of Brewco Mug' }).click();
    // 17.00 + 2.21 tax.
    await page.getByTestId('refund-preview').getByText(`Refund: ${usd(1921)}`).waitFor();
    expect(await page.getByTestId('refund-as-paid').textContent()).toBe(`As paid: Card ${usd(1921)}Only an admin can refund another way.`);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `returns-card-sale-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText(`Refunded ${usd(1921)} (Card ${usd(1921)}).`).waitFor();
    await page.getByRole('button', { name: 'Accept Return' }).click();
    await page.getByRole('dialog').getByText(`(Card ${usd(3503)})`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept Return and refund' }).click();
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();

    // 30.00 card + 30.00 cash for 54.24: 5.76 change, so 30.00 card and 24.24 cash were kept.
    const split = await ring([{ method: 'card', amount: 30 }, { method: 'cash', amount: 30 }]);
    await page.getByPlaceholder('Enter barcode').fill(split.barcode);
    await page.getByRole('button', { name: 'Search' }).click();
    // 54.24 × 30/54.24 = 30.00 card, 24.24 cash.
    await page.getByText(`Accepting refunds ${usd(5424)} (Card ${usd(3000)}, Cash ${usd(2424)}).`).waitFor();
    await page.getByRole('button', { name: 'Return all 1 of Brewco Kettle' }).click();
    // 35.03 × 30.00 / 54.24 = 19.375: the shares' remainders tie, so the card, paid first, takes the cent.
    await page.getByTestId('refund-as-paid').getByText(`As paid: Card ${usd(1938)}, Cash ${usd(1565)}`).waitFor();
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText(`Refunded ${usd(3503)} (Card ${usd(1938)}, Cash ${usd(1565)}).`).waitFor();
  });

  it('says how many are left: typed too many, or returned meanwhile at another till', async () => {
    const { owner, products } = await seedShop({ products: [KETTLE] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 3 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto(`/returns?barcode=${sale.barcode}`);
    const box = page.getByLabel('Return now of Brewco Kettle');
    await box.fill('4');
    expect(await page.getByTestId('refund-preview').textContent()).toBe('Refund: —');
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText('Only 3 left to return').waitFor();
    await box.fill('0');
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByText('Pick at least one line to return').waitFor();

    // Another till takes two back while this screen still shows three.
    await box.fill('2');
    const elsewhere = await apiCall('POST', '/pos/returns', { barcode: sale.barcode, lines: [{ inventoryId: products[0]._id, qty: 2 }] }, owner.token);
    expect(elsewhere.status).toBe(201);
    await page.getByRole('button', { name: 'Return and refund' }).click();
    await page.getByRole('alert').filter({ hasText: 'Only 1 left to return' }).waitFor();
    // The lines are read again: one left.
    await page.getByRole('table', { name: `Lines of receipt ${sale.barcode}` }).getByRole('button', { name: 'Return all 1 of Brewco Kettle' }).waitFor();
    await screenshot(page, 'returns-over-return');
  });

  it('sends signed-out visitors to /login', async () => {
    const page = await browser.newPage();
    await page.goto('/returns');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
