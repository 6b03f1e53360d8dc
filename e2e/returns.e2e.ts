import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop, sellThroughApi } from './helpers/pos-seed';

const KETTLE = { upc: '300000000011', manufacturer: 'Brewco', subname: 'Kettle', qty: 6, price: 31 };

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

    await page.getByRole('button', { name: 'Accept Return' }).click();
    // Searched again: now closed, with the spec's warning; both go after the notice time.
    await page.getByText('Items have been returned - Receipt is closed:').waitFor();
    await page.getByText('Receipt has been returned').waitFor();
    expect(await page.locator('.alert-warning').textContent()).toBe('Receipt has been returned');
    expect(await page.getByRole('img', { name: 'closed' }).textContent()).toBe('✘');
    expect(await page.getByRole('button', { name: 'Accept Return' }).count()).toBe(0);
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

  it('sends signed-out visitors to /login', async () => {
    const page = await browser.newPage();
    await page.goto('/returns');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
