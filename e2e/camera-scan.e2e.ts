import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, signInThroughUi } from './helpers/api';
import { CHROMIUM_PATH, hasBrowser, screenshot } from './helpers/browser';
import { writeCameraFilm, type Shot } from './helpers/fake-camera';
import { seedShop, sellThroughApi } from './helpers/pos-seed';

/** A valid UPC-A (its check digit is right, so bwip-js draws it and a reader accepts it). */
const HAMMER = { upc: '036000291452', manufacturer: 'Acme', subname: 'Claw hammer', qty: 12, price: 9.5 };

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

declare global {
  interface Window {
    /** Beeps started by the page (oscillators created). */
    cameraBeeps: number;
    /** Every camera track the page opened, to check they were stopped. */
    cameraTracks: MediaStreamTrack[];
    /** When set, getUserMedia fails with a DOMException of this name, as the browser would. */
    cameraFailure?: string;
  }
}

/** Runs in the page before its scripts: counts beeps, keeps the camera tracks, can refuse the camera. */
function watchCamera() {
  window.cameraBeeps = 0;
  window.cameraTracks = [];
  const createOscillator = BaseAudioContext.prototype.createOscillator;
  BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
    window.cameraBeeps += 1;
    return createOscillator.call(this);
  };
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    if (window.cameraFailure) throw new DOMException('The camera is not available', window.cameraFailure);
    const stream = await getUserMedia(constraints);
    window.cameraTracks.push(...stream.getTracks());
    return stream;
  };
}

