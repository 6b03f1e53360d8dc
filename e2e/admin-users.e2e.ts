import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLastLogin } from '../src/domain/formats';
import { MSG } from '../src/domain/messages';
import { apiCall, seedBusiness, seedUser, signInThroughUi, uniqueEmail, type SeededUser } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

const path = (page: Page) => new URL(page.url()).pathname;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe.skipIf(!hasBrowser)('user administration', () => {
  const browser = useBrowser();

  async function ownerPage(): Promise<{ page: Page; owner: SeededUser }> {
    const owner = await seedBusiness('Users Shop');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);
    return { page, owner };
  }

  it('lists the business’s users with last login, mail link and ✓/✗ flags', async () => {
    const { page, owner } = await ownerPage();
    const staff = await seedUser(owner, { name: 'Sam Staff' });
    await seedUser(await seedBusiness('Elsewhere'), { name: 'Not Mine' });
    await page.goto('/admin/userlist');
    await row(page, 'Sam Staff').waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    expect(headers.slice(0, 6)).toEqual(['ID', 'LAST LOGIN', 'NAME', 'EMAIL', 'ADMIN', 'DISABLED']);
    expect(await page.getByText('Not Mine').count()).toBe(0);

    const ownerRow = row(page, owner.email);
    const users = await apiCall<{ _id: string; lastLogin: string }[]>('GET', '/users', undefined, owner.token);
    const ownerLogin = users.data.find((u) => u._id === owner._id)?.lastLogin;
    // The browser runs in the same time zone as this test.
    expect(await ownerRow.getByRole('cell').nth(1).innerText()).toBe(formatLastLogin(ownerLogin));
    expect(await ownerRow.getByRole('cell').nth(1).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await ownerRow.getByRole('link', { name: owner.email }).getAttribute('href')).toBe(`mailto:${owner.email}`);
    expect(await ownerRow.getByRole('cell').nth(4).innerText()).toContain('✓');
    expect(await ownerRow.getByRole('cell').nth(4).textContent()).toContain('Yes');
    const staffRow = row(page, staff.email);
    expect(await staffRow.getByRole('cell').nth(4).textContent()).toContain('No');
    expect(await staffRow.getByRole('cell').nth(5).innerText()).toContain('✗');
    // Staff who never signed in have no last login.
    expect((await staffRow.getByRole('cell').nth(1).innerText()).trim()).toBe('');
    // The master account offers no delete button.
    expect(await ownerRow.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await screenshot(page, 'admin-userlist');

    await page.getByRole('link', { name: 'Create User' }).click();
    await page.waitForURL('**/admin/user/register');
  });

  it('registers a user: passwords must match and be long enough, then back to the list', async () => {
    const { page } = await ownerPage();
    await page.goto('/admin/user/register');
    await page.getByRole('heading', { name: 'Register User' }).waitFor();
    expect(await page.getByLabel('Email Address').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('placeholder')).toMatch(/minimum 6 characters/i);
    expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/admin/userlist');
    const email = uniqueEmail('created');
    await page.getByLabel('Name').fill('Cara Clerk');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await page.getByLabel('Is Admin').check();
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.passwordsDoNotMatch }).waitFor();
    await screenshot(page, 'admin-user-register-mismatch');
    // Every password the server sets has the sign-up's minimum length.
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.passwordTooShort }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdef');
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.waitForURL('**/admin/userlist');
    const created = row(page, email);
    await created.waitFor();
    expect(await created.getByRole('cell').nth(4).textContent()).toContain('Yes');
    expect((await apiCall('POST', '/users/login', { email, password: 'abcdef' })).status).toBe(200);
  });

  it('shows the server message when the e-mail is taken', async () => {
    const { page, owner } = await ownerPage();
    await page.goto('/admin/user/register');
    await page.getByLabel('Name').fill('Dup');
    await page.getByLabel('Email Address').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm Password').fill('secret1');
    await page.getByRole('button', { name: 'Register User' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.emailTaken }).waitFor();
    expect(path(page)).toBe('/admin/user/register');
  });

  it('edits a user: checks the passwords, updates and returns to the list', async () => {
    const { page, owner } = await ownerPage();
    const staff = await seedUser(owner, { name: 'Eddie Edit' });
    await page.goto('/admin/userlist');
    await row(page, staff.email).getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(`**/admin/user/${staff._id}`);
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Eddie Edit');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(staff.email);
    expect(await page.getByLabel('Is Admin').isChecked()).toBe(false);
    await page.getByLabel('Password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm Password').fill('other');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.passwordsDoNotMatch }).waitFor();
    await screenshot(page, 'admin-user-edit-mismatch');

    await page.getByLabel('Name').fill('Edith Edited');
    await page.getByLabel('Confirm Password').fill('newpass1');
    await page.getByLabel('Is Disabled').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/admin/userlist');
    const edited = row(page, 'Edith Edited');
    await edited.waitFor();
    expect(await edited.getByRole('cell').nth(5).textContent()).toContain('Yes');
    expect((await apiCall<{ message: string }>('POST', '/users/login', { email: staff.email, password: 'newpass1' })).data.message).toBe(MSG.accountDisabled);

    await page.goto(`/admin/user/${staff._id}`);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL('**/admin/userlist');
  });

  it('shows the server’s refusal when the master account would be disabled', async () => {
    const { page, owner } = await ownerPage();
    await page.goto(`/admin/user/${owner._id}`);
    await page.getByLabel('Is Disabled').check();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: /master account/ }).waitFor();
    expect(path(page)).toBe(`/admin/user/${owner._id}`);
  });

  it('deletes a user after the confirm prompt, and keeps them when it is cancelled', async () => {
    const { page, owner } = await ownerPage();
    const staff = await seedUser(owner, { name: 'Dana Delete' });
    await page.goto('/admin/userlist');
    const target = row(page, staff.email);
    await target.waitFor();

    const prompts: string[] = [];
    page.once('dialog', (d) => {
      prompts.push(d.message());
      void d.dismiss();
    });
    await target.getByRole('button', { name: /Delete/ }).click();
    await page.waitForTimeout(300);
    expect(await target.count()).toBe(1);

    page.once('dialog', (d) => {
      prompts.push(d.message());
      void d.accept();
    });
    await target.getByRole('button', { name: /Delete/ }).click();
    await target.waitFor({ state: 'detached' });
    expect(prompts).toEqual([MSG.confirmDeleteUser, MSG.confirmDeleteUser]);
    expect((await apiCall('GET', `/users/${staff._id}`, undefined, owner.token)).status).toBe(404);
  });

  it('logs out an admin whose session has ended when they save', async () => {
    const { page, owner } = await ownerPage();
    const staff = await seedUser(owner, { name: 'Some One' });
    await page.goto(`/admin/user/${staff._id}`);
    await page.getByLabel('Name').waitFor();
    // End every browser session of the owner: a password change through the API ends the others.
    const fresh = await apiCall<{ token: string }>('POST', '/users/login', { email: owner.email, password: owner.password });
    expect((await apiCall('PUT', `/users/profile/${owner._id}`, { password: 'rotated1', currentPassword: owner.password }, fresh.data.token)).status).toBe(200);
    // The page may hear that its session ended before the save is clicked (a list it refetches is
    // answered 401) and sign out at once; either way the admin ends up signed out, not saving.
    await page
      .getByRole('button', { name: 'Update' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    // A loaded machine may take a while to answer the save and sign the page out.
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  it('keeps staff away from the user screens', async () => {
    const staff = await seedUser(await seedBusiness(), { name: 'Sam Staff' });
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    // The spec sends them from the user list to /login (which forwards the signed-in), and the page they land on says why.
    await page.goto('/admin/userlist');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin') && u.pathname !== '/login');
    await page.getByText('An admin is needed for the user list, so you were brought here instead.').waitFor();
    await screenshot(page, 'admin-userlist-staff-notice');
    // The other user screens say so in place.
    for (const p of ['/admin/user/register', `/admin/user/${staff._id}`]) {
      await page.goto(p);
      await page.getByRole('heading', { name: 'An admin is needed for this page' }).waitFor();
    }
    // /register is the admin's create-user form; anyone else is registering a business.
    await page.goto('/register');
    await page.waitForURL('**/owner');
  });

  it('/register shows an admin the create-user form and sends the signed out to /owner', async () => {
    const { page } = await ownerPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register User' }).waitFor();
    expect(path(page)).toBe('/register');
    const anon = await browser.newPage();
    await anon.goto('/register');
    await anon.waitForURL('**/owner');
    await anon.getByRole('heading', { name: 'Account Sign Up' }).waitFor();
  });
});

describe.skipIf(!hasBrowser)('change password', () => {
  const browser = useBrowser();

  it('shows name and e-mail read-only, checks the passwords, says Password Updated and goes to /inventory', async () => {
    const owner = await seedBusiness();
    const staff = await seedUser(owner, { name: 'Pat Profile' });
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Pat Profile');
    expect(await page.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email Address').inputValue()).toBe(staff.email);
    expect(await page.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/admin/userlist');

    await page.getByLabel('Current Password').fill(staff.password);
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.passwordsDoNotMatch }).waitFor();
    await screenshot(page, 'profile-mismatch');

    // The same minimum length as at sign-up.
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.passwordTooShort }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdef');
    const started = Date.now();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(MSG.passwordUpdated).waitFor();
    await screenshot(page, 'profile-updated');
    await page.waitForURL('**/inventory');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect((await apiCall('POST', '/users/login', { email: staff.email, password: 'abcdef' })).status).toBe(200);
    expect((await apiCall('POST', '/users/login', { email: staff.email, password: staff.password })).status).toBe(401);
  });

  it('asks for the current password and shows the server’s answer when it is wrong, changing nothing', async () => {
    const owner = await seedBusiness();
    const staff = await seedUser(owner, { name: 'Wrong Guess' });
    const page = await browser.newPage();
    await signInThroughUi(page, staff);
    await page.goto('/profile');
    await page.getByLabel('Password', { exact: true }).fill('stolen1');
    await page.getByLabel('Confirm Password').fill('stolen1');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.enterAllFields }).waitFor();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: MSG.currentPasswordWrong }).waitFor();
    await screenshot(page, 'profile-wrong-current-password');
    expect((await apiCall('POST', '/users/login', { email: staff.email, password: staff.password })).status).toBe(200);
  });
});

