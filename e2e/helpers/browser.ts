/**
 * Debian's Chromium driven by playwright-core. Without a browser the tests are skipped with a
 * notice, except under CI where a missing browser is a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROMIUM_PATH);

if (!hasBrowser) {
  if (process.env.CI) throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH} (install Debian's chromium).`);
  console.warn(`[e2e] Skipping browser tests: no Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
}

export const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

export interface ContextOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  /** The browser's language (navigator.languages, Accept-Language): US English unless a test says. */
  locale?: string;
  serviceWorkers?: 'allow' | 'block';
  baseURL?: string;
}

/** Opens one browser for a test file; each test gets a fresh context (no shared storage). */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (!hasBrowser) return;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    baseURL: () => inject('baseURL'),
    /**
     * `timezoneId`: the zone the browser believes it is in (the machine's by default).
     * `serviceWorkers`: 'allow' to let the app install its service worker (the offline tests); blocked
     * otherwise, so a test that cuts the app's own files off sees what a first visit would.
     * `baseURL`: another server than the shared one (a test that starts and kills its own).
     */
    async newPage(opts: ContextOptions = {}): Promise<Page> {
      const page = await newContext(opts).then((context) => context.newPage());
      page.setDefaultTimeout(10_000);
      return page;
    },
    newContext,
  };
  /** A fresh context (its own storage), for tests that open several tabs of one browser. */
  async function newContext(opts: ContextOptions = {}): Promise<BrowserContext> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL: opts.baseURL ?? inject('baseURL'),
        viewport: opts.viewport ?? { width: 1280, height: 900 },
        timezoneId: opts.timezoneId,
        // The app speaks the browser's language before sign-in: the same on every machine.
        locale: opts.locale ?? 'en-US',
        serviceWorkers: opts.serviceWorkers ?? 'block',
      });
      contexts.push(context);
      return context;
  }
}

/**
 * Saves a full-page screenshot under e2e/screenshots/<name>.png for a person to look at. Transitions
 * are run to their end first, so a field that has just stopped being invalid does not show the
 * red border it is fading out of.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
