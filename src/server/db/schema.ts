/**
 * The whole data model. Every business table carries `cid` (the business id) first in its primary
 * key, in every unique index and in every foreign key to another business table, so each query
 * can filter by it, row-level security can hold the app to one business, and a cluster (Citus)
 * can distribute the rows by it. The few tables shared by all businesses are listed, with their
 * reasons, in ./global-tables.ts. Money is integer minor units of the business currency (cents,
 * fils, yen: src/domain/currency.ts); the `*_cents` columns kept their names from when every
 * amount was cents. Tax rates are integer hundredths of a percent (7.25 % = 725).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/** A global table's own key. */
const id = () => text('id').primaryKey().$defaultFn(() => randomUUID());
/** A business table's row id: unique in practice (a UUID), the key is (cid, id). */
const rowId = () => text('id').notNull().$defaultFn(() => randomUUID());
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
  /**
   * The shop's IANA time zone (its days and clocks) and BCP 47 locale (how it writes numbers,
   * money and dates): src/domain/region.ts. Kept here, not in `settings`, because a business has
   * them from sign-up, before any tax rate is set.
   */
  timeZone: text('time_zone').notNull().default('UTC'),
  locale: text('locale').notNull().default('en-US'),
  /** The language of the business's screens, receipts and API answers (src/i18n/languages.ts). */
  language: text('language').notNull().default('en'),
  /**
   * The cash rounding increment in the currency's major unit (0.05 for CAD), 0 for none: the cash
   * part of a payment is rounded to it (src/domain/cash-rounding.ts).
   */
  cashRounding: numeric('cash_rounding', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
  /** When the owner put away the dashboard's getting-started checklist (null: still shown). */
  gettingStartedDismissedAt: timestamp('getting_started_dismissed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: rowId(),
    cid: cid().references(() => businesses.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    isMaster: boolean('is_master').notNull().default(false),
    /** The user's own language; null: the business's. */
    language: text('language'),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'users_pkey', columns: [t.cid, t.id] }),
    // E-mails are unique across the whole service, whatever their case: user_logins holds that
    // rule (it is global); within a business this index also finds a user by e-mail.
    uniqueIndex('users_cid_email_lower_uq').on(t.cid, sql`lower(${t.email})`),
  ],
);

/**
 * Global: which business and user an e-mail signs in to (one e-mail, one account across the
 * service). Written in the same transaction as the user it names.
 */
export const userLogins = pgTable('user_logins', {
  /** lower(email) */
  email: text('email').primaryKey(),
  cid: text('cid').notNull(),
  userId: text('user_id').notNull(),
});

/**
 * A password-reset link: only the SHA-256 of its secret is kept, so the table cannot be used to
 * reset anyone's password. Single use (`used_at`) and short-lived (`expires_at`).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    cid: cid(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'password_resets_pkey', columns: [t.cid, t.tokenHash] }),
    foreignKey({ name: 'password_resets_user_fk', columns: [t.cid, t.userId], foreignColumns: [users.cid, users.id] }).onDelete('cascade'),
    index('password_resets_cid_user_idx').on(t.cid, t.userId),
  ],
);

/** Server-side sessions: the token is a signed JWT naming one of these rows. */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: text('user_id').notNull(),
    cid: cid(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sessions_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'sessions_user_fk', columns: [t.cid, t.userId], foreignColumns: [users.cid, users.id] }).onDelete('cascade'),
    index('sessions_cid_user_idx').on(t.cid, t.userId),
  ],
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

/**
 * Named tax rates of a business (Standard 20 %, Reduced 5.5 %, Zero 0 %). Exactly one is the
 * default: it taxes shipping and every category without a class of its own, and its rate is the
 * spec's single tax rate setting. Every business gets one at sign-up (migration 0012 gave existing
 * businesses theirs, at their rate).
 */