describe.skipIf(!hasBrowser)('the owner’s sign-in details', () => {
  const browser = useBrowser();

  it('another admin sees the owner’s e-mail read-only and no password fields; the owner edits its own with its current password', async () => {
    const owner = await seedBusiness('Owner Guard');
    const admin = await seedUser(owner, { name: 'Ada Admin', isAdmin: true });
    const page = await browser.newPage();
    await signInThroughUi(page, admin);
    await page.goto(`/admin/user/${owner._id}`);
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    expect(await page.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();
    await page.getByText(MSG.onlyMasterChangesSignIn).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Current Password').count()).toBe(0);
    await screenshot(page, 'admin-edit-owner-locked');
    // Renaming is still the admin's to do.
    await page.getByLabel('Name').fill('Olive Renamed');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/admin/userlist');
    await row(page, 'Olive Renamed').waitFor();

    const own = await browser.newPage();
    await signInThroughUi(own, owner);
    await own.goto(`/admin/user/${owner._id}`);
    await own.getByLabel('Current Password').waitFor();
    const email = uniqueEmail('owner-moved');
    await own.getByLabel('Email Address').fill(email);
    await own.getByRole('button', { name: 'Update' }).click();
    await own.getByRole('alert').filter({ hasText: MSG.currentPasswordRequired }).waitFor();
    await own.getByLabel('Current Password').fill(owner.password);
    await own.getByRole('button', { name: 'Update' }).click();
    await own.waitForURL('**/admin/userlist');
    expect((await apiCall('POST', '/users/login', { email, password: owner.password })).status).toBe(200);
  });
});
