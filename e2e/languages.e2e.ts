/**
 * Stocktill in English, French and Spanish: before sign-in the browser's language; signed in, the
 * business's (Settings), unless the person picked their own (Profile); the API's refusals in the
 * same language as the screen. Expected words are read from the catalogues, so the test follows
 * their wording.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, seedBusiness, seedUser, signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';

type Tree = { [key: string]: string | Tree };

/** A catalogue text (`ns:dotted.key`) in a language, with its {{values}} filled in. */
function tr(language: 'en' | 'fr' | 'es', key: string, values: Record<string, string> = {}): string {
  const [ns, dotted] = key.split(':');
  let node: string | Tree = JSON.parse(fs.readFileSync(path.resolve('src/i18n/locales', language, `${ns}.json`), 'utf8')) as Tree;
  for (const part of dotted.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`no ${key} in ${language}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${key} is not a text`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function signInWithWords(page: Page, language: 'en' | 'fr' | 'es', user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(tr(language, 'auth:fields.email')).fill(user.email);
  await page.getByLabel(tr(language, 'auth:fields.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: tr(language, 'auth:login.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe.skipIf(!hasBrowser)('languages', () => {
  const browser = useBrowser();

  it('before sign-in speaks the browser’s language, and the server refuses in it too', async () => {
    const owner = await seedBusiness('Tienda Lingüística');
    const page = await browser.newPage({ locale: 'es-MX', viewport: { width: 390, height: 844 } });
    await page.goto('/login');
    await page.getByRole('heading', { name: tr('es', 'auth:login.title') }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await page.getByLabel(tr('es', 'auth:fields.email')).fill(owner.email);
    await page.getByLabel(tr('es', 'auth:fields.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: tr('es', 'auth:login.submit') }).click();
    await page.getByText(tr('es', 'spec:invalidCredentials')).waitFor();
    await screenshot(page, 'languages-login-es-390');

    // A browser in a language Stocktill does not speak gets English.
    const german = await browser.newPage({ locale: 'de-DE' });
    await german.goto('/login');
    await german.getByRole('heading', { name: tr('en', 'auth:login.title') }).waitFor();
    expect(await htmlLang(german)).toBe('en');
  });

  it('a business switched to French shows every screen in French; a person may pick Spanish for themselves', async () => {
    const owner = await seedBusiness('Épicerie des Langues');
    const page = await browser.newPage();
    await signInThroughUi(page, owner);

    // The owner picks French for the business in Settings: the app turns French at once.
    await page.goto('/settings');
    const region = page.getByRole('form', { name: tr('en', 'settings:region.formLabel') });
    await region.getByLabel(tr('en', 'common:language.label'), { exact: true }).selectOption('fr');
    await region.getByRole('button', { name: tr('en', 'settings:region.save') }).click();
    await page.getByRole('heading', { name: tr('fr', 'settings:region.title') }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    expect((await apiCall<{ language: string }>('GET', '/setting/region', undefined, owner.token)).data.language).toBe('fr');
    await screenshot(page, 'languages-settings-fr');

    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pos');
      await page.getByRole('heading', { name: tr('fr', 'pos:terminal.title') }).waitFor();
      await screenshot(page, `languages-pos-fr-${width}`);
    }

    // A clerk of the same business signs in: French, the business's language…
    const clerk = await seedUser(owner, { name: 'Carla Caissière' });
    const clerkPage = await browser.newPage();
    await signInThroughUi(clerkPage, clerk);
    await clerkPage.goto('/profile');
    await clerkPage.getByRole('heading', { name: tr('fr', 'profile:title') }).waitFor();
    // …and a refusal from the server in French too.
    await clerkPage.getByLabel(tr('fr', 'profile:currentPassword')).fill('wrong-password');
    await clerkPage.getByLabel(tr('fr', 'profile:password'), { exact: true }).fill('another1');
    await clerkPage.getByLabel(tr('fr', 'profile:confirmPassword')).fill('another1');
    await clerkPage.getByRole('button', { name: tr('fr', 'profile:update') }).click();
    await clerkPage.getByText(tr('fr', 'spec:currentPasswordWrong')).first().waitFor();

    // …until she picks Spanish for herself: her screens and messages turn Spanish, the shop stays French.
    await clerkPage.getByLabel(tr('fr', 'common:language.label'), { exact: true }).selectOption('es');
    await clerkPage.getByRole('button', { name: tr('fr', 'profile:language.save') }).click();
    await clerkPage.getByRole('heading', { name: tr('es', 'profile:title') }).waitFor();
    expect(await htmlLang(clerkPage)).toBe('es');
    await screenshot(clerkPage, 'languages-profile-es');
    await clerkPage.goto('/pos');
    await clerkPage.getByRole('heading', { name: tr('es', 'pos:terminal.title') }).waitFor();
    await screenshot(clerkPage, 'languages-pos-es-1280');
    expect((await apiCall<{ language: string }>('GET', '/setting/region', undefined, owner.token)).data.language).toBe('fr');

    // A new page of the same person opens straight in her language.
    await clerkPage.reload();
    await clerkPage.getByRole('heading', { name: tr('es', 'pos:terminal.title') }).waitFor();

    // Back to "Same as the business": French again.
    await clerkPage.goto('/profile');
    await clerkPage.getByLabel(tr('es', 'common:language.label'), { exact: true }).selectOption('');
    await clerkPage.getByRole('button', { name: tr('es', 'profile:language.save') }).click();
    await clerkPage.getByRole('heading', { name: tr('fr', 'profile:title') }).waitFor();

    // Signed out, the app speaks the browser's language again (US English here).
    await clerkPage.getByRole('button', { name: tr('fr', 'common:menu.menu') }).click();
    await clerkPage.getByRole('button', { name: tr('fr', 'common:menu.logout') }).click();
    await clerkPage.getByRole('heading', { name: tr('en', 'auth:login.title') }).waitFor();
    expect(await htmlLang(clerkPage)).toBe('en');

    // The owner signs in again in a Spanish browser: the business's French wins over the browser's Spanish.
    const again = await browser.newPage({ locale: 'es-ES' });
    await signInWithWords(again, 'es', owner);
    await again.goto('/pos');
    await again.getByRole('heading', { name: tr('fr', 'pos:terminal.title') }).waitFor();
  });
});
