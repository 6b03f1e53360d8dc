/** A forgotten password, as a shop owner meets it: the link on Sign In, the e-mail, a new password. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID, RESET_REQUESTED_MESSAGE } from '../src/domain/schemas/users';
import { seedBusiness, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

const WIDTHS = [1280, 768, 390] as const;

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The path of the reset link in the last e-mail sent to `to`. */
async function linkMailedTo(to: string): Promise<string> {
  const mails = (await (await fetch(inject('outboxURL'))).json()) as { to: string; text: string }[];
  const mail = mails.filter((m) => m.to === to).at(-1);
  expect(mail, `no mail to ${to}`).toBeDefined();
  const url = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail!.text);
  expect(url).not.toBeNull();
  return new URL(url![0]).pathname;
}

describe.skipIf(!hasBrowser)('forgotten password', () => {
  const browser = useBrowser();

  it('goes from Sign In to a new password by e-mail, and the link works once', async () => {
    const owner = await seedBusiness('Reset Shop');
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `password-forgot-${width}`);
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('Email Address').fill(owner.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: RESET_REQUESTED_MESSAGE }).waitFor();

    const link = await linkMailedTo(owner.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // Two different passwords are refused beside the field, and nothing changes.
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel('New password again').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The two passwords are not the same').first().waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `password-reset-${width}`);
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('New password again').fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('status').filter({ hasText: RESET_DONE_MESSAGE }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await signInThroughUi(page, { email: owner.email, password: 'fresh-pass-1' });
    await page.waitForURL('**/dashboard');

    // The same link a second time is refused with what to do next.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('other-pass-1');
    await again.getByLabel('New password again').fill('other-pass-1');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await again.getByRole('alert').filter({ hasText: RESET_LINK_INVALID }).waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });

  it('answers a French browser in French: the page, and the server’s confirmation under it', async () => {
    const owner = await seedBusiness('Boulangerie Reset');
    const page = await browser.newPage({ locale: 'fr-FR' });
    await page.goto('/forgot-password');
    await page.getByLabel('Adresse e-mail').fill(owner.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('status').filter({ hasText: 'Si un compte utilise cette adresse e-mail, un lien pour choisir un nouveau mot de passe est en route.' }).waitFor();
    expect(await page.getByRole('status').textContent()).not.toContain(RESET_REQUESTED_MESSAGE);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `password-forgot-sent-fr-${width}`);
    }
    await expectNoAxeViolations(page);
  });
});
