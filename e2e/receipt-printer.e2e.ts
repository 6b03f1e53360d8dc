import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './helpers/api';
import { hasBrowser, useBrowser } from './helpers/browser';
import { seedShop } from './helpers/pos-seed';
import { lastSaleBarcode, openCheckout, payExactCash } from './helpers/tender';

const LAMP = { upc: '170000000011', manufacturer: 'Lumo', subname: 'Desk Lamp', qty: 10, price: 24.5 };

declare global {
  interface Window {
    /** What the stand-in USB printer received, one array of bytes per transfer. */
    printed: number[][];
  }
}

/**
 * A USB receipt printer standing in for a real one: Chromium's WebUSB answers with this device,
 * which keeps every transfer where the test can read it.
 */
function fakeUsbPrinter() {
  window.printed = [];
  const device = {
    vendorId: 0x04b8,
    productId: 0x0e28,
    productName: 'TM-T20III',
    serialNumber: 'X1',
    opened: false,
    configuration: { configurationValue: 1, interfaces: [{ interfaceNumber: 0, claimed: false, alternate: { interfaceClass: 7, endpoints: [{ endpointNumber: 1, direction: 'out', type: 'bulk' }] } }] },
    async open() {
      this.opened = true;
    },
    async close() {
      this.opened = false;
    },
    async selectConfiguration() {},
    async claimInterface() {},
    async transferOut(_endpoint: number, data: Uint8Array) {
      window.printed.push(Array.from(data));
      return { status: 'ok', bytesWritten: data.length };
    },
  };
  Object.defineProperty(navigator, 'usb', { value: { requestDevice: async () => device, getDevices: async () => [device] } });
}

function contains(haystack: number[], needle: number[]): boolean {
  return haystack.some((_, i) => needle.every((b, j) => haystack[i + j] === b));
}

describe.skipIf(!hasBrowser)('the terminal and a receipt printer', () => {
  const browser = useBrowser();

  it('prints each sale on the connected printer, opens the drawer for cash only, and finds the printer again after a reload', async () => {
    const { owner } = await seedShop({ bname: 'Printer Shop', products: [LAMP] });
    const page = await browser.newPage();
    await page.addInitScript(fakeUsbPrinter);
    await signInThroughUi(page, owner);
    await page.goto('/pos');

    await page.getByRole('button', { name: 'Connect receipt printer' }).click();
    await page.getByRole('button', { name: 'USB printer' }).click();
    await page.getByTestId('receipt-printer').filter({ hasText: 'TM-T20III' }).waitFor();

    await page.getByRole('button', { name: 'Add Lumo Desk Lamp' }).click();
    await payExactCash(page);
    const barcode = await lastSaleBarcode(page);
    await expect.poll(() => page.evaluate(() => window.printed.length)).toBeGreaterThan(0);
    const cash = (await page.evaluate(() => window.printed)).flat();
    expect(contains(cash, [0x1b, 0x70])).toBe(true);
    expect(contains(cash, [0x1d, 0x6b, 73, barcode.length + 2, ...Array.from(`{B${barcode}`, (c) => c.charCodeAt(0))])).toBe(true);
    expect(contains(cash, [0x1d, 0x56])).toBe(true);
    expect(String.fromCharCode(...cash)).toContain('Printer Shop');

    // Remembered: after a reload the printer is back without the chooser.
    await page.reload();
    await page.getByTestId('receipt-printer').filter({ hasText: 'TM-T20III' }).waitFor();

    // Paid by card: the receipt prints, the drawer stays shut.
    await page.evaluate(() => (window.printed = []));
    await page.getByRole('button', { name: 'Add Lumo Desk Lamp' }).click();
    const dialog = await openCheckout(page);
    await dialog.getByText('Card', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await lastSaleBarcode(page);
    await expect.poll(() => page.evaluate(() => window.printed.length)).toBeGreaterThan(0);
    const card = (await page.evaluate(() => window.printed)).flat();
    expect(contains(card, [0x1d, 0x56])).toBe(true);
    expect(contains(card, [0x1b, 0x70])).toBe(false);
  });
});
