/**
 * The accessibility sweep (issue 16 item 9): every screen, at 1280, 768 and 390 px wide, has no
 * axe-core violation of any impact, its own title, no sideways scroll, and the skip link lands on
 * its content. The screens are the router's own list (src/domain/app-paths.ts), each opened with
 * real data so that its tables, badges and forms are there to be checked; a screen added to the
 * router without a place here fails the coverage test. The sweep runs as two files (the back
 * office, and the till and reports) so that the browser tests' two workers share it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../src/domain/app-paths';
import { apiCall, seedUser, signInThroughUi, type SeededUser } from './api';
import { hasBrowser, useBrowser } from './browser';
import { seedShop, sellThroughApi } from './pos-seed';

const WIDTHS = [1280, 768, 390];

/** Router paths checked elsewhere or not screens of their own. */
export const NOT_SWEPT: Record<string, string> = {
  '/reset-password/:token': 'needs a mailed token; e2e/password-reset.e2e.ts checks it with axe',
  '/register/*': 'the old path of /admin/user/register, which redirects there',
  '/inventory/*': 'the catch-all under /inventory: the list itself',
  '/returns/slip': 'the refund slip printed after a return; e2e/returns.e2e.ts',
  '/pos/display': 'the customer display window; e2e/customer-display.e2e.ts',
  '/receipt/:barcode': 'a print view without the app chrome; e2e/pos.e2e.ts',
  '/shifts/:id/cash': 'the same form as the close screen, checked in e2e/shifts.e2e.ts',
};

interface Seeded {
  owner: SeededUser;
  productId: string;
  barcode: string;
  shiftId: string;
  registerId: string;
  countId: string;
  orderId: string;
  staffId: string;
}

