/**
 * Tables that are not one business's rows, and why. Every other table holds a business's rows: it
 * carries `cid` in its primary key, in every unique index and in every foreign key to another
 * business table, and row-level security shows it only to that business (docs/scaling.md).
 * test/db/catalogue.test.ts reads the database's own catalogue and fails on any table that is
 * neither, so a new table must be born distributable or be listed here with its reason.
 */
export const GLOBAL_TABLES = {
  app_meta: 'settings of the deployment itself, such as the generated session-signing secret',
  login_failures: 'failed sign-ins are counted per e-mail before it is known which business the e-mail belongs to',
  wallets: "a customer's receipt wallet belongs to the customer, and collects receipts from any shop",
  user_logins:
    'sign-in finds the business of an e-mail, and one e-mail is one account across the service; rows are written only by their own business',
  wallet_receipts:
    "which business's receipts a wallet holds, so a wallet page or a receipt image opened from it reads each business directly; rows are written only by their own business",
} as const satisfies Record<string, string>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** Global tables that still say which business each row came from: readable by all, written by that business. */
export const GLOBAL_TABLES_WRITTEN_BY_ONE_BUSINESS: readonly GlobalTable[] = ['user_logins', 'wallet_receipts'];

/** The business table whose own `id` is the business id (the root every other business table hangs off). */
export const BUSINESS_ROOT_TABLE = 'businesses';
