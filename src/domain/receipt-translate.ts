/**
 * How the receipt rows shared by the server's receipt image and the web app's receipts
 * (receipt-tax-rows.ts, receipt-payment-rows.ts) are worded: through a translate function over
 * the `receipt` catalogue (src/i18n/locales/<language>/receipt.json) with full keys
 * (`receipt:tax.added`) and `{{values}}`. The server passes its catalogue in the business's
 * language, the web app may pass `(key, values) => i18n.t(key, values)`; without one the rows are
 * in English, read from the English catalogue itself so both say exactly the same.
 */
import english from '../i18n/locales/en/receipt.json';

export type ReceiptValues = Record<string, string | number>;

/** A `receipt:` key and its values to the words a receipt prints. */
export type ReceiptTranslate = (key: string, values?: ReceiptValues) => string;

type Tree = { readonly [key: string]: string | Tree };

const PLURALS = new Intl.PluralRules('en');

function lookup(path: string): string | undefined {
  let node: string | Tree | undefined = english as Tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The English catalogue's text for a key, its plural form picked by `count`, values filled in. */
export const englishReceipt: ReceiptTranslate = (key, values = {}) => {
  const path = key.replace(/^receipt:/, '');
  const text = (typeof values.count === 'number' ? lookup(`${path}_${PLURALS.select(values.count)}`) : undefined) ?? lookup(path);
  if (text === undefined) return key;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
};
