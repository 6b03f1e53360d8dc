/**
 * Checkout on the terminal, as a clerk completes it: the Finish Sale dialog opens on the tender
 * screen with the exact total in cash, so Save (or Enter) sells unless a test pays otherwise.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export function finishSaleDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Finish Sale' });
}

/** Whether the element has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/**
 * Opens Checkout (its button, or F9 from the keyboard) and waits until the amount given has the
 * focus, where the scanner's keyboard types next.
 */
export async function openCheckout(page: Page, { byKeyboard = false } = {}): Promise<Locator> {
  if (byKeyboard) await page.keyboard.press('F9');
  else await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = finishSaleDialog(page);
  await dialog.waitFor();
  await expect.poll(() => hasFocus(dialog.getByLabel('Amount given'))).toBe(true);
  return dialog;
}

/** Checkout paid in exact cash, optionally to a receipt wallet; the caller waits for what follows (sale complete, or a refusal). */
export async function payExactCash(page: Page, { qrid }: { qrid?: string } = {}): Promise<Locator> {
  const dialog = await openCheckout(page);
  if (qrid !== undefined) await dialog.getByLabel('Scan QRcode option').fill(qrid);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

/** The barcode of the sale just completed, from its receipt image under the terminal. */
export async function lastSaleBarcode(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: /^Receipt \d{12}$/ });
  await img.waitFor();
  return (await img.getAttribute('alt'))!.replace('Receipt ', '');
}
