import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../src/domain/schemas/pos';
import type { TRegisterList, TShiftReport } from '../src/domain/schemas/money';
import { apiCall, signInThroughUi, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { expectedTotals, seedShop, usd } from './helpers/pos-seed';
import { finishSaleDialog, hasFocus, lastSaleBarcode, openCheckout, payExactCash } from './helpers/tender';
import { scan } from './helpers/terminal';

const HAMMER = { upc: '140000000011', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 10, price: 19.99 };
const TAPE = { upc: '140000000022', manufacturer: 'Bolt', subname: 'Tape Measure', qty: 10, price: 7.35 };

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

/** The terminal's page and the modal over it, when one is open. */
async function expectNoAxeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).include('main');
  if (await page.locator('.modal.show').count()) builder.include('.modal.show');
  const result = await builder.analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

function receiptLine(page: Page, subname: string) {
  return page.getByRole('table', { name: 'Receipt lines' }).getByRole('row').filter({ hasText: subname });
}

async function addProduct(page: Page, name: string) {
  await page.getByRole('button', { name: `Add ${name}` }).click();
}

/** The payment rows beside the finished sale: [label, amount]. */
async function paymentRows(page: Page): Promise<string[][]> {
  const payments = page.getByRole('group', { name: 'Payments' });
  await payments.waitFor();
  const labels = await payments.getByTestId('payment-label').allInnerTexts();
  const amounts = await payments.getByTestId('payment-amount').allInnerTexts();
  return labels.map((label, i) => [label.trim(), amounts[i]?.trim() ?? '']);
}

async function receiptOf(owner: SeededUser, barcode: string): Promise<TReceipt> {
  const res = await apiCall<TReceipt>('GET', `/pos/receipt/${barcode}`, undefined, owner.token);
  expect(res.status).toBe(200);
  return res.data;
}

/** The printable receipt's text, once its barcode has drawn. */
async function printedText(page: Page, barcode: string): Promise<string> {
  await page.goto(`/receipt/${barcode}`);
  const printed = page.getByRole('article', { name: `Receipt ${barcode}` });
  await page.getByRole('img', { name: `Barcode ${barcode}` }).waitFor();
  return (await printed.innerText()).replace(/\u00a0/g, ' ');
}

