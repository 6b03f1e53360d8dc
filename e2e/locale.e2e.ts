/**
 * A shop in Paris (fr-FR, Europe/Paris) sees its screens in French formats and its days on Paris
 * time: inventory prices, the sales history's dates, a receipt, and a sale made at 23:30 on the day
 * the clocks go forward listed under that day.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, seedBusiness, signInThroughUi, uniqueEmail, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { addEntry, seedCatalogue, sell } from './helpers/report-seed';

/** French numbers are grouped with narrow no-break spaces and € follows a no-break space: compare them as plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00A0\u202F]/g, ' ').replace(/\s+/g, ' ').trim();
const euros = (n: number) => plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n));

/** Moves a receipt to another instant (a test-only helper beside the server: e2e/helpers/global-setup.ts). */
async function moveSale(cid: string, barcode: string, createdAt: string) {
  const res = await fetch(inject('timeMachineURL'), { method: 'POST', body: JSON.stringify({ cid, barcode, createdAt }) });
  expect(res.status).toBe(204);
}

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe.skipIf(!hasBrowser)('a Paris shop in French formats and on Paris time', () => {
  const browser = useBrowser();
  let owner: SeededUser;
  let late: { barcode: string; qfname: string; total: number };
  let nextDay: { barcode: string };

  beforeAll(async () => {
    owner = await seedBusiness('Boulangerie du Marché');
    expect((await apiCall('PUT', '/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' }, owner.token)).status).toBe(200);
    await seedCatalogue(owner, { items: ['Gâteaux'], manufacturers: ['Maison'], taxrate: 5.5, currency: 'EUR' });
    const cake = await addEntry(owner, { manufacturer: 'Maison', subname: 'Pièce montée', item: 'Gâteaux', qty: 10, lowinventory: 1, cost: 600, price: 1234.5 });
    late = await sell(owner, [{ _id: cake._id, saleqty: 1 }]);
    nextDay = await sell(owner, [{ _id: cake._id, saleqty: 1 }]);
    // 23:30 in Paris on 2026-03-29 (clocks went from 02:00 CET to 03:00 CEST that night): 21:30 UTC.
    await moveSale(owner.cid, late.barcode, '2026-03-29T21:30:00Z');
    // 00:30 the next morning in Paris, still the 29th in UTC.
    await moveSale(owner.cid, nextDay.barcode, '2026-03-29T22:30:00Z');
  });

  it('inventory prices and times are written the French way', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/inventory');
    const row = page.getByRole('row').filter({ hasText: 'Pièce montée' });
    await row.waitFor();
    // The shop's formats arrive with its settings, a moment after the first rows.
    await expect.poll(async () => (await row.locator('td').allTextContents()).map(plain)).toContain('1 234,50 €');
    const cells = (await row.locator('td').allTextContents()).map(plain);
    expect(cells).toContain('600,00 €');
    // Day/month/year on a 24-hour clock, not M/D/YY h:mm AM.
    expect(cells.some((c) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(c))).toBe(true);
    await screenshot(page, 'locale-inventory-fr');
  });

  it('the sale at 23:30 on the day clocks change is listed under that day, with its Paris time', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales?from=2026-03-29&to=2026-03-29');
    await page.getByText('Days are counted in Europe/Paris.').waitFor();
    const rows = page.getByTestId('sale-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const text = plain(await rows.first().textContent());
    expect(text).toContain(late.barcode);
    expect(text).toContain('29/03/2026 23:30');
    expect(text).toContain(euros(late.total));
    await screenshot(page, 'locale-sales-history-desktop');
    // The sales history is in the accessibility sweep in English; here in French, with the zone named.
    await expectNoAxeViolations(page);

    // The 00:30 sale (the 29th in UTC) is the 30th's.
    await page.goto('/sales?from=2026-03-30&to=2026-03-30');
    await page.getByTestId('sale-row').first().waitFor();
    expect(plain(await page.getByTestId('sale-row').first().textContent())).toContain(nextDay.barcode);
    expect(await page.getByTestId('sale-row').count()).toBe(1);
  });

  it('the summary counts it on the 29th, and writes its days the French way', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    await page.goto('/sales/summary?from=2026-03-28&to=2026-03-30');
    await page.getByText('Revenue per day as a table').click();
    const day = page.getByRole('row').filter({ hasText: '29 mars 2026' });
    await day.waitFor();
    expect((await day.locator('td').allTextContents()).map(plain)).toEqual(['29 mars 2026', '1', '1', euros(late.total)]);
    expect(plain(await page.getByRole('row').filter({ hasText: '30 mars 2026' }).textContent())).toContain(euros(late.total));
    expect(plain(await page.getByRole('row').filter({ hasText: '28 mars 2026' }).textContent())).toContain('0,00 €');
    await screenshot(page, 'locale-sales-summary-fr');
    await expectNoAxeViolations(page);
  });

  it('the printable receipt and its image are in French formats on Paris time', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(page, owner);
    await page.goto(`/receipt/${late.barcode}`);
    const receipt = page.getByRole('article', { name: `Receipt ${late.barcode}` });
    await receipt.waitFor();
    const text = plain(await receipt.textContent());
    expect(text).toContain('29 mars 2026, 23:30');
    // Its phone (stored as +14165550100) as the country it signed up in, Canada, writes it.
    expect(text).toContain('(416) 555-0100');
    expect(text).not.toContain('+14165550100');
    expect(text).toContain('1 234,50 €');
    expect(text).toContain(euros(late.total));
    expect(text).not.toContain('$');
    await screenshot(page, 'locale-receipt-print-fr');

    // The image, painted on the server in the same formats (its text is checked in test/api/receipt-region.test.ts).
    await page.goto(`/api/return/${late.qfname}`);
    await screenshot(page, 'locale-receipt-image-fr');

    // The bakery speaks French too: its receipt is painted again in French words (checked in
    // test/api/receipt-image-language.test.ts), for a person to look at.
    expect((await apiCall('PUT', '/setting/region', { language: 'fr' }, owner.token)).status).toBe(200);
    // A fresh browser: this one keeps the image it was shown.
    const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughUi(fresh, owner);
    const image = await fresh.goto(`/api/return/${late.qfname}`);
    expect(image?.headers()['content-type']).toBe('image/png');
    await screenshot(fresh, 'locale-receipt-image-fr-words');
    expect((await apiCall('PUT', '/setting/region', { language: 'en' }, owner.token)).status).toBe(200);
  });

  it('an amount typed with a comma is read as a decimal, and settings show the zone and locale', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    page.on('dialog', (d) => void d.accept());
    await page.goto('/inventory/add');
    await page.getByLabel('UPC').fill('765432109876');
    await page.getByLabel('Product name').fill('Éclair');
    await page.getByRole('combobox', { name: 'Category' }).fill('Gâteaux');
    await page.getByRole('combobox', { name: 'Manufacturer' }).fill('Maison');
    await page.getByLabel('Quantity on hand').fill('12');
    await page.getByLabel('Reorder level').fill('2');
    await page.getByLabel('Cost').fill('1,2');
    await page.getByLabel('Price').fill('24,99');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, add it' }).click();
    await page.getByText('Inventory Entry Added').waitFor();
    await page.waitForURL('**/inventory');
    const list = await apiCall<{ inventory: { subname: string; price: number; cost: number }[] }>('GET', '/inventory/list?keyword=%C3%89clair', undefined, owner.token);
    expect(list.data.inventory.find((e) => e.subname === 'Éclair')).toMatchObject({ price: 24.99, cost: 1.2 });
    await page.getByRole('row').filter({ hasText: 'Éclair' }).getByText('24,99').waitFor();

    await page.goto('/settings');
    const region = page.getByRole('form', { name: 'Language, time zone and formats' });
    await region.waitFor();
    await expect.poll(() => region.getByLabel('Time Zone').inputValue()).toBe('Europe/Paris');
    expect(await region.getByLabel('Formats').inputValue()).toBe('fr-FR');
    expect(plain(await page.getByTestId('region-sample').textContent())).toContain('1 234,56 €');
    // A zone that does not exist is refused beside its field, and nothing changes.
    await region.getByLabel('Time Zone').fill('Europe/Atlantis');
    await region.getByRole('button', { name: 'Save Language, Time Zone and Formats' }).click();
    await region.getByText(/must be an IANA time zone/).waitFor();
    await screenshot(page, 'locale-settings-refused');
    expect((await apiCall<{ timeZone: string }>('GET', '/setting/region', undefined, owner.token)).data.timeZone).toBe('Europe/Paris');
    await expectNoAxeViolations(page);

    // Cash rounding: none proposed for the euro; an increment finer than the cent is refused beside its field.
    await region.getByLabel('Time Zone').fill('Europe/Paris');
    const rounding = region.getByLabel('Cash rounding');
    expect(await rounding.inputValue()).toBe('0');
    await rounding.fill('0.005');
    await region.getByRole('button', { name: 'Save Language, Time Zone and Formats' }).click();
    await region.getByText('Cash rounding must have at most 2 decimals').waitFor();
    expect(await rounding.getAttribute('aria-invalid')).toBe('true');
    expect((await apiCall<{ cashRounding: number }>('GET', '/setting/region', undefined, owner.token)).data.cashRounding).toBe(0);
    await rounding.fill('0.05');
    await region.getByRole('button', { name: 'Save Language, Time Zone and Formats' }).click();
    await expect.poll(async () => (await apiCall<{ cashRounding: number }>('GET', '/setting/region', undefined, owner.token)).data.cashRounding).toBe(0.05);
    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await rounding.scrollIntoViewIfNeeded();
      await screenshot(page, `settings-cash-rounding-${name}`);
    }
    // Back to none, as the other tests of this shop expect.
    await rounding.fill('0');
    await region.getByRole('button', { name: 'Save Language, Time Zone and Formats' }).click();
    await expect.poll(async () => (await apiCall<{ cashRounding: number }>('GET', '/setting/region', undefined, owner.token)).data.cashRounding).toBe(0);
  });
});

