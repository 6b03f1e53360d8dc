/**
 * The sales terminal as a clerk with a barcode scanner uses it: codes typed as a scanner types them
 * (a fast burst of keys and Enter), a slowed server, what the receipt shows, and whether the parts
 * that must stay on screen do.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A scanner's burst: every key a few milliseconds after the last, then Enter. */
export async function scan(page: Page, code: string, keyDelayMs = 4) {
  await page.keyboard.type(`${code}\n`, { delay: keyDelayMs });
}

export function scanBox(page: Page): Locator {
  return page.getByLabel('Search products');
}

/** The receipt's line rows, in the order the receipt shows them. */
export function receiptRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Receipt lines' }).locator('tbody tr[data-line]');
}

export function receiptLine(page: Page, subname: string): Locator {
  return receiptRows(page).filter({ hasText: subname });
}

export function quantityField(page: Page, name: string): Locator {
  return page.getByLabel(`Receipt quantity, ${name}`);
}

export function discountField(page: Page, name: string): Locator {
  return page.getByLabel(`Receipt discount %, ${name}`);
}

/** Each line as [name, quantity, discount], top to bottom. */
export async function receiptContents(page: Page): Promise<[string, number, number][]> {
  return receiptRows(page).evaluateAll((rows) =>
    rows.map((row): [string, number, number] => {
      const cell = (cls: string) => row.querySelector(cls);
      const value = (cls: string) => Number(row.querySelector<HTMLInputElement>(`${cls} input`)?.value);
      return [`${cell('.pos-line-mfg')?.textContent ?? ''} ${cell('.pos-line-name')?.textContent ?? ''}`, value('.pos-line-qty'), value('.pos-line-disc')];
    }),
  );
}

/** The terminal's news line (scan results, refusals, Undo), a live region. */
export function terminalNews(page: Page): Locator {
  return page.getByRole('status').filter({ has: page.getByTestId('terminal-notice') });
}

/** The look-ups of scanned codes answer only after `delayMs` (plus `extraMs(n)` for the nth). */
/**
 * Keeps the terminal's catalogue on the device empty (its sync gets an empty catalogue), so every
 * scan is looked up on the server: for tests of the queue behind a slow server. Call before /pos loads.
 */
export async function serverAnswersEveryScan(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/pos/catalog',
    (route) => route.fulfill({ json: { entries: [], deleted: [], cursor: '0', full: true } }),
  );
}

export async function slowLookups(page: Page, delayMs: number, extraMs: (n: number) => number = () => 0): Promise<{ answered: string[] }> {
  const answered: string[] = [];
  let n = 0;
  await page.route(
    (url) => url.pathname === '/api/pos/list' && url.searchParams.get('exact') === '1',
    async (route) => {
      const code = new URL(route.request().url()).searchParams.get('keyword') ?? '';
      await new Promise((resolve) => setTimeout(resolve, delayMs + extraMs(n++)));
      const response = await route.fetch();
      await route.fulfill({ response });
      answered.push(code);
    },
  );
  return { answered };
}

/** Counts the beeps the page plays (oscillators started). Call before the page loads. */
export async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { beeps: number };
    counted.beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      counted.beeps++;
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { beeps: number }).beeps);
}

export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Wholly inside the window as it is (no scrolling). */
export async function expectInView(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what} is shown`).not.toBeNull();
  const inside = box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= view.width + 0.5 && box!.y + box!.height <= view.height + 0.5;
  expect(inside, `${what} at ${JSON.stringify(box)} is inside ${view.width}×${view.height}`).toBe(true);
}

export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * Visible controls in the terminal smaller than 44 × 44 px: buttons, button-like links, fields and
 * selects, and radios by their labels (the part a finger hits). Links inside a sentence are exempt,
 * as WCAG exempts them.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const controls = main.querySelectorAll<HTMLElement>('button, a.btn, a.page-link, input:not([type="radio"]):not([type="checkbox"]), select, .form-check:has(input[type="radio"]) label');
    const small: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Inputs are wide; their height is what a finger has to hit.
      const tooSmall = el.matches('input, select') ? r.height < 44 : r.height < 44 || r.width < 44;
      if (tooSmall) small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  });
}

/** axe on the page's main part and any dialog over it: no violations of any impact. */
export async function expectNoAxeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).include('main');
  if (await page.locator('.modal.show').count()) builder.include('.modal.show');
  const result = await builder.analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