describe.skipIf(!hasBrowser)('taking the money at the terminal', () => {
  const browser = useBrowser();

  it('a cash sale with change, by scanner and keyboard alone', async () => {
    const { owner } = await seedShop({ bname: 'Keyboard Hardware', products: [HAMMER, TAPE], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    const search = page.getByLabel('Search products');
    await expect.poll(() => hasFocus(search)).toBe(true);

    // The scanner types each code and Enter into the search box, which keeps the focus.
    for (const [product, shown] of [
      [HAMMER, 'Claw Hammer'],
      [TAPE, 'Tape Measure'],
    ] as const) {
      await page.keyboard.type(product.upc);
      await page.keyboard.press('Enter');
      await receiptLine(page, shown).waitFor();
    }
    const want = expectedTotals(
      [
        { price: HAMMER.price, qty: 1, disc: 0 },
        { price: TAPE.price, qty: 1, disc: 0 },
      ],
      0,
      13,
    );
    expect(want.total).toBe(3089);

    // F9 (or Ctrl+Enter) opens Checkout with the exact amount given, selected: typing replaces it.
    expect(await page.getByRole('button', { name: 'Checkout' }).getAttribute('aria-keyshortcuts')).toBe('F9 Control+Enter');
    const dialog = await openCheckout(page, { byKeyboard: true });
    expect(await dialog.getByTestId('finish-total').textContent()).toBe(usd(want.total));
    expect(await dialog.getByLabel('Amount given').inputValue()).toBe('30.89');
    expect(await dialog.getByTestId('change-due').textContent()).toBe(usd(0));
    await page.keyboard.type('20');
    await dialog.getByText(`Still to pay ${usd(want.total - 2000)}`).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');
    await dialog.getByTestId('change-due').filter({ hasText: usd(5000 - want.total) }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Quick cash amounts' }).getByRole('button').allInnerTexts()).toEqual(['$30.89', '$31.00', '$35.00', '$40.00', '$50.00']);

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `tender-cash-${size.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    const generate = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    await page.keyboard.press('Enter');
    const sent = (await generate).postDataJSON() as [{ payments: unknown }];
    expect(sent[0].payments).toEqual([{ method: 'cash', amount: 50 }]);
    await page.getByRole('heading', { name: `Sale complete: ${usd(want.total)}` }).waitFor();
    expect(await page.getByTestId('last-sale-change').textContent()).toBe(`Change ${usd(5000 - want.total)}`);
    expect(await paymentRows(page)).toEqual([
      ['Cash', '$50.00'],
      ['Change', usd(5000 - want.total)],
    ]);
    // Back in the search box, ready for the next customer's first scan.
    await expect.poll(() => hasFocus(search)).toBe(true);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt^="Receipt "]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await screenshot(page, 'tender-cash-done');

    const barcode = await lastSaleBarcode(page);
    const receipt = await receiptOf(owner, barcode);
    expect(receipt.payments).toEqual([{ method: 'cash', amount: 50, reference: null }]);
    expect(receipt.change).toBe(19.11);
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/Cash\s+\$50\.00/);
    expect(printed).toMatch(/Change\s+\$19\.11/);
  });

  it('a cash sale where the shop rounds cash to 0.05: the rounded cash due, the change from it, and the rounding on the receipt', async () => {
    // 4.99 plus 5 % GST: 5.24.
    const BOLT = { upc: '140000000033', manufacturer: 'Acme', subname: 'Hex Bolt', qty: 10, price: 4.99 };
    const { owner } = await seedShop({ bname: 'Nickel Hardware', products: [BOLT], taxrate: 5, currency: 'CAD' });
    expect((await apiCall('PUT', '/setting/region', { cashRounding: 0.05 }, owner.token)).status).toBe(200);
    // Sold on an open register, so its Z report shows the drawer with the rounding in it.
    const register = (await apiCall<TRegisterList>('GET', '/registers', undefined, owner.token)).data.registers.find((r) => r.name === 'Register 1')!;
    const shift = await apiCall<TShiftReport>('POST', `/registers/${register._id}/shifts`, { float: 100 }, owner.token);
    expect(shift.status).toBe(201);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    const picker = page.getByLabel('Register', { exact: true });
    await picker.locator('option', { hasText: 'Register 1' }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: 'Register 1' });
    await page.getByText('Shift open').waitFor();
    await addProduct(page, 'Acme Hex Bolt');
    await receiptLine(page, 'Hex Bolt').waitFor();

    const dialog = await openCheckout(page);
    expect(await dialog.getByTestId('finish-total').textContent()).toMatch(/5\.24$/);
    // The cash asked is rounded to the nickel, and the exact-amount button offers it.
    expect(await dialog.getByTestId('cash-due').textContent()).toMatch(/5\.25$/);
    expect(await dialog.getByTestId('cash-rounding').textContent()).toMatch(/^rounded \+.*0\.01$/);
    expect(await dialog.getByLabel('Amount given').inputValue()).toBe('5.25');
    expect(await dialog.getByTestId('change-due').textContent()).toMatch(/0\.00$/);
    expect((await dialog.getByRole('group', { name: 'Quick cash amounts' }).getByRole('button').allInnerTexts())[0]).toMatch(/5\.25$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('10');
    await dialog.getByTestId('change-due').filter({ hasText: /4\.75$/ }).waitFor();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `tender-cash-rounded-${size.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    // Paid by card, nothing is rounded.
    await dialog.getByText('Card', { exact: true }).click();
    expect(await dialog.getByTestId('cash-due').count()).toBe(0);
    // Split: 2.00 by card leaves 3.24, asked as 3.25 in cash.
    await dialog.getByText('Split', { exact: true }).click();
    await dialog.getByLabel('Amount of payment 1').fill('2');
    expect(await dialog.getByTestId('split-remaining').textContent()).toMatch(/3\.25$/);
    expect(await dialog.getByTestId('cash-rounding').textContent()).toMatch(/^\+.*0\.01$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'tender-split-rounded-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.locator('label[for="pos-tender-mode-cash"]').click();
    await dialog.getByLabel('Amount given').fill('10');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /^Sale complete: .*5\.24$/ }).waitFor();
    const rows = await paymentRows(page);
    expect(rows.map(([label]) => label)).toEqual(['Rounding', 'Cash', 'Change']);
    expect(rows[0][1]).toMatch(/0\.01$/);
    expect(rows[2][1]).toMatch(/4\.75$/);
    const barcode = await lastSaleBarcode(page);
    const receipt = await receiptOf(owner, barcode);
    expect(receipt).toMatchObject({ total: 5.24, cashRounding: 0.01, payments: [{ method: 'cash', amount: 10, reference: null }], change: 4.75 });
    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/Rounding\s+\S*0\.01/);
    expect(printed).toMatch(/Change\s+\S*4\.75/);
    for (const size of [SIZES[0], SIZES[2]]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `tender-cash-rounded-receipt-${size.name}`);
    }

    // The Z report: the rounding is in the cash taken, so the drawer expects whole nickels (100 + 10 − 4.75).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/shifts/${shift.data._id}`);
    const report = page.getByRole('row').filter({ hasText: 'Cash rounding (in cash taken)' });
    await report.waitFor();
    expect(await report.innerText()).toMatch(/0\.01/);
    expect((await page.getByRole('row').filter({ hasText: 'Expected cash' }).first().innerText()).replace(/\s+/g, ' ')).toMatch(/105\.25/);
    await screenshot(page, 'tender-cash-rounded-z-report');

    // The sales summary says what rounding added to the cash taken.
    await page.goto('/sales/summary');
    await page.getByText(/Cash rounding added \S*0\.01 to the cash taken\./).waitFor();
  });

  it('a scan while Finish Sale is open: the exact cash left untouched follows the new total, rounded; an amount typed stays and says what is still to pay', async () => {
    // 4.99 plus 5 % GST: 5.24 a bolt, asked as 5.25 in cash where the shop rounds to the nickel.
    const BOLT = { upc: '140000000044', manufacturer: 'Acme', subname: 'Carriage Bolt', qty: 10, price: 4.99 };
    const { owner } = await seedShop({ bname: 'Following Hardware', products: [BOLT], taxrate: 5, currency: 'CAD' });
    expect((await apiCall('PUT', '/setting/region', { cashRounding: 0.05 }, owner.token)).status).toBe(200);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Carriage Bolt');
    await receiptLine(page, 'Carriage Bolt').waitFor();

    const dialog = await openCheckout(page);
    const given = dialog.getByLabel('Amount given');
    expect(await given.inputValue()).toBe('5.25');
    // The scanner's burst lands in the focused amount: taken back out of it, the bolt goes onto the sale.
    await scan(page, BOLT.upc);
    await expect.poll(() => dialog.getByTestId('finish-total').textContent()).toMatch(/10\.48$/);
    await expect.poll(() => given.inputValue()).toBe('10.50');
    expect(await dialog.getByTestId('cash-due').textContent()).toMatch(/10\.50$/);
    expect(await dialog.getByTestId('still-to-pay').count()).toBe(0);
    expect(await dialog.getByTestId('change-due').textContent()).toMatch(/0\.00$/);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `tender-follows-scan-${size.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // An amount the person typed stays as typed when the next scan lands, and the dialog says what is left.
    await given.click();
    await page.keyboard.press('Control+A');
    await given.pressSequentially('11', { delay: 150 });
    await scan(page, BOLT.upc);
    await expect.poll(() => dialog.getByTestId('finish-total').textContent()).toMatch(/15\.72$/);
    expect(await given.inputValue()).toBe('11');
    // 15.72 is asked as 15.70 in cash: 4.70 still to pay.
    await expect.poll(() => dialog.getByTestId('still-to-pay').textContent()).toMatch(/4\.70$/);
    await screenshot(page, 'tender-typed-stays-after-scan');
    await expectNoAxeViolations(page);

    await given.fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /^Sale complete: .*15\.72$/ }).waitFor();
    const receipt = await receiptOf(owner, await lastSaleBarcode(page));
    expect(receipt).toMatchObject({ total: 15.72, cashRounding: -0.02, payments: [{ method: 'cash', amount: 20, reference: null }], change: 4.3 });
    expect(receipt.lines.map((l) => [l.subname, l.qty])).toEqual([['Carriage Bolt', 3]]);
  });

  it('a split card and cash sale: what remains to pay, a refusal in the client, then the change from the cash', async () => {
    const { owner } = await seedShop({ bname: 'Split Hardware', products: [HAMMER, TAPE], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer');
    await addProduct(page, 'Bolt Tape Measure');
    await receiptLine(page, 'Tape Measure').waitFor();

    const dialog = await openCheckout(page);
    await dialog.getByText('Split', { exact: true }).click();
    expect(await dialog.getByLabel('Method of payment 1').inputValue()).toBe('card');
    expect(await dialog.getByLabel('Method of payment 2').inputValue()).toBe('cash');
    await dialog.getByLabel('Amount of payment 1').fill('20');
    await dialog.getByLabel('Reference of payment 1').fill('AUTH 0042');
    expect(await dialog.getByTestId('split-remaining').textContent()).toBe('$10.89');
    expect(await dialog.getByLabel('Amount of payment 2').getAttribute('placeholder')).toBe('10.89');

    // Not covered: said in the dialog, with the server's words, and nothing is sent.
    let sentSales = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/pos/generate')) sentSales++;
    });
    await dialog.getByLabel('Amount of payment 2').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Payments do not cover the total' }).waitFor();
    expect(sentSales).toBe(0);

    await dialog.getByLabel('Amount of payment 2').fill('30');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await dialog.getByTestId('split-remaining').textContent()).toBe('$0.00');
    expect(await dialog.getByTestId('change-due').textContent()).toBe('$19.11');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `tender-split-${size.name}`);
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Sale complete: $30.89' }).waitFor();
    expect(await paymentRows(page)).toEqual([
      ['Paid by card (AUTH 0042)', '$20.00'],
      ['Cash', '$30.00'],
      ['Change', '$19.11'],
    ]);
    const barcode = await lastSaleBarcode(page);
    const receipt = await receiptOf(owner, barcode);
    expect(receipt.payments).toEqual([
      { method: 'card', amount: 20, reference: 'AUTH 0042' },
      { method: 'cash', amount: 30, reference: null },
    ]);
    expect(receipt.change).toBe(19.11);

    const printed = await printedText(page, barcode);
    expect(printed).toMatch(/Paid by card\s+Ref AUTH 0042\s+\$20\.00/);
    expect(printed).toMatch(/Cash\s+\$30\.00/);
    expect(printed).toMatch(/Change\s+\$19\.11/);
    await screenshot(page, 'tender-split-printed');
  });

  it('a French shop types the amount given with its decimal comma', async () => {
    const { owner } = await seedShop({ bname: 'Quincaillerie Lyon', currency: 'EUR', products: [HAMMER], taxrate: 13 });
    expect((await apiCall('PUT', '/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' }, owner.token)).status).toBe(200);
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer');
    await receiptLine(page, 'Claw Hammer').waitFor();

    // 19.99 + 13 % = 22.59 €, offered as the locale writes it; 50,5 € given leaves 27,91 € of change.
    const dialog = await openCheckout(page);
    expect(await dialog.getByLabel('Amount given').inputValue()).toBe('22,59');
    await page.keyboard.type('50,5');
    const change = dialog.getByTestId('change-due');
    await change.filter({ hasText: '27,91' }).waitFor();
    expect((await change.textContent())?.replace(/\s/g, ' ')).toBe('27,91 €');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
    const receipt = await receiptOf(owner, await lastSaleBarcode(page));
    expect(receipt.payments).toEqual([{ method: 'cash', amount: 50.5, reference: null }]);
    expect(receipt.change).toBe(27.91);
  });

  it('the dialog leaves once the sale is saved, even when a fade inside it ends and its own never does', async () => {
    const { owner } = await seedShop({ bname: 'Stuck Fade Hardware', products: [HAMMER], taxrate: 13 });
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await addProduct(page, 'Acme Claw Hammer');
    await receiptLine(page, 'Claw Hammer').waitFor();
    // The modal's own fade is made never to end (its duration stays, so the fallback timer is
    // armed), and the moment it starts to fade a transition inside it ends, as a clicked button's
    // colour does: the order in which react-bootstrap's modal used to stay on screen for good.
    await page.addStyleTag({ content: '.modal.fade { transition-property: none !important; }' });
    await page.evaluate(() => {
      new MutationObserver((changes) => {
        for (const change of changes) {
          const modal = change.target as HTMLElement;
          if (modal.classList.contains('modal') && !modal.classList.contains('show')) {
            modal.querySelector('button')?.dispatchEvent(new TransitionEvent('transitionend', { bubbles: true, propertyName: 'color' }));
          }
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await payExactCash(page);
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
    await finishSaleDialog(page).waitFor({ state: 'detached', timeout: 5000 });
    // The till takes the next scan: nothing invisible lies over it.
    await expect.poll(() => hasFocus(page.getByLabel('Search products'))).toBe(true);
    await addProduct(page, 'Acme Claw Hammer');
    await receiptLine(page, 'Claw Hammer').waitFor();
  });

  it('the register the terminal sells on: a closed one is named with a way to open it, an open one takes the sale', async () => {
    const { owner } = await seedShop({ bname: 'Register Hardware', products: [HAMMER], taxrate: 13 });
    const registers = await apiCall<TRegisterList>('GET', '/registers', undefined, owner.token);
    const register = registers.data.registers.find((r) => r.name === 'Register 1')!;
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/pos');

    const picker = page.getByLabel('Register', { exact: true });
    expect(await picker.inputValue()).toBe('');
    await picker.locator('option', { hasText: 'Register 1' }).waitFor({ state: 'attached' });
    expect(await picker.locator('option').allInnerTexts()).toEqual(['No register', 'Register 1']);
    await picker.selectOption({ label: 'Register 1' });
    const closed = page.getByRole('alert').filter({ hasText: 'Open the register before selling' });
    await closed.waitFor();
    expect(await closed.getByRole('link', { name: 'Open Register 1' }).getAttribute('href')).toBe('/registers');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `tender-register-closed-${size.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    // Remembered on this device.
    await page.reload();
    await expect.poll(() => page.getByLabel('Register', { exact: true }).inputValue()).toBe(register._id);

    // The server refuses the sale: the dialog says so, with the same link, and nothing is sold.
    await addProduct(page, 'Acme Claw Hammer');
    const generate = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    const dialog = await payExactCash(page);
    expect(new URL((await generate).url()).searchParams.get('register')).toBe(register._id);
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Open the register before selling' });
    await refusal.waitFor();
    expect(await refusal.getByRole('link', { name: 'Open Register 1' }).getAttribute('href')).toBe('/registers');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await receiptLine(page, 'Claw Hammer').count()).toBe(1);

    // Opened (on the drawer screens, here through the API), the register takes the sale into its shift.
    expect((await apiCall('POST', `/registers/${register._id}/shifts`, { float: 100 }, owner.token)).status).toBe(201);
    await page.reload();
    await page.getByText('Shift open').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Open the register before selling' }).count()).toBe(0);
    await payExactCash(page);
    await page.getByRole('heading', { name: /^Sale complete/ }).waitFor();
    const shift = await apiCall<TShiftReport>('GET', `/registers/${register._id}/shift`, undefined, owner.token);
    expect(shift.data.sales.count).toBe(1);

    // "No register": the spec's sale, in no shift.
    await page.getByLabel('Register', { exact: true }).selectOption({ label: 'No register' });
    await addProduct(page, 'Acme Claw Hammer');
    const unregistered = page.waitForRequest((r) => r.url().includes('/api/pos/generate'));
    await payExactCash(page);
    expect(new URL((await unregistered).url()).searchParams.has('register')).toBe(false);
    await finishSaleDialog(page).waitFor({ state: 'detached' });
    const after = await apiCall<TShiftReport>('GET', `/registers/${register._id}/shift`, undefined, owner.token);
    expect(after.data.sales.count).toBe(1);
  });
});