export const taxClasses = pgTable(
  'tax_classes',
  {
    id: rowId(),
    cid: cid(),
    name: text('name').notNull(),
    /** The percent × 10,000 (parts per million): 5.5 % is 55000, 9.975 % is 99750; with several taxes, their sum. */
    ratePpm: integer('rate_ppm').notNull(),
    /**
     * The class's own named taxes, in the order they apply (GST 5 % then QST 9.975 %); empty for a
     * class that is one rate, `rate_ppm`, as every class was before (its tax then takes the class's name).
     */
    taxes: jsonb('taxes').$type<{ name: string; ratePpm: number; compound: boolean }[]>().notNull().default(sql`'[]'::jsonb`),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'tax_classes_pkey', columns: [t.cid, t.id] }),
    uniqueIndex('tax_classes_cid_name_uq').on(t.cid, sql`lower(${t.name})`),
    // At most one default per business; the service keeps at least one (the default cannot be deleted).
    uniqueIndex('tax_classes_cid_default_uq').on(t.cid).where(sql`${t.isDefault}`),
    check('tax_classes_rate_ck', sql`${t.ratePpm} between 0 and 1000000`),
  ],
);

export const items = pgTable(
  'items',
  {
    id: rowId(),
    cid: cid(),
    item: text('item').notNull(),
    /** The category's tax class; null means the business's default class. */
    taxClassId: text('tax_class_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'items_pkey', columns: [t.cid, t.id] }),
    uniqueIndex('items_cid_item_uq').on(t.cid, sql`lower(${t.item})`),
    index('items_item_trgm').using('gin', sql`lower(${t.item}) gin_trgm_ops`),
    foreignKey({ name: 'items_tax_class_fk', columns: [t.cid, t.taxClassId], foreignColumns: [taxClasses.cid, taxClasses.id] }),
    index('items_cid_tax_class_idx').on(t.cid, t.taxClassId),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: rowId(),
    cid: cid(),
    manufacturer: text('manufacturer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'manufacturers_pkey', columns: [t.cid, t.id] }),
    uniqueIndex('manufacturers_cid_name_uq').on(t.cid, sql`lower(${t.manufacturer})`),
    index('manufacturers_name_trgm').using('gin', sql`lower(${t.manufacturer}) gin_trgm_ops`),
  ],
);

export const settings = pgTable(
  'settings',
  {
    id: rowId(),
    cid: cid(),
    /**
     * The percent × 10,000: 13 % is 130000. The default tax class's rate, kept in step with it
     * (the class is what checkout reads).
     */
    taxratePpm: integer('taxrate_ppm').notNull(),
    currency: text('currency').notNull(),
    /** Shelf prices include tax (VAT style) instead of tax being added at the till. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** Whether staff see cost (the margin); admins always do. See src/domain/cost-policy.ts. */
    staffSeeCost: boolean('staff_see_cost').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'settings_pkey', columns: [t.cid, t.id] }), uniqueIndex('settings_cid_uq').on(t.cid)],
);

