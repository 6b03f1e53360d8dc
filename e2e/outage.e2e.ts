/** When the server cannot be reached: words a shop understands, a retry, never a developer screen. */
import { describe, expect, it } from 'vitest';
import { seedBusiness, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

describe.skipIf(!hasBrowser)('outages', () => {
  const browser = useBrowser();

  it('says it cannot reach Stocktill while the API is down, keeps trying, and recovers by itself', async () => {
    const owner = await seedBusiness('Outage Shop');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.waitForURL('**/dashboard');
    // Every API call now gets no answer; the app's own files still load.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Inventory' }).click();
    await page.getByRole('link', { name: 'List Inventory' }).first().click();
    const banner = page.getByRole('status').filter({ hasText: "Can't reach Stocktill, retrying…" });
    await banner.waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await screenshot(page, 'outage-banner');
    await page.unroute('**/api/**');
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('heading', { name: 'Inventory List' }).waitFor();
  });

  it('shows a friendly page with the menu when a screen cannot be loaded, and unknown paths get the 404 page', async () => {
    const owner = await seedBusiness('Offline Screens');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.waitForURL('**/dashboard');
    // A screen not visited yet: its code cannot be downloaded.
    await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Sales' }).click();
    await page.getByRole('link', { name: 'Sales Summary' }).first().click();
    await page.getByRole('heading', { name: "Can't reach Stocktill" }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    // The menu is still there to go elsewhere.
    await page.getByRole('button', { name: 'Inventory' }).waitFor();
    await screenshot(page, 'outage-screen');
    await page.unroute('**/assets/**');
    const answer = await page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
  });
});