describe.skipIf(!hasBrowser)('sign-up proposes the browser’s time zone', () => {
  const browser = useBrowser();

  it('a browser in Toronto proposes America/Toronto, and the new business keeps it', async () => {
    const page = await browser.newPage({ timezoneId: 'America/Toronto' });
    await page.goto('/owner');
    const zone = page.getByLabel('Time Zone', { exact: true });
    expect(await zone.inputValue()).toBe('America/Toronto');
    const email = uniqueEmail('toronto');
    const fields: Record<string, string> = {
      'First Name': 'Tess',
      'Last Name': 'Toronto',
      'Email Address': email,
      'Phone Number': '+1 416 555 0188',
      'Business Name': 'Queen St Hardware',
      Address: '9 Queen St',
      City: 'Toronto',
      State: 'ON',
      Country: 'Canada',
      'Mail Code': 'M5V 1A1',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration Successful').waitFor();
    const login = await apiCall<{ token: string }>('POST', '/users/login', { email, password: 'secret1' });
    // Canada, proposed and kept ticked: Canadian formats as well; and the language it signed up in.
    expect((await apiCall('GET', '/setting/region', undefined, login.data.token)).data).toEqual({ timeZone: 'America/Toronto', locale: 'en-CA', language: 'en', cashRounding: 0.05 });
  });
});