export const inventory = pgTable(
  'inventory',
  {
    id: rowId(),
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
    /**
     * The transaction that last wrote the row (its 64-bit id), set by a trigger on every insert and
     * update: the terminal's catalogue on the device asks for what changed since a cursor
     * (src/server/services/sync/device-catalog.ts). Never written by the application.
     */
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text)::bigint`),
    /**
     * The name and the maker as searches compare them (src/domain/search-text.ts `foldForSearch`:
     * no accents, lower case, single spaces), written by the app with them on every insert and
     * update, never by a trigger (a Citus cluster refuses triggers on business tables). Null only
     * for rows written before migration 0023 until the start-up backfill has filled them
     * (src/server/db/search-text-backfill.ts).
     */
    subnameFolded: text('subname_folded'),
    manufacturerFolded: text('manufacturer_folded'),
  },
  (t) => [
    primaryKey({ name: 'inventory_pkey', columns: [t.cid, t.id] }),
    index('inventory_cid_change_idx').on(t.cid, t.changeXid),
    uniqueIndex('inventory_cid_upc_uq').on(t.cid, t.upc),
    index('inventory_cid_mfg_idx').on(t.cid, t.manufacturer, t.id),
    // The inventory list's order (most recently changed first, id breaks ties): a page is read off
    // the index, and the ids of a deep page come from the index alone (see listInventory). It ends
    // with what a search compares, so a search is an index-only walk in the list's order: under
    // row-level security no trigram index can serve the app's role (LIKE is not leakproof, so
    // PostgreSQL must check the policy before it, row by row; docs/performance.md).
    index('inventory_cid_recent_idx').on(t.cid, t.updatedAt.desc().nullsFirst(), t.id, t.upc, t.subnameFolded, t.manufacturerFolded),
    // The sales terminal lists only stock on hand, by manufacturer and name: this serves its pages in
    // order, and its searches the same way as the list's index above.
    index('inventory_cid_instock_idx')
      .on(t.cid, t.manufacturer, t.subname, t.id, t.upc, t.subnameFolded, t.manufacturerFolded)
      .where(sql`${t.qty} > 0`),
    // The low-inventory report's rows in its order, so a page never sorts the whole business's stock.
    // What searches compare, and nothing else: counting a search's matches (up to its cap) walks
    // this, the narrowest index that holds them, instead of scanning the table.
    index('inventory_cid_search_idx').on(t.cid, t.subnameFolded, t.manufacturerFolded, t.upc, t.qty),
    index('inventory_cid_low_idx')
      .on(t.cid, sql`lower(${t.manufacturer})`, t.manufacturer, sql`lower(${t.subname})`, t.id)
      .where(sql`${t.qty} <= ${t.lowinventory}`),
    // The inventory list sorted by a column (src/server/services/inventory-order.ts), names without
    // regard to case. Each name index ends with the name itself, so a page's ids, however deep, are
    // read off the index alone (50,000 rows deep in 100,000 entries: about 10 ms, not 90-160 ms).
    index('inventory_cid_item_sort_idx').on(t.cid, sql`lower(${t.item})`, t.id, t.item),
    index('inventory_cid_mfg_sort_idx').on(t.cid, sql`lower(${t.manufacturer})`, t.id, t.manufacturer),
    index('inventory_cid_subname_sort_idx').on(t.cid, sql`lower(${t.subname})`, t.id, t.subname),
    index('inventory_cid_qty_sort_idx').on(t.cid, t.qty, t.id),
    index('inventory_cid_price_sort_idx').on(t.cid, t.priceCents, t.id),
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
    id: rowId(),
    cid: cid(),
    userId: text('user_id'),
    barcode: text('barcode').notNull(),
    qfname: text('qfname').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The default class's rate when sold (the spec's one rate); each line keeps its own. */
    taxratePpm: integer('taxrate_ppm').notNull(),
    currency: text('currency').notNull(),
    /** Whether the prices included tax (then the total is the lines plus shipping, and tax is what it contains). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /**
     * The goods before tax (src/domain/totals.ts `goodsNetMinor`), written only when prices included
     * tax; null means the subtotal (tax added). Margins are this less cost.
     */
    goodsNetCents: integer('goods_net_cents'),
    walletId: text('wallet_id').references(() => wallets.id),
    idempotencyKey: text('idempotency_key'),
    returned: boolean('returned').notNull().default(false),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    // Sums of the lines, written with them at checkout, so period reports read only sales rows.
    /** Σ qty of the lines (at most 200 lines × 1,000,000 units, inside 32 bits). */
    units: integer('units').notNull().default(0),
    /** Cost of goods sold: Σ line cost × qty, at the cost copied onto the lines. */
    costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
    /** The register it was rung up on and that register's shift then (services/money/). */
    registerId: text('register_id'),
    shiftId: text('shift_id'),
    /** Cash given back: Σ payments − total. */
    changeCents: integer('change_cents').notNull().default(0),
    /**
     * What cash rounding added to the total (negative: took off), src/domain/cash-rounding.ts: the
     * payments add up to total + this + change.
     */
    cashRoundingCents: integer('cash_rounding_cents').notNull().default(0),
    /** Σ refunds of its returns; the total once every unit is back (`returned`). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * Rung up on a terminal without the server (services/offline-sales.ts): `createdAt` is when it
     * happened there, `syncedAt` when it arrived, and its prices are the ones the device charged.
     */
    offline: boolean('offline').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }),
    /**
     * Made offline with a price or tax rate the product never had in the days before (see
     * services/price-history.ts): its money and stock are recorded, but no refund is given until an
     * admin accepts it (`acceptedAt`). Stays true once accepted, so the report can show who did.
     */
    held: boolean('held').notNull().default(false),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: text('accepted_by'),
    acceptedByName: text('accepted_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sales_pkey', columns: [t.cid, t.id] }),
    index('sales_cid_shift_idx').on(t.cid, t.shiftId).where(sql`${t.shiftId} is not null`),
    uniqueIndex('sales_cid_barcode_uq').on(t.cid, t.barcode),
    // A business user opens a receipt image by its file name; a wallet finds it through wallet_receipts.
    uniqueIndex('sales_cid_qfname_uq').on(t.cid, t.qfname),
    uniqueIndex('sales_cid_idem_uq').on(t.cid, t.idempotencyKey),
    index('sales_cid_created_idx').on(t.cid, t.createdAt),
    // The offline sales report reads only these.
    index('sales_cid_offline_idx').on(t.cid, t.createdAt).where(sql`${t.offline}`),
  ],
);

/**
 * Global: the receipts sent to each wallet and the business each belongs to, so a wallet page
 * (receipts from many shops) reads each business's rows directly. Written with the sale.
 */
export const walletReceipts = pgTable(
  'wallet_receipts',
  {
    walletId: text('wallet_id')
      .notNull()
      .references(() => wallets.id),
    cid: text('cid').notNull(),
    saleId: text('sale_id').notNull(),
    qfname: text('qfname').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wallet_receipts_pkey', columns: [t.walletId, t.cid, t.saleId] }),
    index('wallet_receipts_wallet_qfname_idx').on(t.walletId, t.qfname),
  ],
);

/** A line of a sale. It copies the product's details so a later edit never changes a receipt. */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: rowId(),
    saleId: text('sale_id').notNull(),
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
    /** The rate of the line's tax class when sold. */
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    /** Its class's named taxes when sold, in order (empty: the class's single rate), so a refund gives back each tax apart. */
    taxes: jsonb('taxes').$type<{ name: string; ratePpm: number; compound: boolean }[]>().notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
    /** Units returned so far (partial returns); never more than `qty`. */
    returnedQty: integer('returned_qty').notNull().default(0),
    /**
     * A sale made offline whose price differs from the catalogue's when it arrived: the
     * catalogue's price then (`priceCents` is what the device charged). Null otherwise.
     */
    catalogPriceCents: integer('catalog_price_cents'),
    /** Likewise the tax rate: the line's class's rate when the sale arrived, if the device charged another. */
    catalogTaxRatePpm: integer('catalog_tax_rate_ppm'),
    /** An offline line whose price or rate the product never had within the offline window: it holds its sale. */
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'sale_lines_pkey', columns: [t.cid, t.id] }),
    foreignKey({ name: 'sale_lines_sale_fk', columns: [t.cid, t.saleId], foreignColumns: [sales.cid, sales.id] }).onDelete('cascade'),
    index('sale_lines_cid_sale_idx').on(t.cid, t.saleId),
    index('sale_lines_cid_inv_idx').on(t.cid, t.inventoryId),
    check('sale_lines_returned_ck', sql`${t.returnedQty} between 0 and ${t.qty}`),
  ],
);

/**
 * A sale's tax per rate, as its receipt shows it: the amount taxed (tax excluded) and the tax,
 * rounded once per rate (src/domain/totals.ts). Rows rather than a JSON column so reports can sum
 * tax per rate over a period in SQL, and so row-level security holds them like the sale.
 */
export const saleTaxes = pgTable(
  'sale_taxes',
  {
    cid: cid(),
    saleId: text('sale_id').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    /**
     * The tax's own name when its class names its taxes (GST, QST); else the class's name when sold
     * (the default class's, when several classes share the rate).
     */
    name: text('name').notNull(),
    /** The tax is one a class named (receipts print it by name); false: a class's single rate. */
    named: boolean('named').notNull().default(false),
    baseCents: integer('base_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sale_taxes_pkey', columns: [t.cid, t.saleId, t.ratePpm, t.named, t.name] }),
    foreignKey({ name: 'sale_taxes_sale_fk', columns: [t.cid, t.saleId], foreignColumns: [sales.cid, sales.id] }).onDelete('cascade'),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one Buffer for the rest of the server.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Receipt images, rendered once per receipt and state (a returned receipt gets its stamped
 * image), so showing one again costs a read, not a render; kept in the database so every
 * instance shares them.
 */
export const receiptImages = pgTable(
  'receipt_images',
  {
    cid: cid(),
    saleId: text('sale_id').notNull(),
    returned: boolean('returned').notNull(),
    png: bytea('png').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'receipt_images_pkey', columns: [t.cid, t.saleId, t.returned] }),
    foreignKey({ name: 'receipt_images_sale_fk', columns: [t.cid, t.saleId], foreignColumns: [sales.cid, sales.id] }).onDelete('cascade'),
  ],
);
export * from './stock-schema';
export * from './money-schema';
export * from './pos-schema';
export * from './sync-schema';
export * from './price-schema';