const beeps = (page: Page) => page.evaluate(() => window.cameraBeeps);
const openTracks = (page: Page) => page.evaluate(() => window.cameraTracks.filter((t) => t.readyState !== 'ended').length);
const tracksOpened = (page: Page) => page.evaluate(() => window.cameraTracks.length);

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').include('.modal').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)('camera scanning', () => {
  const browsers: Browser[] = [];
  let filmDir = '';

  beforeAll(() => {
    filmDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-camera-'));
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    fs.rmSync(filmDir, { recursive: true, force: true });
  });

  /** A browser whose camera films the shots given, and a page in it that records beeps and tracks. */
  async function pageFilming(name: string, shots: Shot[]): Promise<{ page: Page; origin: string; requests: string[] }> {
    const film = path.join(filmDir, `${name}.y4m`);
    writeCameraFilm(film, shots);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${film}`],
    });
    browsers.push(browser);
    const origin = inject('baseURL');
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(watchCamera);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    return { page, origin, requests };
  }

  it('returns: a receipt held up to the camera is read into the box and found, with one beep, and the camera turns off', async () => {
    const { owner, products } = await seedShop({ bname: 'Camera Returns', products: [HAMMER] });
    const sale = await sellThroughApi(owner, [{ product: products[0], qty: 1 }]);
    const { page, origin, requests } = await pageFilming('receipt', [{ barcode: { bcid: 'code128', text: sale.barcode }, seconds: 2 }]);
    await signInThroughUi(page, owner);
    await page.goto('/returns');

    await page.getByRole('button', { name: 'Scan the receipt with the camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan the receipt with the camera' });
    await dialog.waitFor();
    // One code is all this box needs: the dialog closes by itself once it is read.
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByPlaceholder('Enter barcode').inputValue()).toBe(sale.barcode);
    await page.getByText('Items may be returned:').waitFor();
    await page.getByRole('img', { name: `Receipt ${sale.barcode}` }).waitFor();
    await screenshot(page, 'camera-scan-returns-found');
    expect(await beeps(page)).toBe(1);
    expect(await tracksOpened(page)).toBeGreaterThan(0);
    expect(await openTracks(page)).toBe(0);

    // Linux Chromium has no BarcodeDetector of its own: the WebAssembly reader was fetched from the app.
    expect(requests.filter((url) => url.endsWith('.wasm'))).toEqual([expect.stringMatching(new RegExp(`^${origin}/assets/`))]);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });

  it('inventory add fills the UPC, receiving takes a unit, and a stock count counts a code once however long it stays in view, again after it left', async () => {
    const { owner, products } = await seedShop({ bname: 'Camera Counts', products: [HAMMER] });
    const supplier = await apiCall<{ _id: string }>('POST', '/suppliers', { name: 'Acme Wholesale' }, owner.token);
    expect(supplier.status).toBe(201);
    const order = await apiCall<{ _id: string }>('POST', '/purchase-orders', { supplierId: supplier.data._id, lines: [{ inventoryId: products[0]._id, qty: 5, cost: 4 }] }, owner.token);
    expect(order.status).toBe(201);
    // The hammer's barcode for 3 s, then 3 s of nothing, over and over.
    const { page } = await pageFilming('upc', [{ barcode: { bcid: 'upca', text: HAMMER.upc }, seconds: 3 }, { seconds: 3 }]);
    await signInThroughUi(page, owner);

    await page.goto('/inventory/add');
    await page.getByRole('button', { name: 'Scan the UPC with the camera' }).click();
    await page.getByRole('dialog', { name: 'Scan the UPC with the camera' }).waitFor({ state: 'hidden' });
    expect(await page.getByLabel('UPC', { exact: true }).inputValue()).toBe(HAMMER.upc);
    await screenshot(page, 'camera-scan-upc-filled');
    expect(await beeps(page)).toBe(1);
    expect(await openTracks(page)).toBe(0);

    // Receiving keeps the camera open for unit after unit; each read goes through the scan box's rules.
    await page.goto(`/purchase-orders/${order.data._id}`);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const receiving = page.getByRole('dialog', { name: 'Scan with the camera' });
    await receiving.getByText(`Read ${HAMMER.upc}`).waitFor();
    await receiving.getByRole('button', { name: 'Done' }).click();
    await receiving.waitFor({ state: 'hidden' });
    await page.getByText(`Claw hammer (${HAMMER.upc}): receiving 1 of 5 still to come`).waitFor();
    expect(await page.getByLabel('Receive now of Claw hammer').inputValue()).toBe('1');
    expect(await openTracks(page)).toBe(0);

    const created = await apiCall<{ _id: string }>('POST', '/stock-counts', { name: 'Camera count' }, owner.token);
    expect(created.status).toBe(201);
    await page.goto(`/inventory/counts/${created.data._id}`);
    await page.getByRole('button', { name: 'Count with the camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Count with the camera' });
    await dialog.getByText(`Read ${HAMMER.upc}`).waitFor();
    const counted = page.getByTestId('last-scanned-count');
    await expect.poll(() => counted.textContent()).toBe('1');
    const firstAt = Date.now();
    const beepsAfterFirst = await beeps(page);
    // The code stays in view about 3 s, read many times a second: those repeats are not counted.
    // Once it has been away for longer than 1.5 s, showing it again counts it again.
    await expect.poll(() => counted.textContent(), { timeout: 12_000 }).toBe('2');
    expect(Date.now() - firstAt).toBeGreaterThan(4000);
    expect(await beeps(page)).toBe(beepsAfterFirst + 1);
    const line = await apiCall<{ lines: { upc: string; counted: number }[] }>('GET', `/stock-counts/${created.data._id}`, undefined, owner.token);
    expect(line.data.lines.find((l) => l.upc === HAMMER.upc)?.counted).toBe(2);

    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await dialog.getByRole('button', { name: 'Done' }).waitFor();
      await screenshot(page, `camera-scan-dialog-${size.name}`);
      await expectNoAxeViolations(page);
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await openTracks(page)).toBe(0);
    // Focus goes back to the button that opened the scanner.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Count with the camera');
  });

  it('the terminal: products held up to the camera land on the receipt, each once per showing', async () => {
    const second = { upc: '150000000026', manufacturer: 'Acme', subname: 'Tape measure', qty: 10, price: 7.5 };
    const { owner } = await seedShop({ bname: 'Camera Till', products: [HAMMER, second] });
    // The hammer, a gap, the tape measure: two codes, each in view for a while.
    const { page } = await pageFilming('till', [{ barcode: { bcid: 'upca', text: HAMMER.upc }, seconds: 2 }, { seconds: 2 }, { barcode: { bcid: 'upca', text: second.upc }, seconds: 2 }, { seconds: 30 }]);
    await signInThroughUi(page, owner);
    await page.goto('/pos');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan with the camera' });
    await dialog.getByText(`Read ${second.upc}`).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const lines = page.getByRole('table', { name: 'Receipt lines' }).getByRole('row');
    await lines.filter({ hasText: 'Claw hammer' }).waitFor();
    await lines.filter({ hasText: 'Tape measure' }).waitFor();
    // Each code counted once, though read many times while in view.
    const quantities = await page.locator('.pos-line-qty input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(quantities).toEqual(['1', '1']);
    expect(await openTracks(page)).toBe(0);
  });

  it('says plainly when the camera is refused or missing, and Try again asks again', async () => {
    const { owner } = await seedShop({ bname: 'Camera Refused', products: [HAMMER] });
    const { page } = await pageFilming('refused', [{ seconds: 1 }]);
    await signInThroughUi(page, owner);
    await page.goto('/returns');
    await page.evaluate(() => (window.cameraFailure = 'NotAllowedError'));
    await page.getByRole('button', { name: 'Scan the receipt with the camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan the receipt with the camera' });
    await dialog.getByRole('alert').getByText("Camera access was refused. Allow the camera for this site in the browser's settings, then try again.").waitFor();
    expect(await dialog.locator('video').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'camera-scan-refused-phone');
    await expectNoAxeViolations(page);

    await page.evaluate(() => (window.cameraFailure = 'NotFoundError'));
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('alert').getByText('No camera was found on this device. Type the code, or use a barcode scanner.').waitFor();
    expect(await tracksOpened(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
