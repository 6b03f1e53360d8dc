/**
 * The receipt rows shared by the receipt image and the web app's receipts: in English, word for
 * word as they always were, when no translate function is given; in the language of the one given.
 */
import { describe, expect, it } from 'vitest';
import english from '../i18n/locales/en/receipt.json';
import { translate } from '../i18n/server-catalog';
import { PAYMENT_LABELS, receiptPaymentRows } from './receipt-payment-rows';
import { formatNumber } from './formats';
import { receiptTaxRows } from './receipt-tax-rows';
import { englishReceipt, type ReceiptTranslate } from './receipt-translate';

const taxLines = [
  { name: 'Reduced', rate: 5.5, base: 10, tax: 0.55 },
  { name: 'Standard', rate: 20, base: 10, tax: 2 },
];
const payments = [
  { method: 'card' as const, amount: 20, reference: 'AUTH 7' },
  { method: 'other' as const, amount: 5, reference: null },
  { method: 'cash' as const, amount: 30, reference: null },
];

const inLanguage =
  (language: 'fr' | 'es'): ReceiptTranslate =>
  (key, values) =>
    translate(language, key, values);

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)));
}

describe('receipt rows', () => {
  it('are in English as before without a translate function', () => {
    expect(receiptTaxRows({ taxrate: 13, taxes: 1.3, pricesIncludeTax: false, taxLines: [] })).toEqual({ beforeTotal: [{ label: 'Tax @ 13%', amount: 1.3 }], afterTotal: [] });
    expect(receiptTaxRows({ taxrate: 20, taxes: 2.55, pricesIncludeTax: true, taxLines })).toEqual({
      beforeTotal: [],
      afterTotal: [
        { label: 'of which VAT 5.5 %', amount: 0.55 },
        { label: 'of which VAT 20 %', amount: 2 },
      ],
    });
    expect(receiptPaymentRows({ payments, change: 2.45 })).toEqual([
      { label: 'Paid by card', amount: 20, reference: 'AUTH 7' },
      { label: 'Other payment', amount: 5 },
      { label: 'Cash', amount: 30 },
      { label: 'Change', amount: 2.45 },
    ]);
    expect(PAYMENT_LABELS).toEqual({ cash: 'Cash', card: 'Paid by card', other: 'Other payment' });
  });

  it('say in English what the server’s English catalogue says', () => {
    const values = { phone: '+1 416 555 0100', upc: '0123', rate: 7.25, reference: 'R {{upc}} $&' };
    for (const key of keysOf(english)) expect(englishReceipt(`receipt:${key}`, values), key).toBe(translate('en', `receipt:${key}`, values));
  });

  it('are in the language of the translate function given', () => {
    expect(receiptTaxRows({ taxrate: 20, taxes: 2.55, pricesIncludeTax: true, taxLines }, inLanguage('fr')).afterTotal.map((r) => r.label)).toEqual(['dont TVA 5.5 %', 'dont TVA 20 %']);
    expect(receiptTaxRows({ taxrate: 21, taxes: 2.1, pricesIncludeTax: false, taxLines: [] }, inLanguage('es')).beforeTotal.map((r) => r.label)).toEqual(['Impuesto 21 %']);
    // The rate in the business's number format: a decimal comma in Paris, a point in Toronto.
    const fr = receiptTaxRows({ taxrate: 20, taxes: 2.55, pricesIncludeTax: true, taxLines }, inLanguage('fr'), (n) => formatNumber(n, 'fr-FR'));
    expect(fr.afterTotal.map((r) => r.label)).toEqual(['dont TVA 5,5 %', 'dont TVA 20 %']);
    const ca = receiptTaxRows({ taxrate: 20, taxes: 2.55, pricesIncludeTax: false, taxLines }, englishReceipt, (n) => formatNumber(n, 'en-CA'));
    expect(ca.beforeTotal.map((r) => r.label)).toEqual(['Tax @ 5.5%', 'Tax @ 20%']);
    expect(receiptPaymentRows({ payments, change: 2.45 }, inLanguage('fr')).map((r) => r.label)).toEqual(['Carte bancaire', 'Autre paiement', 'Espèces', 'Rendu']);
    expect(receiptPaymentRows({ payments, change: 2.45 }, inLanguage('es')).map((r) => r.label)).toEqual(['Tarjeta', 'Otro pago', 'Efectivo', 'Cambio']);
  });
});

describe('the cash rounding row', () => {
  it('comes first under the total, signed, and only when cash was rounded', () => {
    const payments = [{ method: 'cash' as const, amount: 10, reference: null }];
    expect(receiptPaymentRows({ payments, change: 4.75, cashRounding: 0.01 })).toEqual([
      { label: 'Rounding', amount: 0.01 },
      { label: PAYMENT_LABELS.cash, amount: 10 },
      { label: 'Change', amount: 4.75 },
    ]);
    expect(receiptPaymentRows({ payments, change: 4.8, cashRounding: -0.02 }, inLanguage('fr'))[0]).toEqual({ label: 'Arrondi', amount: -0.02 });
    expect(receiptPaymentRows({ payments, change: 4.76, cashRounding: 0 }).map((r) => r.label)).toEqual([PAYMENT_LABELS.cash, 'Change']);
  });
});
