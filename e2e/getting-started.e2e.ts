/** The dashboard's getting-started checklist, as a new owner meets it. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)('getting started', () => {
  const browser = useBrowser();

  it('lists the first steps, fills and empties a sample catalogue, ticks steps off and can be put away', async () => {
    const owner = await seedBusiness('First Day Shop');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.waitForURL('**/dashboard');
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await checklist.getByText('1 of 5 done').waitFor();
    for (const title of ['Add your products', 'Set your tax rate and currency', 'Open the till', 'Make your first sale']) await checklist.getByText(title).waitFor();
    expect(await checklist.getByRole('link', { name: 'Import products' }).getAttribute('href')).toBe('/inventory/import');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `getting-started-${width}`);
    }
    await expectNoAxeViolations(page);

    await checklist.getByRole('button', { name: 'Try it with sample products' }).click();
    await checklist.getByRole('button', { name: 'Remove the sample products' }).waitFor();
    const listed = await apiCall<{ inventory: { subname: string }[] }>('GET', '/inventory/list?keyword=Sourdough', undefined, owner.token);
    expect(listed.data.inventory.map((r) => r.subname)).toEqual(['Sourdough loaf']);
    // Samples are not the shop's own products: that step stays open.
    await checklist.getByText('1 of 5 done').waitFor();
    await checklist.getByRole('button', { name: 'Remove the sample products' }).click();
    await checklist.getByRole('button', { name: 'Try it with sample products' }).waitFor();
    expect((await apiCall<{ inventory: unknown[] }>('GET', '/inventory/list?keyword=Sourdough', undefined, owner.token)).data.inventory).toEqual([]);

    // Setting the tax rate ticks its step off.
    expect((await apiCall('POST', '/setting/add', { taxrate: 13, currency: 'CAD' }, owner.token)).status).toBe(201);
    await page.reload();
    await checklist.getByText('2 of 5 done').waitFor();

    await checklist.getByRole('button', { name: 'Hide this checklist' }).click();
    await page.getByRole('button', { name: 'Show the getting-started checklist' }).waitFor();
    expect(await checklist.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Show the getting-started checklist' }).click();
    await checklist.getByText('2 of 5 done').waitFor();
  });
});
