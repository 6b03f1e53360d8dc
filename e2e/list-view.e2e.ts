/**
 * Lists that scale: the inventory list's rows per page and sortable columns, kept in the address,
 * and the revenue chart's axis labels inside the chart at every width. The lists and the summary
 * in their ordinary state are in the accessibility sweep at every width.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBusiness, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { addEntry, seedCatalogue, sell } from './helpers/report-seed';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const bodyRows = (page: Page) => page.locator('main table tbody tr');
/** The Price cell of the first row, as shown. */
const firstPrice = async (page: Page) => (await bodyRows(page).first().locator('td').nth(7).textContent())?.trim();

describe.skipIf(!hasBrowser)('lists that scale', () => {
  const browser = useBrowser();
  let owner: SeededUser;

  beforeAll(async () => {
    owner = await seedBusiness('Long List Traders');
    await seedCatalogue(owner, { items: ['Parts'], manufacturers: ['Acme'], taxrate: 13 });
    // Thirty entries priced $1.00 to $30.00, added in a shuffled order so no order comes for free.
    for (let i = 0; i < 30; i++) {
      const price = ((i * 7) % 30) + 1;
      await addEntry(owner, { manufacturer: 'Acme', item: 'Parts', subname: `Part ${String(price).padStart(2, '0')}`, qty: 100 - price, lowinventory: 0, cost: 0.5, price });
    }
  });

  it('chooses rows per page and sorts by a column, in the address; the long list does not scroll sideways on a phone', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    await bodyRows(page).first().waitFor();
    expect(await bodyRows(page).count()).toBe(10);

    await page.getByLabel('Rows per page').selectOption('25');
    await page.waitForURL(/\/inventory\?pageSize=25$/);
    await expect.poll(() => bodyRows(page).count()).toBe(25);

    // Sorting by price: ascending first, then the other way round; the header says which.
    const priceHeader = page.getByRole('columnheader', { name: /^Price/ });
    expect(await priceHeader.getAttribute('aria-sort')).toBeNull();
    expect(await page.getByRole('columnheader', { name: /^Last updated/ }).getAttribute('aria-sort')).toBe('descending');
    await priceHeader.getByRole('link').click();
    await page.waitForURL(/pageSize=25&sort=price&order=asc$/);
    await expect.poll(() => firstPrice(page)).toBe('$1.00');
    expect(await priceHeader.getAttribute('aria-sort')).toBe('ascending');
    await priceHeader.getByRole('link', { name: /sort descending/ }).click();
    await page.waitForURL(/sort=price&order=desc$/);
    await expect.poll(() => firstPrice(page)).toBe('$30.00');
    expect(await priceHeader.getAttribute('aria-sort')).toBe('descending');

    // Paging keeps the size and the order, and a reload keeps all three.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/\/page\/2\?pageSize=25&sort=price&order=desc$/);
    await expect.poll(() => firstPrice(page)).toBe('$5.00');
    expect(await bodyRows(page).count()).toBe(5);
    await page.reload();
    await expect.poll(() => firstPrice(page)).toBe('$5.00');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('25');

    // A new size starts again at page 1, keeping the order.
    await page.getByLabel('Rows per page').selectOption('10');
    await page.waitForURL(/\/inventory\?pageSize=10&sort=price&order=desc$/);
    await expect.poll(() => firstPrice(page)).toBe('$30.00');
    // The sort link is reachable from the keyboard.
    await page.getByRole('columnheader', { name: /^Qty/ }).getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sort=qty&order=asc$/);
    await expect.poll(() => bodyRows(page).first().locator('td').nth(4).textContent()).toBe('70');

    // Sorted, paged and sized: the header's sort state and the pager, which the sweep's short list has not.
    await screenshot(page, 'list-view-inventory-desktop');
    await expectNoAxeViolations(page);
    // The page never scrolls sideways: a wide table scrolls inside itself.
    for (const size of WIDTHS.slice(1)) {
      await page.setViewportSize({ width: size.width, height: size.height });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `at ${size.width}`).toBe(true);
    }
    await screenshot(page, 'list-view-inventory-phone');
  });

  it('chooses rows per page on the manufacturer list, kept while paging and searching', async () => {
    const shop = await seedBusiness('Many Makers');
    await seedCatalogue(shop, { items: ['Parts'], manufacturers: Array.from({ length: 14 }, (_, i) => `Maker ${String(i + 1).padStart(2, '0')}`) });
    const page = await browser.newPage();
    await signInThroughUi(page, shop);
    await page.goto('/name');
    await bodyRows(page).first().waitFor();
    expect(await bodyRows(page).count()).toBe(10);
    await page.getByLabel('Rows per page').selectOption('25');
    await page.waitForURL(/\/name\?pageSize=25$/);
    await expect.poll(() => bodyRows(page).count()).toBe(14);
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    // A search keeps the size.
    await page.getByLabel('Search manufacturers').fill('Maker 1');
    await page.getByLabel('Search manufacturers').press('Enter');
    await page.waitForURL(/\/name\?keyword=Maker\+1&pageSize=25$/);
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    await screenshot(page, 'list-view-manufacturers-desktop');
  });

  it('keeps the revenue chart’s amounts and dates inside it, on a phone too', async () => {
    const big = await addEntry(owner, { manufacturer: 'Acme', item: 'Parts', subname: 'Harbour crane', qty: 2, lowinventory: 0, cost: 1, price: 8_500_000 });
    await sell(owner, [{ _id: big._id, saleqty: 1 }]);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales/summary');
    const chart = page.getByRole('img', { name: /Revenue per day/ });
    await chart.waitFor();

    for (const size of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Each label's drawn box lies within the chart, and no two dates touch.
      await expect
        .poll(() =>
          chart.evaluate((svg: SVGSVGElement) => {
            const width = svg.viewBox.baseVal.width;
            const boxes = [...svg.querySelectorAll('text')].map((t) => ({ axis: t.dataset.axis, text: t.textContent, box: t.getBBox() }));
            const outside = boxes.filter(({ box }) => box.x < 0 || box.x + box.width > width).map((b) => b.text);
            const dates = boxes.filter((b) => b.axis === 'date').sort((a, b) => a.box.x - b.box.x);
            const touching = dates.filter((d, i) => i > 0 && d.box.x <= dates[i - 1].box.x + dates[i - 1].box.width).map((d) => d.text);
            return { fits: width === Math.round(svg.getBoundingClientRect().width), outside, touching, dates: dates.length };
          }),
        )
        .toMatchObject({ fits: true, outside: [], touching: [] });
      // In full where there is room (on a phone it may be written short, as $9.6M).
      if (size.name === 'desktop') expect(await chart.locator('text[data-axis="amount"]').last().textContent()).toBe('$9,605,000.00');
      if (size.name !== 'tablet') await screenshot(page, `list-view-chart-${size.name}`);
    }
  });
});
