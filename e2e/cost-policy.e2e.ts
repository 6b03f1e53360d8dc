import { describe, expect, it } from 'vitest';
import { MSG } from '../src/domain/messages';
import { apiCall, seedBusiness, seedUser, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

/** Cost is the margin: admins see it, staff only once an admin allows it in Settings. */
describe.skipIf(!hasBrowser)('who sees cost on the inventory list', () => {
  const browser = useBrowser();

  it('staff see no Cost column until an admin ticks "Staff may see cost prices"', async () => {
    const owner = await seedBusiness('Margin Shop');
    expect((await apiCall('POST', '/item/add', { item: 'Tools' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/name/add', { manufacturer: 'Acme' }, owner.token)).status).toBe(201);
    expect((await apiCall('POST', '/setting/add', { taxrate: 13, currency: 'USD' }, owner.token)).status).toBe(201);
    const added = await apiCall('POST', '/inventory/add', { upc: '555000111222', item: 'Tools', manufacturer: 'Acme', subname: 'Level', qty: 4, lowinventory: 1, cost: 6.25, price: 14 }, owner.token);
    expect(added.status).toBe(201);
    const staff = await seedUser(owner);

    const staffPage = await browser.newPage();
    await signInThroughUi(staffPage, staff);
    await staffPage.goto('/inventory');
    await staffPage.getByRole('cell', { name: 'Level' }).waitFor();
    expect(await staffPage.getByRole('columnheader', { name: 'Cost' }).count()).toBe(0);
    expect(await staffPage.getByText('$6.25').count()).toBe(0);
    await staffPage.getByText('$14.00').waitFor();
    await screenshot(staffPage, 'cost-policy-staff-hidden');

    const adminPage = await browser.newPage();
    await signInThroughUi(adminPage, owner);
    await adminPage.goto('/inventory');
    await adminPage.getByRole('columnheader', { name: 'Cost' }).waitFor();
    await adminPage.getByText('$6.25').waitFor();
    await adminPage.goto('/settings');
    const allow = adminPage.getByLabel('Staff may see cost prices (what you paid for your stock)');
    await allow.waitFor();
    expect(await allow.isChecked()).toBe(false);
    await allow.check();
    await adminPage.getByRole('button', { name: 'Update Tax and Currency' }).click();
    await adminPage.getByText(MSG.taxUpdated).waitFor();
    await adminPage.reload();
    await adminPage.getByLabel('Staff may see cost prices (what you paid for your stock)').waitFor();
    expect(await adminPage.getByLabel('Staff may see cost prices (what you paid for your stock)').isChecked()).toBe(true);
    await screenshot(adminPage, 'cost-policy-settings');

    await staffPage.reload();
    await staffPage.getByRole('columnheader', { name: 'Cost' }).waitFor();
    await staffPage.getByText('$6.25').waitFor();
  });
});
