/**
 * `npx tsx bench/scan-to-line.ts`: how long a scan takes to reach the receipt at the terminal, in
 * Chromium. 100 scans typed as a keyboard-wedge scanner types them (12 digits a few milliseconds
 * apart, then Enter), 30 ms between scans, over 20 products (so most scans add one more to a line).
 * The page marks each scan from the scanner's Enter to the line in the page (`pos:keys-to-line`);
 * printed as median (p50) and p99, three times: answered by the catalogue kept on the device (the
 * terminal's normal case once it has loaded), then with the device's catalogue kept empty so the
 * server answers every scan, as it is and with every look-up held back 300 ms (a slow connection),
 * where scans queue up behind each other. The figures go to bench/results.md.
 *
 * It builds the web app into a folder of its own and serves it with the real server on a throwaway
 * in-memory database. Figures only; nothing passes or fails.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { writeResultsSection } from './results-section';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCANS = 100;
const PRODUCTS = 20;
const BETWEEN_SCANS_MS = 30;
const KEY_DELAY_MS = 2;
const SLOW_LOOKUP_MS = 300;

async function call<T>(base: string, method: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A shop with 20 products, 1,000 of each, through the API; answers the owner's sign-in and the codes. */
async function seedShop(base: string) {
  const email = `scan-bench-${Date.now()}@example.com`;
  const password = 'bench-pass-1';
  const owner = await call<{ token: string }>(base, 'POST', '/owners/register', {
    fname: 'Bench',
    lname: 'Owner',
    email,
    phone: '+14165550100',
    bname: 'Scan Bench',
    address: '1 Main St',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    mailcode: 'M5V 1A1',
    password,
  });
  await call(base, 'POST', '/setting/add', { taxrate: 13, currency: 'USD' }, owner.token);
  await call(base, 'POST', '/item/add', { item: 'Parts' }, owner.token);
  await call(base, 'POST', '/name/add', { manufacturer: 'Bench' }, owner.token);
  const codes: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const upc = `5100000000${String(i).padStart(2, '0')}`;
    await call(base, 'POST', '/inventory/add', { upc, manufacturer: 'Bench', subname: `Part ${i}`, item: 'Parts', qty: 1000, lowinventory: 1, cost: 1, price: 2 }, owner.token);
    codes.push(upc);
  }
  return { email, password, codes };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function scanRun(page: Page, codes: string[]): Promise<number[]> {
  const catalogue = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/pos/catalog');
  await page.goto('/pos');
  await page.waitForFunction(() => document.activeElement?.id === 'pos-search-term');
  // The device's catalogue sync has answered (and, a moment later, is stored).
  await catalogue;
  await page.waitForTimeout(500);
  await page.evaluate(() => performance.clearMeasures('pos:keys-to-line'));
  for (let i = 0; i < SCANS; i++) {
    await page.keyboard.type(`${codes[i % codes.length]}\n`, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(BETWEEN_SCANS_MS);
  }
  await page.waitForFunction((n) => performance.getEntriesByName('pos:keys-to-line').length >= n, SCANS, { timeout: 120_000 });
  const units = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('.pos-line-qty input')].reduce((n, el) => n + Number(el.value), 0));
  if (units !== SCANS) throw new Error(`${units} units on the receipt after ${SCANS} scans`);
  const durations = await page.evaluate(() => performance.getEntriesByName('pos:keys-to-line').map((e) => e.duration));
  // Cancel the sale for the next run (asks first).
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'Clear the receipt' }).click();
  return durations.sort((a, b) => a - b);
}

async function main() {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-scan-bench-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv), database, logger: false, webDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const shop = await seedShop(base);
    const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(shop.email);
    await page.getByLabel('Password').fill(shop.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const lines: string[] = [];
    const report = (what: string, d: number[]) => {
      const line = `| ${what} | ${percentile(d, 50).toFixed(0)} ms | ${percentile(d, 99).toFixed(0)} ms | ${d.at(-1)!.toFixed(0)} ms |`;
      lines.push(line);
      console.log(line);
    };
    const heading = `Scan to line in Chromium headless, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; ${SCANS} scans ${BETWEEN_SCANS_MS} ms apart over ${PRODUCTS} products.`;
    console.log(heading);
    report('answered on the device (its catalogue loaded)', await scanRun(page, shop.codes));
    // From here the device's catalogue stays empty: every scan asks the server.
    await page.route(
      (url) => url.pathname === '/api/pos/catalog',
      (route) => route.fulfill({ json: { entries: [], deleted: [], cursor: '0', full: true } }),
    );
    report('answered by the server, as it is', await scanRun(page, shop.codes));
    await page.route(
      (url) => url.pathname === '/api/pos/list' && url.searchParams.get('exact') === '1',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_LOOKUP_MS));
        await route.continue();
      },
    );
    report(`answered by the server, each look-up held back ${SLOW_LOOKUP_MS} ms`, await scanRun(page, shop.codes));
    writeResultsSection(
      'scan-to-line',
      [
        '## Scan to line at the terminal (`npx tsx bench/scan-to-line.ts`)',
        '',
        heading,
        '',
        '| look-up | p50 | p99 | worst |',
        '|---|---|---|---|',
        ...lines,
        '',
        'One frame at 60 Hz is 16.7 ms. The server cases keep the device catalogue empty on purpose.',
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
