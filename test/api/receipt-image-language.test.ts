/**
 * The receipt image speaks the business's language (Settings → region): every word it prints is
 * the `receipt` catalogue's, in French or Spanish as in English, while the shop's own words (a
 * payment's reference, a product's UPC) are printed as they were typed, its phone as its country
 * writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../src/domain/schemas/pos';
import type { Language } from '../../src/i18n/languages';
import { receiptSvg, renderReceiptPng } from '../../src/server/services/receipt-image';
import { getRegion } from '../../src/server/services/region';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

/** A euro shop in a language, its phone on its receipts. */
async function openShop(language: Language, locale: string, settings: { taxrate: number; pricesIncludeTax: boolean }): Promise<Business> {
  const shop = await registerBusiness(t.app, { bname: `Shop ${language}` });
  expect((await shop.owner.post('/setting/add', { currency: 'EUR', ...settings })).statusCode).toBe(201);
  const details = { bname: shop.bname, phone: '+33 1 23 45 67 89', address: '1 rue de la Paix', city: 'Paris', state: '', country: 'France', mailcode: '75002' };
  expect((await shop.owner.put('/setting/business', details)).statusCode).toBe(200);
  const region = await shop.owner.put('/setting/region', { language, locale, timeZone: 'Europe/Paris' });
  expect(region.statusCode, region.body).toBe(200);
  return shop;
}

/**
 * One 40.00 product with a UPC, sent to a wallet, paid 20 by card (with a reference that looks
 * like catalogue markup) and 30 in cash.
 */
async function sell(shop: Business) {
  const wallet = (await client(t.app, null).post('/wallets')).json().id as string;
  const p = await seedProduct(t.database.owner, shop.cid, { upc: '012345678905', subname: 'Nappe', priceCents: 4000, qty: 5 });
  const payments = [
    { method: 'card', amount: 20, reference: 'AUTH {{upc}} $t(receipt:total) $&' },
    { method: 'cash', amount: 30 },
  ];
  const res = await shop.owner.put(`/pos/generate?qrid=${wallet}`, [{ shipping: 0, payments }, { _id: p.id, saleqty: 1, itemdiscount: 0 }]);
  expect(res.statusCode, res.body).toBe(201);
  const { qfname, barcode } = res.json() as { qfname: string; barcode: string };
  const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json() as TReceipt;
  return { qfname, wallet, receipt };
}

const ENGLISH = ['Subtotal', 'Disc on sale', 'Shipping', 'Paid by card', 'Cash', 'Change', 'Sent to your receipt wallet', 'Thank you for shopping with us!'];

describe('the receipt image in the business’s language', () => {
  it('a French business’s receipt is in French, painted so by the image route', async () => {
    const shop = await openShop('fr', 'fr-FR', { taxrate: 5.5, pricesIncludeTax: true });
    const { qfname, wallet, receipt } = await sell(shop);
    const region = await getRegion(t.database.owner, shop.cid);
    expect(region.language).toBe('fr');

    const text = textOf(receiptSvg(receipt, wallet, region));
    expect(text).toEqual(
      expect.arrayContaining([
        // Typed in international form, printed as the shop's French customers write it.
        'Tél. 01 23 45 67 89',
        '  Code-barres 012345678905',
        'Sous-total',
        'Remise globale',
        'Livraison',
        'TOTAL',
        '  dont TVA 5,5 %',
        'Carte bancaire',
        '  Réf. AUTH {{upc}} $t(receipt:total) $&amp;',
        'Espèces',
        'Rendu',
        'Envoyé dans votre portefeuille de tickets',
        'Merci de votre visite !',
      ]),
    );
    for (const word of ENGLISH) expect(text).not.toContain(word);
    expect(textOf(receiptSvg({ ...receipt, returned: true }, wallet, region))).toContain('*** RETOURNÉ - TICKET CLÔTURÉ ***');

    const painted = await client(t.app, null).get(`/return/${qfname}?wallet=${wallet}`);
    expect(painted.statusCode).toBe(200);
    expect(Buffer.compare(painted.rawPayload, await renderReceiptPng(receipt, wallet, region))).toBe(0);
    expect(Buffer.compare(painted.rawPayload, await renderReceiptPng(receipt, wallet, { ...region, language: 'en' }))).not.toBe(0);
  });

  it('a Spanish business’s receipt is in Spanish, and a change of language repaints it', async () => {
    const shop = await openShop('es', 'es-ES', { taxrate: 21, pricesIncludeTax: false });
    const { qfname, wallet, receipt } = await sell(shop);
    const region = await getRegion(t.database.owner, shop.cid);
    expect(region.language).toBe('es');

    const text = textOf(receiptSvg(receipt, wallet, region));
    expect(text).toEqual(
      expect.arrayContaining([
        'Tel. 01 23 45 67 89',
        '  Código 012345678905',
        'Subtotal',
        'Descuento global',
        'Envío',
        'Impuesto 21 %',
        'TOTAL',
        'Tarjeta',
        '  Ref. AUTH {{upc}} $t(receipt:total) $&amp;',
        'Efectivo',
        'Cambio',
        'Enviado a su monedero de recibos',
        '¡Gracias por su compra!',
      ]),
    );
    for (const word of ENGLISH.filter((w) => w !== 'Subtotal')) expect(text).not.toContain(word);
    expect(textOf(receiptSvg({ ...receipt, returned: true }, wallet, region))).toContain('*** DEVUELTO - RECIBO CERRADO ***');

    const asSpanish = await shop.owner.get(`/return/${qfname}`);
    expect(Buffer.compare(asSpanish.rawPayload, await renderReceiptPng(receipt, wallet, region))).toBe(0);
    expect((await shop.owner.put('/setting/region', { language: 'en' })).statusCode).toBe(200);
    const asEnglish = await shop.owner.get(`/return/${qfname}`);
    expect(Buffer.compare(asEnglish.rawPayload, await renderReceiptPng(receipt, wallet, { ...region, language: 'en' }))).toBe(0);
    expect(Buffer.compare(asEnglish.rawPayload, asSpanish.rawPayload)).not.toBe(0);
  });

  it('an English business’s receipt keeps its words, with the shop’s own text as typed and its phone as its country writes it', async () => {
    const shop = await openShop('en', 'en-US', { taxrate: 5, pricesIncludeTax: false });
    const { wallet, receipt } = await sell(shop);
    const text = textOf(receiptSvg(receipt, wallet, await getRegion(t.database.owner, shop.cid)));
    expect(text).toEqual(
      expect.arrayContaining([
        'Tel 01 23 45 67 89',
        '  UPC 012345678905',
        ...ENGLISH,
        'Tax @ 5%',
        'TOTAL',
        '  Ref AUTH {{upc}} $t(receipt:total) $&amp;',
      ]),
    );
    expect(textOf(receiptSvg({ ...receipt, returned: true }, wallet))).toContain('*** RETURNED - RECEIPT CLOSED ***');
  });
});
