import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { expectedTotals, seedShop, usd, type SeedProduct } from './helpers/pos-seed';
import { finishSaleDialog } from './helpers/tender';
import {
  discountField,
  expectInView,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  hasFocus,
  quantityField,
  receiptContents,
  receiptLine,
  scan,
  scanBox,
  SIZES,
  smallTouchTargets,
  terminalNews,
} from './helpers/terminal';

const HAMMER: SeedProduct = { upc: '320000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 5, price: 19.99 };
const TAPE: SeedProduct = { upc: '320000000022', manufacturer: 'Bolt', subname: 'Tape Measure', qty: 10, price: 7.35 };
const LEVEL: SeedProduct = { upc: '320000000033', manufacturer: 'Bolt', subname: 'Spirit Level', qty: 10, price: 12.5 };

async function openTerminal(page: Page) {
  await page.goto('/pos');
  await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
}

async function receiptTotal(page: Page): Promise<string> {
  return (await page.getByTestId('receipt-total').textContent()) ?? '';
}

describe.skipIf(!hasBrowser)('receipt lines at the terminal', () => {
  const browser = useBrowser();

  it('quantity and discount are edited in place, and a figure outside the rules is refused; a whole-sale discount; Remove with Undo', async () => {
    const { owner } = await seedShop({ bname: 'Line Edit Hardware', products: [HAMMER, TAPE, LEVEL], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await openTerminal(page);
    for (const p of [HAMMER, TAPE, LEVEL]) await scan(page, p.upc);
    await receiptLine(page, 'Spirit Level').waitFor();

    // More than the 5 on hand: refused beside the field, which stays open; the line is unchanged.
    const qty = quantityField(page, 'Acme Claw Hammer');
    await qty.click();
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await terminalNews(page).getByText('Quantity must be a whole number from 1 to 5: Acme Claw Hammer stays at 1').waitFor();
    await receiptLine(page, 'Claw Hammer').getByText('1 to 5').waitFor();
    expect(await qty.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(qty)).toBe(true);
    expect(await receiptLine(page, 'Claw Hammer').locator('.pos-line-price').textContent()).toBe(usd(1999));
    await screenshot(page, 'terminal-line-refused');
    await expectNoAxeViolations(page);
    // 3 is kept; the focus goes back to the scan box.
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => receiptLine(page, 'Claw Hammer').locator('.pos-line-price').textContent()).toBe(usd(5997));
    expect(await hasFocus(scanBox(page))).toBe(true);
    expect(await qty.getAttribute('aria-invalid')).toBeNull();

    // A discount above 50 % or not a whole percent is refused; 10 is kept.
    const disc = discountField(page, 'Bolt Tape Measure');
    for (const bad of ['51', '12.5']) {
      await disc.fill(bad);
      await disc.press('Enter');
      await expect.poll(() => disc.getAttribute('aria-invalid')).toBe('true');
      await terminalNews(page).getByText('Discount must be a whole percent from 0 to 50: Bolt Tape Measure stays at 0 %').waitFor();
      await receiptLine(page, 'Tape Measure').getByText('0 to 50 %').waitFor();
      expect(await receiptLine(page, 'Tape Measure').locator('.pos-line-price').textContent()).toBe(usd(735));
    }
    await disc.fill('10');
    await disc.press('Enter');
    await expect.poll(() => receiptContents(page)).toEqual([
      ['Acme Claw Hammer', 3, 0],
      ['Bolt Tape Measure', 1, 10],
      ['Bolt Spirit Level', 1, 0],
    ]);
    // Left with a figure the rule refuses (a tap elsewhere): the old figure comes back and the news says why.
    await quantityField(page, 'Bolt Spirit Level').fill('0');
    await page.getByRole('heading', { name: 'Point of Sale Terminal' }).click();
    await terminalNews(page).getByText('Quantity must be a whole number from 1 to 10: Bolt Spirit Level stays at 1').waitFor();
    expect(await quantityField(page, 'Bolt Spirit Level').inputValue()).toBe('1');

    // A discount on the whole sale: the same percent on every line, as the dialog says.
    await page.getByRole('button', { name: 'Discount sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discount the whole sale' });
    await dialog.getByText('this sets the same percent, 0 to 50, on each of the 3 lines').waitFor();
    await dialog.getByLabel('Discount % on every line').fill('60');
    await dialog.getByRole('button', { name: 'Apply to every line' }).click();
    await dialog.getByText('Discount must be a whole percent from 0 to 50').waitFor();
    await screenshot(page, 'terminal-sale-discount');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Discount % on every line').fill('15');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect((await receiptContents(page)).map(([, , pct]) => pct)).toEqual([15, 15, 15]);
    const want = expectedTotals(
      [
        { price: HAMMER.price, qty: 3, disc: 15 },
        { price: TAPE.price, qty: 1, disc: 15 },
        { price: LEVEL.price, qty: 1, disc: 15 },
      ],
      0,
      13,
    );
    expect(await receiptTotal(page)).toBe(usd(want.total));
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);

    // Remove, then Undo: the line comes back where it was, as it was.
    await page.getByRole('button', { name: 'Remove Bolt Tape Measure' }).click();
    await receiptLine(page, 'Tape Measure').waitFor({ state: 'detached' });
    await terminalNews(page).getByText('Removed Bolt Tape Measure').waitFor();
    await screenshot(page, 'terminal-removed-undo');
    await terminalNews(page).getByRole('button', { name: 'Undo' }).click();
    await receiptLine(page, 'Tape Measure').waitFor();
    expect(await receiptContents(page)).toEqual([
      ['Acme Claw Hammer', 3, 15],
      ['Bolt Tape Measure', 1, 15],
      ['Bolt Spirit Level', 1, 15],
    ]);
    expect(await receiptTotal(page)).toBe(usd(want.total));
  });

  it('a whole sale from the keyboard alone: scans, * quantity, F3, F4, F9 and Enter, with no mouse and no Tab', async () => {
    const { owner } = await seedShop({ bname: 'Keys Only Hardware', products: [HAMMER, TAPE], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await openTerminal(page);

    // The help overlay on ?, and back to the scan box on Escape.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Cancel the sale (asks first)').waitFor();
    await screenshot(page, 'terminal-shortcuts-help');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);

    await scan(page, HAMMER.upc);
    await scan(page, TAPE.upc);
    await scan(page, HAMMER.upc);
    await expect.poll(() => receiptContents(page)).toEqual([
      ['Acme Claw Hammer', 2, 0],
      ['Bolt Tape Measure', 1, 0],
    ]);
    // * and a quantity in the scan box: the last line scanned (the hammer) gets it.
    await page.keyboard.type('*4');
    await page.keyboard.press('Enter');
    await expect.poll(() => quantityField(page, 'Acme Claw Hammer').inputValue()).toBe('4');
    // F4: the discount of that line; F3: its quantity.
    await page.keyboard.press('F4');
    await expect.poll(() => hasFocus(discountField(page, 'Acme Claw Hammer'))).toBe(true);
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    await page.keyboard.press('F3');
    await expect.poll(() => hasFocus(quantityField(page, 'Acme Claw Hammer'))).toBe(true);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect.poll(() => receiptContents(page)).toEqual([
      ['Acme Claw Hammer', 2, 10],
      ['Bolt Tape Measure', 1, 0],
    ]);
    // F2 puts the focus back in the scan box from anywhere.
    await page.keyboard.press('F4');
    await page.keyboard.press('F2');
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);

    // Ctrl+Enter opens Checkout as F9 does; Escape closes it.
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => hasFocus(finishSaleDialog(page).getByLabel('Amount given'))).toBe(true);
    // An Escape that arrives while the dialog is still fading in is not taken: press until it closes.
    await expect
      .poll(async () => {
        if (await finishSaleDialog(page).count()) await page.keyboard.press('Escape');
        return finishSaleDialog(page).count();
      })
      .toBe(0);
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);

    const want = expectedTotals(
      [
        { price: HAMMER.price, qty: 2, disc: 10 },
        { price: TAPE.price, qty: 1, disc: 0 },
      ],
      0,
      13,
    );
    await page.keyboard.press('F9');
    const dialog = finishSaleDialog(page);
    await expect.poll(() => hasFocus(dialog.getByLabel('Amount given'))).toBe(true);
    expect(await dialog.getByTestId('finish-total').textContent()).toBe(usd(want.total));
    const sent = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    await page.keyboard.press('Enter');
    const [, ...soldLines] = (await sent).postDataJSON() as [unknown, ...{ saleqty: number; itemdiscount: number }[]];
    expect(soldLines.map((l) => [l.saleqty, l.itemdiscount])).toEqual([
      [2, 10],
      [1, 0],
    ]);
    await page.getByRole('heading', { name: `Sale complete: ${usd(want.total)}` }).waitFor();
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
  });

  it('Cancel Sale asks first, by button or F8; going back keeps the sale', async () => {
    const { owner } = await seedShop({ bname: 'Cancel Hardware', products: [HAMMER] });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await openTerminal(page);
    await scan(page, HAMMER.upc);
    await receiptLine(page, 'Claw Hammer').waitFor();

    await page.getByRole('button', { name: 'Cancel Sale' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel this sale?' });
    await ask.getByText('All 1 line, the shipping and the discounts come off the receipt. Nothing is sold.').waitFor();
    await screenshot(page, 'terminal-cancel-asks');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await receiptContents(page)).toEqual([['Acme Claw Hammer', 1, 0]]);
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);

    await page.keyboard.press('F8');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Clear the receipt' }).click();
    await receiptLine(page, 'Claw Hammer').waitFor({ state: 'detached' });
    expect(await receiptTotal(page)).toBe('$0.00');
    await expect.poll(() => hasFocus(scanBox(page))).toBe(true);
  });

  it('at 1280 × 900, 768 × 1024 and 390 × 844 the scan box, the total and Checkout are in sight with 12 lines, nothing scrolls sideways, and every control is a 44 px target', async () => {
    const many: SeedProduct[] = Array.from({ length: 12 }, (_, i) => ({ upc: `33000000${String(i + 1).padStart(4, '0')}`, manufacturer: 'Sizer', subname: `Widget ${i + 1}`, qty: 9, price: 2 + i }));
    const { owner } = await seedShop({ bname: 'Every Size Hardware', products: many });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await openTerminal(page);
    for (const p of many) await scan(page, p.upc, 0);
    await expect.poll(() => receiptContents(page).then((lines) => lines.length)).toBe(12);

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => window.scrollTo(0, 0));
      const total = page.getByTestId(size.width < 768 ? 'sale-bar-total' : 'receipt-total');
      await expect.poll(() => total.textContent()).toMatch(/^\$\d/);
      await expectInView(page, scanBox(page), `the scan box at ${size.name}`);
      await expectInView(page, total, `the total at ${size.name}`);
      await expectInView(page, page.getByRole('button', { name: 'Checkout' }), `Checkout at ${size.name}`);
      await expectNoSidewaysScroll(page);
      expect(await smallTouchTargets(page)).toEqual([]);
      await screenshot(page, `terminal-lines-${size.name}`);
      await expectNoAxeViolations(page);
      // Scrolled to the end of the products, the total and Checkout are still there.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectInView(page, page.getByRole('button', { name: 'Checkout' }), `Checkout at ${size.name}, scrolled down`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    // On the phone the whole sale still rings up: Checkout from the bottom bar.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await finishSaleDialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
    await expectInView(page, scanBox(page), 'the scan box after the sale on the phone');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'terminal-sold-phone');
    await expectNoAxeViolations(page);
  });
});
