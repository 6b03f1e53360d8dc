import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

describe.skipIf(!hasBrowser)('landing page', () => {
  const browser = useBrowser();

  it('describes the product and offers Login, Register Your Business, contact and wallet links', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    // The page is loaded on demand: wait for it rather than look once.
    await page.getByRole('heading', { name: 'Stocktill' }).waitFor();
    const login = page.getByRole('main').getByRole('link', { name: 'Login' });
    expect(await login.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('main').getByRole('link', { name: 'Register Your Business' }).getAttribute('href')).toBe('/owner');
    expect(await page.getByRole('link', { name: /contact us/i }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: /receipt wallet/i }).getAttribute('href')).toBe('/wallet');
    await screenshot(page, 'landing');
  });

  it('shows 404 Not Found for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  });
});
