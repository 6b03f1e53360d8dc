import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { expectedTotals, seedShop, usd } from './helpers/pos-seed';
import { openCheckout, payExactCash } from './helpers/tender';

const HAMMER = { upc: '160000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 10, price: 19.99 };
const TAPE = { upc: '160000000022', manufacturer: 'Bolt', subname: 'Tape Measure', qty: 10, price: 7.35 };

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * The display (not in the accessibility sweep) at each of the three widths: a screenshot each and
 * no sideways scroll at any; no axe violation at the desktop width (one axe run per state, as
 * each run costs seconds).
 */
async function lookAtEverySize(display: Page, name: string) {
  for (const size of SIZES) {
    await display.setViewportSize({ width: size.width, height: size.height });
    await screenshot(display, `customer-display-${name}-${size.name}`);
    if (size === SIZES[0]) {
      const result = await new AxeBuilder({ page: display }).analyze();
      expect(result.violations.map((v) => `${size.name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    expect(await display.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${size.width}`).toBe(true);
  }
  await display.setViewportSize({ width: 1280, height: 900 });
}

function displayLines(display: Page) {
  return display.getByRole('table', { name: 'Your items' }).getByTestId('display-line');
}

describe.skipIf(!hasBrowser)('the customer display', () => {
  const browser = useBrowser();

  it('follows the terminal: a welcome, then the lines and total as they are rung up, then the change of a cash sale', async () => {
    const { owner } = await seedShop({ bname: 'Corner Hardware', products: [HAMMER, TAPE], taxrate: 13 });
    const terminal = await browser.newPage();
    await signInThroughUi(terminal, owner);
    await terminal.goto('/pos');

    // The terminal's button opens the display in a window of its own, in the same browser.
    const [display] = await Promise.all([terminal.context().waitForEvent('page'), terminal.getByRole('button', { name: 'Customer display' }).click()]);
    await display.waitForURL('**/pos/display');
    await display.setViewportSize({ width: 1280, height: 900 });
    await display.getByText('Welcome', { exact: true }).waitFor();
    await display.getByRole('heading', { level: 1, name: 'Corner Hardware' }).waitFor();
    expect(await display.title()).toBe('Customer display · Stocktill');
    // No header, no navigation: nothing there for a customer to press.
    expect(await display.getByRole('navigation').count()).toBe(0);
    expect(await display.getByRole('link').count()).toBe(0);
    await lookAtEverySize(display, 'welcome');

    await terminal.getByRole('button', { name: 'Add Acme Claw Hammer' }).click();
    await displayLines(display).filter({ hasText: 'Acme Claw Hammer' }).waitFor();
    const one = expectedTotals([{ price: HAMMER.price, qty: 1, disc: 0 }], 0, 13);
    await display.getByTestId('display-total').filter({ hasText: usd(one.total) }).waitFor();

    await terminal.getByLabel('Quantity of Bolt Tape Measure').fill('3');
    await terminal.getByRole('button', { name: 'Add Bolt Tape Measure' }).click();
    const two = expectedTotals(
      [
        { price: HAMMER.price, qty: 1, disc: 0 },
        { price: TAPE.price, qty: 3, disc: 0 },
      ],
      0,
      13,
    );
    await display.getByTestId('display-total').filter({ hasText: usd(two.total) }).waitFor();
    expect(await displayLines(display).allInnerTexts()).toEqual([
      expect.stringMatching(/Acme Claw Hammer\s+1 @ \$19\.99\s+\$19\.99/),
      expect.stringMatching(/Bolt Tape Measure\s+3 @ \$7\.35\s+\$22\.05/),
    ]);
    expect(await display.locator('dl[aria-label="Subtotal and tax"]').innerText()).toMatch(/Tax @ 13%\s+\$/);
    await lookAtEverySize(display, 'selling');

    // A line taken off the receipt leaves the display too.
    await terminal.getByRole('button', { name: 'Remove Acme Claw Hammer' }).click();
    await expect.poll(() => displayLines(display).count()).toBe(1);
    await terminal.getByRole('button', { name: 'Add Acme Claw Hammer' }).click();
    await expect.poll(() => displayLines(display).count()).toBe(2);

    // Paid in cash, 100 given: the display shows the change in large type.
    const dialog = await openCheckout(terminal);
    await dialog.getByLabel('Amount given').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await terminal.getByRole('heading', { name: `Sale complete: ${usd(two.total)}` }).waitFor();
    await display.getByTestId('display-change').filter({ hasText: `Change ${usd(10000 - two.total)}` }).waitFor();
    expect(await display.getByTestId('display-paid-total').textContent()).toBe(usd(two.total));
    expect(await display.locator('dl[aria-label="Paid with"]').innerText()).toMatch(/Cash\s+\$100\.00/);
    expect(await displayLines(display).count()).toBe(0);
    await lookAtEverySize(display, 'paid-cash');

    // Closing the finished sale on the terminal welcomes the next customer.
    await terminal.getByRole('button', { name: 'Close' }).click();
    await display.getByText('Welcome', { exact: true }).waitFor();
  });

  it('shows the wallet QR when the receipt went to the customer’s wallet, and catches up when opened mid-sale', async () => {
    const { owner } = await seedShop({ bname: 'Wallet Hardware', products: [HAMMER], taxrate: 13 });
    const wallet = await apiCall<{ id: string }>('POST', '/wallets');
    expect(wallet.status).toBe(201);
    const terminal = await browser.newPage();
    await signInThroughUi(terminal, owner);
    await terminal.goto('/pos');
    await terminal.getByRole('button', { name: 'Add Acme Claw Hammer' }).click();

    // Opened after the line was added: the terminal repeats what is on the receipt, so it appears.
    const display = await terminal.context().newPage();
    await display.goto('/pos/display');
    await displayLines(display).filter({ hasText: 'Acme Claw Hammer' }).waitFor();

    await payExactCash(terminal, { qrid: wallet.data.id });
    await terminal.getByText("The receipt was sent to the customer's wallet.").waitFor();
    const qr = display.getByRole('img', { name: 'Receipt wallet QR code' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await display.getByText('Your receipt is in your wallet').waitFor();
    // Exact cash: nothing to hand back, so no change is named.
    expect(await display.getByTestId('display-change').count()).toBe(0);
    await lookAtEverySize(display, 'paid-wallet');

    // The next customer's first line replaces the finished sale (once the tender dialog has gone).
    await terminal.getByRole('dialog', { name: 'Finish Sale' }).waitFor({ state: 'detached' });
    await terminal.getByRole('button', { name: 'Add Acme Claw Hammer' }).click();
    await displayLines(display).first().waitFor();
    expect(await display.getByRole('img', { name: 'Receipt wallet QR code' }).count()).toBe(0);
  });
});
