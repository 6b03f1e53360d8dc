import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './helpers/api';
import { hasBrowser, screenshot, useBrowser } from './helpers/browser';
import { expectedTotals, seedShop, usd } from './helpers/pos-seed';
import { payExactCash } from './helpers/tender';

const LAMP = { upc: '200000000011', manufacturer: 'Lumo', subname: 'Desk Lamp', qty: 4, price: 24.5 };

describe.skipIf(!hasBrowser)('receipt wallet', () => {
  const browser = useBrowser();

  it('a customer gets a wallet, the cashier sends a sale to it, the customer sees it, and a return shows on it', async () => {
    // The customer opens /wallet on their phone: a wallet is made once and kept in that browser.
    const phone = await browser.newPage({ viewport: { width: 420, height: 860 } });
    await phone.goto('/wallet');
    const codeText = phone.getByTestId('wallet-code');
    await codeText.waitFor();
    const code = (await codeText.textContent())!.trim();
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await phone.evaluate(() => localStorage.getItem('walletId'))).toBe(code);
    await phone.getByRole('img', { name: 'Wallet QR code' }).waitFor();
    expect(await phone.getByRole('img', { name: 'Wallet QR code' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await screenshot(phone, 'wallet');
    await phone.reload();
    await codeText.waitFor();
    expect((await codeText.textContent())!.trim()).toBe(code);

    // The cashier rings up a sale and types the customer's code into the checkout.
    const { owner } = await seedShop({ bname: 'Lamp Shop', products: [LAMP] });
    const till = await browser.newPage();
    await signInThroughUi(till, owner);
    await till.goto('/pos');
    await till.getByLabel('Quantity of Lumo Desk Lamp').fill('2');
    await till.getByLabel('Discount % on Lumo Desk Lamp').fill('20');
    await till.getByRole('button', { name: 'Add Lumo Desk Lamp' }).click();
    await payExactCash(till, { qrid: code });
    await till.getByText("The receipt was sent to the customer's wallet.").waitFor();
    const barcode = (await till.getByRole('img', { name: /^Receipt \d{12}$/ }).getAttribute('alt'))!.replace('Receipt ', '');
    const want = expectedTotals([{ price: LAMP.price, qty: 2, disc: 20 }], 0, 13);

    // The customer sees it on the receipts page, image included.
    await phone.goto('/wallet');
    await phone.getByRole('link', { name: 'My receipts (1)' }).click();
    await phone.waitForURL(`**/wallet/${code}`);
    const card = phone.locator(`[aria-label="Receipt ${barcode}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Lamp Shop');
    expect(await card.textContent()).toContain(usd(want.total));
    const img = phone.getByRole('img', { name: 'Receipt from Lamp Shop' });
    expect(await img.getAttribute('src')).toMatch(new RegExp(`^/api/return/[^/?]+-${barcode}\\.png\\?wallet=${code}$`));
    await phone.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img[alt="Receipt from Lamp Shop"]');
      return !!el && el.complete && el.naturalWidth > 0;
    });
    expect(await phone.getByText('Returned').count()).toBe(0);
    await screenshot(phone, 'wallet-receipts');

    // The shop accepts the return by barcode; the wallet then marks the receipt returned.
    await till.goto('/returns');
    await till.getByPlaceholder('Enter barcode').fill(barcode);
    await till.getByRole('button', { name: 'Search' }).click();
    await till.getByText('Items may be returned:').waitFor();
    await till.getByRole('button', { name: 'Accept Return' }).click();
    await till.getByRole('dialog').getByRole('button', { name: 'Accept Return and refund' }).click();
    await till.getByText('Items have been returned - Receipt is closed:').waitFor();
    await phone.reload();
    await phone.getByText('Returned', { exact: true }).waitFor();
  });

  it('a wallet id nobody has shows the server message', async () => {
    const page = await browser.newPage();
    await page.goto('/wallet/not-a-real-wallet-id');
    await page.locator('.alert-danger').waitFor();
  });
});