async function seed(): Promise<Seeded> {
  const { owner, products } = await seedShop({
    bname: 'Sweep Shop',
    taxrate: 13,
    currency: 'CAD',
    products: [
      { upc: '4006381333931', manufacturer: 'Acme', subname: 'Hammer', qty: 20, price: 12.5 },
      { upc: '4006381333948', manufacturer: 'Acme', subname: 'Chisel', qty: 1, price: 8 },
      { upc: '4006381333955', manufacturer: 'Bolt Co', subname: 'Wrench', qty: 0, price: 9 },
    ],
  });
  const ok = async <T>(what: string, call: Promise<{ status: number; data: T }>) => {
    const res = await call;
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.data)}`);
    return res.data;
  };
  const sale = await sellThroughApi(owner, [{ product: products[0], qty: 2 }]);
  const registers = await ok<{ registers: { _id: string }[] }>('registers', apiCall('GET', '/registers', undefined, owner.token));
  const registerId = registers.registers[0]._id;
  const shift = await ok<{ _id: string }>('shift', apiCall('POST', `/registers/${registerId}/shifts`, { float: 100 }, owner.token));
  const count = await ok<{ _id: string }>('count', apiCall('POST', '/stock-counts', { name: 'Shelf count' }, owner.token));
  const supplier = await ok<{ _id: string }>('supplier', apiCall('POST', '/suppliers', { name: 'Northwind' }, owner.token));
  const order = await ok<{ _id: string }>('order', apiCall('POST', '/purchase-orders', { supplierId: supplier._id, lines: [{ inventoryId: products[1]._id, qty: 5, cost: 1 }] }, owner.token));
  await ok('quick keys', apiCall('PUT', '/pos/quick-keys', { entries: [products[0]._id] }, owner.token));
  // A sale made offline of a product with none left, at another price: both lists of /sales/offline show.
  const offlineSale = { barcode: '900000000001', soldAt: new Date(Date.now() - 3_600_000).toISOString(), shipping: 0, lines: [{ _id: products[2]._id, saleqty: 1, itemdiscount: 0, price: 7, taxRate: 13 }] };
  await ok('offline sale', apiCall('POST', '/pos/offline-sales', offlineSale, owner.token, { 'idempotency-key': 'sweep-offline-sale' }));
  const staff = await seedUser(owner, { name: 'Sam Staff' });
  return { owner, productId: products[0]._id, barcode: sale.barcode, shiftId: shift._id, registerId, countId: count._id, orderId: order._id, staffId: staff._id };
}

/** Stand-in values, for listing the screens before anything is seeded. */
export const placeholder: Seeded = { owner: {} as SeededUser, productId: 'p', barcode: 'b', shiftId: 's', registerId: 'r', countId: 'c', orderId: 'o', staffId: 'u' };

/** Each router path with real values, and whether it is seen signed in. */
export function screens(s: Seeded): { route: string; url: string; signedIn: boolean }[] {
  const at = (route: string, url: string, signedIn = true) => ({ route, url, signedIn });
  return [
    at('/', '/', false),
    at('/login', '/login', false),
    at('/forgot-password', '/forgot-password', false),
    at('/owner', '/owner', false),
    at('/start', '/start', false),
    at('/wallet', '/wallet', false),
    at('/wallet/:id', '/wallet/00000000-0000-4000-8000-000000000000', false),
    at('/dashboard', '/dashboard'),
    at('/quick-keys', '/quick-keys'),
    at('/admin/userlist', '/admin/userlist'),
    at('/admin/user/register/*', '/admin/user/register'),
    at('/admin/user/:id', `/admin/user/${s.staffId}`),
    at('/profile', '/profile'),
    at('/inventory', '/inventory'),
    at('/inventory/add', '/inventory/add'),
    at('/inventory/edit/:id', `/inventory/edit/${s.productId}`),
    at('/page/:pageNumber/*', '/page/1'),
    at('/search/:keyword/page/:pageNumber', '/search/Hammer/page/1'),
    at('/search/:keyword/*', '/search/Hammer'),
    at('/labels', '/labels'),
    at('/inventory/import', '/inventory/import'),
    at('/inventory/movements', '/inventory/movements'),
    at('/suppliers', '/suppliers'),
    at('/purchase-orders', '/purchase-orders'),
    at('/purchase-orders/new', '/purchase-orders/new'),
    at('/purchase-orders/:id', `/purchase-orders/${s.orderId}`),
    at('/inventory/counts', '/inventory/counts'),
    at('/inventory/counts/:id', `/inventory/counts/${s.countId}`),
    at('/inventory/counts/:id/review', `/inventory/counts/${s.countId}/review`),
    at('/items/*', '/items'),
    at('/pageitem/:pageNumber/*', '/pageitem/1'),
    at('/name/*', '/name'),
    at('/pagename/:pageNumber/*', '/pagename/1'),
    at('/settings/*', '/settings'),
    at('/pos/*', '/pos'),
    at('/pagepos/:pageNumber/*', '/pagepos/1'),
    at('/searchpos/:keyword/page/:pageNumber', '/searchpos/Hammer/page/1'),
    at('/searchpos/:keyword/*', '/searchpos/Hammer'),
    at('/returns/*', `/returns/${s.barcode}`),
    at('/registers', '/registers'),
    at('/registers/:id/open', `/registers/${s.registerId}/open`),
    at('/shifts', '/shifts'),
    at('/shifts/:id', `/shifts/${s.shiftId}`),
    at('/shifts/:id/close', `/shifts/${s.shiftId}/close`),
    at('/reports', '/reports'),
    at('/reports/lowinventory/*', '/reports/lowinventory'),
    at('/lowpage/:lowpageNumber/*', '/lowpage/1'),
    at('/sales', '/sales'),
    at('/sales/mine', '/sales/mine'),
    at('/sales/offline', '/sales/offline'),
    at('/sales/summary', '/sales/summary'),
  ];
}

interface Finding {
  url: string;
  width: number;
  problem: string;
}

/** Opens a screen, waits for its heading, then checks it at each width. */
async function sweep(page: Page, url: string): Promise<{ findings: Finding[]; title: string }> {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  // Data-bound parts settle before the check (loaders gone).
  await page.waitForFunction(() => !document.querySelector('[role="status"].spinner-border, .spinner-border'), undefined, { timeout: 10_000 }).catch(() => undefined);
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) findings.push({ url, width, problem: `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}` });
    if (!(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))) findings.push({ url, width, problem: 'scrolls sideways' });
  }
  return { findings, title: await page.title() };
}

export type ScreenPart = 'back office' | 'till and reports';

/** Which half of the sweep a route belongs to. */
export function partOf(route: string): ScreenPart {
  return /^\/(pos|pagepos|searchpos|returns|registers|shifts|reports|lowpage|sales|dashboard|wallet)/.test(route) ? 'till and reports' : 'back office';
}

/** The sweep of one part: each of its screens a test, then its titles and (back office) the skip link. */
export function sweepScreens(part: ScreenPart) {
describe.skipIf(!hasBrowser)(`accessibility of every screen: ${part}`, () => {
  const browser = useBrowser();

  it('covers every screen of the router', () => {
    const swept = new Set(screens(placeholder).map((s) => s.route));
    const missing = APP_PATHS.filter((p) => !swept.has(p) && !(p in NOT_SWEPT));
    expect(missing).toEqual([]);
  });

  // Seeded once; the pages stay signed in across the screens.
  const fixture: { seeded?: Seeded; signedIn?: Page; signedOut?: Page } = {};
  const titles = new Map<string, string>();

  beforeAll(async () => {
    if (!hasBrowser) return;
    fixture.seeded = await seed();
    fixture.signedOut = await browser.newPage();
    fixture.signedIn = await browser.newPage();
    await signInThroughUi(fixture.signedIn, fixture.seeded.owner);
  });

  it.each(screens(placeholder).filter((s) => partOf(s.route) === part).map((s) => [s.route, s] as const))('%s: no axe violation and no sideways scroll at any width', async (route) => {
    const screen = screens(fixture.seeded!).find((s) => s.route === route)!;
    const result = await sweep(screen.signedIn ? fixture.signedIn! : fixture.signedOut!, screen.url);
    titles.set(screen.url, result.title);
    expect(result.findings.map((f) => `@${f.width}: ${f.problem}`)).toEqual([]);
  });

  it('gives each screen a title of its own, and a skip link that lands on the content', async () => {
    // Titles: each names its screen. Paged and searched views of one list share their list's title.
    // The front page is the product itself: its title is the name alone.
    for (const [url, title] of titles) expect(title, url).toMatch(url === '/' ? /^Stocktill$/ : / · Stocktill$/);
    expect(new Set(titles.values()).size).toBeGreaterThanOrEqual(12);

    const page = fixture.signedIn!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/inventory');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
}
