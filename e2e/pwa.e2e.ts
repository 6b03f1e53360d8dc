/**
 * The installable app: a manifest with its icons, a service worker that keeps the app's files, so
 * after one visit the till's screens open with the network off; and a new version that announces
 * itself and takes over only at a safe moment, never in the middle of a sale.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seedBusiness, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { hasFocus, receiptLine, scan, scanBox } from './helpers/terminal';

const HAMMER = { upc: '520000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 5, price: 19.99 };

const UPDATE_TEXT = 'A new version of Stocktill is ready.';

/** Waits until the service worker is active and controls the page (reloading once if the first visit is not controlled yet). */
async function waitUntilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the page's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/**
 * The app through a pass-through server whose /sw.js can be made to differ, as a new deployment's
 * would: `deploy()` makes the next check for a new version find one.
 */
async function startDeployableProxy(target: string) {
  let version = 0;
  const server = http.createServer((req, res) => {
    const isWorker = req.url === '/sw.js';
    const headers = { ...req.headers };
    // The worker script whole and as plain text (no 304 for "unchanged"), so a line can be added to it.
    if (isWorker) for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
      if (!isWorker || version === 0) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from(`\n// deployment ${version}\n`)]);
        const { etag: _etag, 'last-modified': _modified, ...kept } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(body.length) });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => void (version += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the browser to look for a new version now (the app itself does so every hour). */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** Makes the page believe it was hidden (another app in front) or shown again. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    if (hide) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** A mark on the page's window that a reload wipes. */
const markPage = (page: Page) => page.evaluate(() => void ((window as { notReloaded?: boolean }).notReloaded = true));
const wasReloaded = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded !== true);

describe.skipIf(!hasBrowser)('the installable app', () => {
  const browser = useBrowser();
  const proxies: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
  });

  it('links a manifest with its icons, and after one visit opens the terminal, returns and wallet with the network off', async () => {
    const owner = await seedBusiness('Offline Shell Shop');
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();

    // The manifest: linked from the page, opening at the terminal, with its icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({ name: 'Stocktill', short_name: 'Stocktill', start_url: '/pos', display: 'standalone', theme_color: '#212529' });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }

    await waitUntilControlled(page);
    // The app's own files are kept; nothing of the API ever is.
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

    await page.context().setOffline(true);
    for (const [path, heading] of [
      ['/pos', 'Point of Sale Terminal'],
      ['/returns', 'Process Return Receipt'],
      ['/wallet', 'Your Receipt Wallet'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(true);
      await page.getByRole('heading', { name: heading }).waitFor();
      // The app, not the browser's "No internet" page.
      expect(new URL(page.url()).pathname).toBe(path);
      if (path === '/pos') {
        // The signed-in menus come from the cache too (once the header's own questions to the server fail).
        await page.getByRole('button', { name: 'Sales', exact: true }).waitFor({ timeout: 20_000 });
        await screenshot(page, 'pwa-pos-offline');
      }
    }
    // An API call is still a network call, which fails offline: never an answer from a cache.
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'failed'))).toBe('failed');
    await page.context().setOffline(false);
    expect(errors).toEqual([]);
  });

  it('announces a new version, never reloads into it during a sale, and does on arriving at the terminal with an empty cart', async () => {
    const { owner } = await seedShop({ bname: 'Update Shop', products: [HAMMER] });
    const proxy = await startDeployableProxy(browser.baseURL());
    proxies.push(proxy);
    const page = await browser.newPage({ serviceWorkers: 'allow', baseURL: proxy.url });
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    await waitUntilControlled(page);
    const banner = page.getByRole('status').filter({ hasText: UPDATE_TEXT });

    // A sale is started, then a new version is deployed and found.
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
    await scan(page, HAMMER.upc);
    await receiptLine(page, HAMMER.subname).waitFor();
    await markPage(page);
    proxy.deploy();
    await checkForUpdate(page);
    await banner.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reload now' }).waitFor();
    await screenshot(page, 'pwa-update-banner');

    // Mid-sale: neither leaving and coming back to the terminal nor hiding the app reloads it.
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await page.getByRole('link', { name: 'Sales Return' }).click();
    await page.getByRole('heading', { name: 'Process Return Receipt' }).waitFor();
    await page.getByRole('link', { name: 'Back to PoS' }).click();
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    await setHidden(page, true);
    await page.waitForTimeout(1_000);
    await setHidden(page, false);
    expect(await wasReloaded(page)).toBe(false);
    await banner.waitFor();
    await receiptLine(page, HAMMER.subname).waitFor();

    // The sale is over (its line taken off): still no reload while someone may be at the screen…
    await page.getByRole('button', { name: `Remove ${HAMMER.manufacturer} ${HAMMER.subname}` }).click();
    await receiptLine(page, HAMMER.subname).waitFor({ state: 'detached' });
    await page.waitForTimeout(1_000);
    expect(await wasReloaded(page)).toBe(false);

    // …until the terminal is opened afresh: the new version loads there.
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await page.getByRole('link', { name: 'Sales Return' }).click();
    await page.getByRole('heading', { name: 'Process Return Receipt' }).waitFor();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to PoS' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).waitFor();
    expect(await wasReloaded(page)).toBe(true);
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

    // "Reload now" is the person's own choice, even mid-sale: the cart survives it.
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
    await scan(page, HAMMER.upc);
    await receiptLine(page, HAMMER.subname).waitFor();
    await markPage(page);
    proxy.deploy();
    await checkForUpdate(page);
    await banner.waitFor({ timeout: 30_000 });
    const reloadedAgain = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Reload now' }).click();
    await reloadedAgain;
    expect(await wasReloaded(page)).toBe(true);
    await receiptLine(page, HAMMER.subname).waitFor();
    expect(await banner.count()).toBe(0);
  });
});
