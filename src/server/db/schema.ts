/**
 * The whole data model. Every tenant table carries `cid` (the business id) so each query can
 * filter by it and a cluster can distribute rows by it. Money is integer cents; the tax rate is
 * integer hundredths of a percent (7.25 % = 725).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

const id = () => text('id').primaryKey().$defaultFn(() => randomUUID());
const cid = () => text('cid').notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key/value settings of the deployment itself (e.g. the generated session secret). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const businesses = pgTable('businesses', {
  id: id(),
  bname: text('bname').notNull(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  mailcode: text('mailcode').notNull(),
  /** Public key of the business, handed to clients in userInfo.apikey. */
  apikey: text('apikey').notNull().$defaultFn(() => randomUUID()),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    cid: cid().references(() => businesses.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    isMaster: boolean('is_master').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique across the whole service, whatever their case.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_cid_idx').on(t.cid),
  ],
);

/** Server-side sessions: the token is a signed JWT naming one of these rows. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cid: cid(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per e-mail to slow down password guessing across all instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at)],
);

export const items = pgTable(
  'items',
  {
    id: id(),
    cid: cid(),
    item: text('item').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('items_cid_item_uq').on(t.cid, sql`lower(${t.item})`),
    index('items_item_trgm').using('gin', sql`lower(${t.item}) gin_trgm_ops`),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: id(),
    cid: cid(),
    manufacturer: text('manufacturer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manufacturers_cid_name_uq').on(t.cid, sql`lower(${t.manufacturer})`),
    index('manufacturers_name_trgm').using('gin', sql`lower(${t.manufacturer}) gin_trgm_ops`),
  ],
);

export const settings = pgTable(
  'settings',
  {
    id: id(),
    cid: cid(),
    /** Hundredths of a percent: 13 % is 1300. */
    taxrateBp: integer('taxrate_bp').notNull(),
    currency: text('currency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('settings_cid_uq').on(t.cid)],
);

export const inventory = pgTable(
  'inventory',
  {
    id: id(),
    cid: cid(),
    upc: text('upc').notNull(),
    item: text('item').notNull(),
    manufacturer: text('manufacturer').notNull(),
    subname: text('subname').notNull(),
    qty: integer('qty').notNull(),
    lowinventory: integer('lowinventory').notNull().default(0),
    costCents: integer('cost_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_cid_upc_uq').on(t.cid, t.upc),
    index('inventory_cid_mfg_idx').on(t.cid, t.manufacturer, t.id),
    // The inventory list's order (most recently changed first, id breaks ties): a page is read off
    // the index, and the ids of a deep page come from the index alone (see listInventory).
    index('inventory_cid_recent_idx').on(t.cid, t.updatedAt.desc().nullsFirst(), t.id),
    // The sales terminal lists only stock on hand, by manufacturer and name: this serves its pages in order.
    index('inventory_cid_instock_idx').on(t.cid, t.manufacturer, t.subname, t.id).where(sql`${t.qty} > 0`),
    // The low-inventory report's rows in its order, so a page never sorts the whole business's stock.
    index('inventory_cid_low_idx')
      .on(t.cid, sql`lower(${t.manufacturer})`, t.manufacturer, sql`lower(${t.subname})`, t.id)
      .where(sql`${t.qty} <= ${t.lowinventory}`),
    index('inventory_upc_trgm').using('gin', sql`lower(${t.upc}) gin_trgm_ops`),
    index('inventory_mfg_trgm').using('gin', sql`lower(${t.manufacturer}) gin_trgm_ops`),
    index('inventory_subname_trgm').using('gin', sql`lower(${t.subname}) gin_trgm_ops`),
  ],
);

/** A customer's receipt wallet: an unguessable id kept in the customer's browser. */
export const wallets = pgTable('wallets', {
  id: id(),
  createdAt: createdAt(),
});

/** One finished sale, which is also its receipt. */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    cid: cid(),
    userId: text('user_id'),
    barcode: text('barcode').notNull(),
    qfname: text('qfname').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxrateBp: integer('taxrate_bp').notNull(),
    currency: text('currency').notNull(),
    walletId: text('wallet_id').references(() => wallets.id),
    idempotencyKey: text('idempotency_key'),
    returned: boolean('returned').notNull().default(false),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    // Sums of the lines, written with them at checkout, so period reports read only sales rows.
    /** Σ qty of the lines (at most 200 lines × 1,000,000 units, inside 32 bits). */
    units: integer('units').notNull().default(0),
    /** Cost of goods sold: Σ line cost × qty, at the cost copied onto the lines. */
    costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_cid_barcode_uq').on(t.cid, t.barcode),
    uniqueIndex('sales_qfname_uq').on(t.qfname),
    uniqueIndex('sales_cid_idem_uq').on(t.cid, t.idempotencyKey),
    index('sales_cid_created_idx').on(t.cid, t.createdAt),
    index('sales_wallet_idx').on(t.walletId),
  ],
);

/** A line of a sale. It copies the product's details so a later edit never changes a receipt. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: id(),
    saleId: text('sale_id').notNull().references(() => sales.id, { onDelete: 'cascade' }),
    cid: cid(),
    inventoryId: text('inventory_id').notNull(),
    upc: text('upc').notNull(),
    item: text('item').notNull(),
    manufacturer: text('manufacturer').notNull(),
    subname: text('subname').notNull(),
    qty: integer('qty').notNull(),
    priceCents: integer('price_cents').notNull(),
    costCents: integer('cost_cents').notNull(),
    discountPct: integer('discount_pct').notNull(),
    lineCents: integer('line_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sale_lines_sale_idx').on(t.saleId), index('sale_lines_cid_inv_idx').on(t.cid, t.inventoryId)],
);
