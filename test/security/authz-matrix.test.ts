/**
 * Who may call what: one row per API route, one column per kind of caller, an expected status in
 * every cell. Records always belong to business A; the admin of business B must get 404 for them,
 * exactly as if they did not exist. The test fails when the app registers an /api route that has
 * no row here, so a new endpoint cannot ship without its authorization being decided.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from '../../src/domain/error-codes';
import { registeredRoutes } from '../../src/server/app';
import { inventory, items, manufacturers, settings, taxClasses } from '../../src/server/db/schema';
import { buildTestApp, client, uniqueEmail, type TestApp } from '../helpers/app';
import { CALLERS, PASSWORD, setUpTenants, type Caller, type Tenants } from './tenants';

interface Cell {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A spreadsheet upload as the import screen sends it. */
function csvUpload(csv: string): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'matrixboundary';
  return {
    body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
/** Records of business A (and the names business B needs to add its own), made per cell when destroyed. */
interface Fixture extends Tenants {
  addEntry(qty?: number): Promise<string>;
  addSale(): Promise<{ barcode: string; qfname: string }>;
  /** A sale of business A made offline at a price its product never had, held for an admin; its receipt number. */
  addHeldSale(): Promise<string>;
  settingId: string;
  walletId: string;
  addItem(): Promise<string>;
  addManufacturer(): Promise<string>;
  addTaxClass(): Promise<string>;
}

const entryBody = () => ({
  upc: String(randomInt(100_000_000_000, 1_000_000_000_000)),
  manufacturer: 'Acme',
  subname: 'Crunchy',
  item: 'Snacks',
  qty: 5,
  lowinventory: 1,
  cost: 1.25,
  price: 2.5,
});

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  /** Expected status per caller, in the order of CALLERS. */
  expect: readonly number[];
  /** Builds the request for one cell; may create a fresh record so destructive calls do not interfere. */
  prepare(f: Fixture, caller: Caller): Promise<Cell> | Cell;
}

/** A supplier of business A, added by its master. */
async function addSupplier(f: Fixture): Promise<string> {
  const master = await f.clientFor('master');
  return (await master.post('/suppliers', { name: `Supplier ${randomBytes(4).toString('hex')}` })).json()._id as string;
}

/** An open purchase order of business A for five units of a new entry. */
async function placeOrder(f: Fixture): Promise<{ id: string; entryId: string }> {
  const master = await f.clientFor('master');
  const entryId = await f.addEntry();
  const res = await master.post('/purchase-orders', { supplierId: await addSupplier(f), lines: [{ inventoryId: entryId, qty: 5, cost: 1.25 }] });
  return { id: res.json()._id as string, entryId };
}

/** An open stock count of business A, opened by its master, with one entry counted when asked. */
async function openStockCount(f: Fixture, withLine = false): Promise<{ id: string; entryId: string; upc: string }> {
  const master = await f.clientFor('master');
  const entryId = await f.addEntry();
  const upc = (await master.get(`/inventory/edit/${entryId}`)).json().upc as string;
  const id = (await master.post('/stock-counts', { name: 'Matrix count' })).json()._id as string;
  if (withLine) await master.put(`/stock-counts/${id}/lines/${entryId}`, { counted: 2 });
  return { id, entryId, upc };
}

/** A new register of business A, added by its master. */
async function addRegister(f: Fixture): Promise<string> {
  const master = await f.clientFor('master');
  return (await master.post('/registers', { name: `Till ${randomBytes(4).toString('hex')}` })).json()._id as string;
}

/** A register of business A with a shift its master opened: staff act only on shifts they opened. */
async function openMastersShift(f: Fixture): Promise<{ registerId: string; shiftId: string }> {
  const master = await f.clientFor('master');
  const registerId = await addRegister(f);
  const shiftId = (await master.post(`/registers/${registerId}/shifts`, { float: 50 })).json()._id as string;
  return { registerId, shiftId };
}

//                                 signedOut staff admin master disabled otherAdmin forged expired
const everyone = (s: number) => [s, s, s, s, s, s, s, s];
const signedInList = (s = 200) => [401, s, s, s, 403, s, 401, 401];
const adminList = (s = 200) => [401, 403, s, s, 403, s, 401, 401];
const signedInRecord = (s = 200) => [401, s, s, s, 403, 404, 401, 401];
const adminRecord = (s = 200) => [401, 403, s, s, 403, 404, 401, 401];

const ROWS: Row[] = [
  // API documentation and liveness are public.
  { method: 'GET', route: '/api/docs', expect: everyone(200), prepare: () => ({ url: '/api/docs' }) },
  { method: 'GET', route: '/api/docs/json', expect: everyone(200), prepare: () => ({ url: '/api/docs/json' }) },
  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200), prepare: () => ({ url: '/api/docs/yaml' }) },
  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302), prepare: () => ({ url: '/api/docs/static/index.html' }) },
  {
    method: 'GET',
    route: '/api/docs/static/swagger-initializer.js',
    expect: everyone(200),
    prepare: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  { method: 'GET', route: '/api/docs/static/*', expect: everyone(200), prepare: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  { method: 'GET', route: '/api/health', expect: everyone(200), prepare: () => ({ url: '/api/health' }) },

  // Users (spec section 7, first block).
  {
    method: 'POST',
    route: '/api/owners/start',
    expect: everyone(201),
    prepare: () => ({ url: '/api/owners/start', body: { name: 'Quick Owner', bname: 'Quick Shop', email: uniqueEmail('quick'), password: PASSWORD, country: 'France' } }),
  },
  {
    method: 'POST',
    route: '/api/owners/register',
    expect: everyone(201),
    prepare: () => ({
      url: '/api/owners/register',
      body: {
        fname: 'New',
        lname: 'Owner',
        email: uniqueEmail('owner'),
        phone: '+14165550100',
        bname: 'New Shop',
        address: '2 Main St',
        city: 'Toronto',
        state: 'ON',
        country: 'Canada',
        mailcode: 'M5V 1A1',
        password: PASSWORD,
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/users/login',
    expect: everyone(200),
    prepare: async (f) => ({ url: '/api/users/login', body: { email: (await f.insertUser(f.cidA)).email, password: PASSWORD } }),
  },
  // A forgotten password: anyone may ask (the answer never says whether the e-mail exists); a reset
  // needs the link's token, whoever sends it.
  { method: 'POST', route: '/api/users/password/forgot', expect: everyone(200), prepare: async (f) => ({ url: '/api/users/password/forgot', body: { email: (await f.insertUser(f.cidA)).email } }) },
  {
    method: 'POST',
    route: '/api/users/password/reset',
    expect: everyone(400),
    prepare: () => ({ url: '/api/users/password/reset', body: { token: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(43)}`, password: 'secret12', confirm: 'secret12' } }),
  },
  { method: 'POST', route: '/api/users/logout', expect: everyone(200), prepare: () => ({ url: '/api/users/logout', body: {} }) },
  {
    method: 'GET',
    route: '/api/users/profile/:userId',
    // A profile is its owner's alone: other users of the business are refused, other businesses see nothing.
    expect: [401, 200, 403, 403, 403, 404, 401, 401],
    prepare: (f) => ({ url: `/api/users/profile/${f.userIds.staff}` }),
  },
  {
    method: 'PUT',
    route: '/api/users/profile/:id',
    expect: [401, 200, 403, 403, 403, 404, 401, 401],
    prepare: (f) => ({ url: `/api/users/profile/${f.userIds.staff}`, body: { name: 'Sam Renamed' } }),
  },
  // The user list is for admins and the owner; the owner of A is also its master and an admin.
  { method: 'GET', route: '/api/users', expect: adminList(), prepare: () => ({ url: '/api/users' }) },
  {
    method: 'POST',
    route: '/api/users',
    expect: adminList(201),
    prepare: () => ({ url: '/api/users', body: { name: 'Added', email: uniqueEmail('added'), password: PASSWORD } }),
  },
  {
    method: 'POST',
    route: '/api/admin/register',
    expect: adminList(201),
    prepare: () => ({
      url: '/api/admin/register',
      body: { name: 'Added', email: uniqueEmail('added'), password: PASSWORD, isAdmin: false, isDisabled: false },
    }),
  },
  { method: 'GET', route: '/api/users/:id', expect: adminRecord(), prepare: (f) => ({ url: `/api/users/${f.userIds.staff}` }) },
  {
    method: 'PUT',
    route: '/api/users/:id',
    expect: adminRecord(),
    prepare: async (f) => {
      const u = await f.insertUser(f.cidA);
      return { url: `/api/users/${u.id}`, body: { name: 'Edited', email: u.email, isAdmin: false, isDisabled: false } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/users/${(await f.insertUser(f.cidA)).id}` }),
  },

  // Inventory: any signed-in user lists, views and adds (spec section 6); admins edit and delete.
  { method: 'GET', route: '/api/inventory/list', expect: signedInList(), prepare: () => ({ url: '/api/inventory/list?pageNumber=1&pageSize=25&sort=price&order=desc' }) },
  { method: 'GET', route: '/api/inventory/edit/:id', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/inventory/edit/${await f.addEntry()}` }) },
  { method: 'POST', route: '/api/inventory/add', expect: signedInList(201), prepare: () => ({ url: '/api/inventory/add', body: entryBody() }) },
  {
    method: 'PUT',
    route: '/api/inventory/upd/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/inventory/upd/${await f.addEntry()}`, body: entryBody() }),
  },
  {
    method: 'PUT',
    route: '/api/inventory/updm/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/inventory/updm/${await f.addEntry()}?objcount=1`, body: entryBody() }),
  },
  { method: 'DELETE', route: '/api/inventory/del/:id', expect: adminRecord(), prepare: async (f) => ({ url: `/api/inventory/del/${await f.addEntry()}` }) },

  // The stock ledger: everyone reads the history; admins adjust by hand.
  { method: 'GET', route: '/api/inventory/:id/movements', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/inventory/${await f.addEntry()}/movements` }) },
  { method: 'GET', route: '/api/movements', expect: signedInList(), prepare: () => ({ url: '/api/movements?reason=create' }) },
  { method: 'GET', route: '/api/movements.csv', expect: signedInList(), prepare: () => ({ url: '/api/movements.csv' }) },
  {
    method: 'POST',
    route: '/api/inventory/:id/adjust',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/inventory/${await f.addEntry()}/adjust`, body: { delta: -1, reason: 'damaged', note: 'Dropped' } }),
  },

  // Items and manufacturers: lists for everyone, changes for admins.
  { method: 'GET', route: '/api/item/list', expect: signedInList(), prepare: () => ({ url: '/api/item/list?pageNumberitem=1&pageSize=25' }) },
  { method: 'GET', route: '/api/item/all', expect: signedInList(), prepare: () => ({ url: '/api/item/all' }) },
  { method: 'POST', route: '/api/item/add', expect: adminList(201), prepare: () => ({ url: '/api/item/add', body: { item: `Item ${randomBytes(4).toString('hex')}` } }) },
  { method: 'DELETE', route: '/api/item/del/:id', expect: adminRecord(), prepare: async (f) => ({ url: `/api/item/del/${await f.addItem()}` }) },
  // Tax classes: everyone signed in reads them (the terminal prices with them); admins change them.
  { method: 'GET', route: '/api/tax-classes', expect: signedInList(), prepare: () => ({ url: '/api/tax-classes' }) },
  {
    method: 'POST',
    route: '/api/tax-classes',
    expect: adminList(201),
    prepare: () => ({ url: '/api/tax-classes', body: { name: `Class ${randomBytes(4).toString('hex')}`, rate: 5.5 } }),
  },
  {
    method: 'PUT',
    route: '/api/tax-classes/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/tax-classes/${await f.addTaxClass()}`, body: { name: `Class ${randomBytes(4).toString('hex')}`, rate: 7 } }),
  },
  { method: 'DELETE', route: '/api/tax-classes/:id', expect: adminRecord(), prepare: async (f) => ({ url: `/api/tax-classes/${await f.addTaxClass()}` }) },
  {
    method: 'PUT',
    route: '/api/item/:id/tax-class',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/item/${await f.addItem()}/tax-class`, body: { taxClassId: await f.addTaxClass() } }),
  },
  { method: 'GET', route: '/api/name/list', expect: signedInList(), prepare: () => ({ url: '/api/name/list?pageNumbername=1&pageSize=25' }) },
  { method: 'GET', route: '/api/name/all', expect: signedInList(), prepare: () => ({ url: '/api/name/all' }) },
  {
    method: 'POST',
    route: '/api/name/add',
    expect: adminList(201),
    prepare: () => ({ url: '/api/name/add', body: { manufacturer: `Maker ${randomBytes(4).toString('hex')}` } }),
  },
  { method: 'DELETE', route: '/api/name/del/:id', expect: adminRecord(), prepare: async (f) => ({ url: `/api/name/del/${await f.addManufacturer()}` }) },

  // Settings: business A already has its one settings row, so adding again is a conflict; B has none.
  { method: 'GET', route: '/api/setting/list', expect: signedInList(), prepare: () => ({ url: '/api/setting/list' }) },
  {
    method: 'POST',
    route: '/api/setting/add',
    expect: [401, 403, 409, 409, 403, 201, 401, 401],
    prepare: () => ({ url: '/api/setting/add', body: { taxrate: 13, currency: 'CAD' } }),
  },
  {
    method: 'PUT',
    route: '/api/setting/update/:id',
    expect: adminRecord(),
    prepare: (f) => ({ url: `/api/setting/update/${f.settingId}`, body: { taxrate: 13, currency: 'CAD' } }),
  },
  // The time zone and locale live on the business itself: an admin of B sets B's own.
  { method: 'GET', route: '/api/setting/region', expect: signedInList(), prepare: () => ({ url: '/api/setting/region' }) },
  { method: 'PUT', route: '/api/setting/region', expect: adminList(), prepare: () => ({ url: '/api/setting/region', body: { timeZone: 'UTC', locale: 'en-US' } }) },
  { method: 'GET', route: '/api/setting/business', expect: signedInList(), prepare: () => ({ url: '/api/setting/business' }) },
  { method: 'PUT', route: '/api/setting/business', expect: adminList(), prepare: () => ({ url: '/api/setting/business', body: { bname: 'Matrix Shop', phone: '', address: '1 Main St', city: '', state: '', country: 'Canada', mailcode: '' } }) },

  // The terminal and returns are for every signed-in user (they are the sales staff).
  { method: 'GET', route: '/api/pos/list', expect: signedInList(), prepare: () => ({ url: '/api/pos/list?pageNumberpos=1' }) },
  {
    method: 'PUT',
    route: '/api/pos/generate',
    // Another business's product id is not found.
    expect: signedInRecord(201),
    prepare: async (f) => ({ url: '/api/pos/generate', body: [{ shipping: 0 }, { _id: await f.addEntry(), saleqty: 1, itemdiscount: 0 }] }),
  },
  {
    method: 'POST',
    route: '/api/pos/offline-sales',
    // A sale made offline, as the device sends it: another business's product id is not found.
    expect: signedInRecord(201),
    prepare: async (f) => ({
      url: '/api/pos/offline-sales',
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
      body: {
        barcode: `9${String(randomBytes(6).readUIntBE(0, 6) % 1e11).padStart(11, '0')}`,
        soldAt: new Date(Date.now() - 60_000).toISOString(),
        shipping: 0,
        lines: [{ _id: await f.addEntry(), saleqty: 1, itemdiscount: 0, price: 2.5, taxRate: 0 }],
      },
    }),
  },
  { method: 'GET', route: '/api/pos/receipt/:barcode', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/pos/receipt/${(await f.addSale()).barcode}` }) },
  // A search: another business simply finds nothing (200 with count 0).
  { method: 'GET', route: '/api/pos/returns', expect: signedInList(), prepare: async (f) => ({ url: `/api/pos/returns?barcode=${(await f.addSale()).barcode}` }) },
  {
    method: 'POST',
    route: '/api/pos/returns',
    expect: signedInRecord(201),
    prepare: async (f) => {
      const master = await f.clientFor('master');
      const { barcode } = await f.addSale();
      const inventoryId = (await master.get(`/pos/receipt/${barcode}`)).json().lines[0].inventoryId as string;
      return { url: '/api/pos/returns', body: { barcode, lines: [{ inventoryId, qty: 1 }] } };
    },
  },
  // The catalogue in and out (issue 17): admins only; an import touches only the caller's business.
  { method: 'GET', route: '/api/inventory/export.csv', expect: adminList(), prepare: () => ({ url: '/api/inventory/export.csv' }) },
  { method: 'GET', route: '/api/inventory/export.xlsx', expect: adminList(), prepare: () => ({ url: '/api/inventory/export.xlsx' }) },
  { method: 'POST', route: '/api/inventory/barcode', expect: adminList(), prepare: () => ({ url: '/api/inventory/barcode' }) },
  {
    method: 'POST',
    route: '/api/inventory/import',
    expect: adminList(),
    prepare: () => ({ url: '/api/inventory/import?dryRun=1', ...csvUpload(`upc,item,manufacturer,name,cost,price\n${randomInt(100_000_000_000, 1_000_000_000_000)},Snacks,Acme,Thing,1,2\n`) }),
  },
  // The dashboard's getting-started checklist and sample catalogue (issue 18): admins, each business its own.
  { method: 'GET', route: '/api/getting-started', expect: adminList(), prepare: () => ({ url: '/api/getting-started' }) },
  { method: 'PUT', route: '/api/getting-started', expect: adminList(), prepare: () => ({ url: '/api/getting-started', body: { dismissed: false } }) },
  // The samples are added once per business; removing them first lets every cell add them again.
  {
    method: 'POST',
    route: '/api/getting-started/sample-products',
    expect: [401, 403, 201, 201, 403, 201, 401, 401],
    prepare: async (f, caller) => {
      const remover = await f.clientFor(caller === 'otherAdmin' ? 'otherAdmin' : 'master');
      await remover.del('/getting-started/sample-products');
      return { url: '/api/getting-started/sample-products' };
    },
  },
  { method: 'DELETE', route: '/api/getting-started/sample-products', expect: adminList(), prepare: () => ({ url: '/api/getting-started/sample-products' }) },
  // Registers and shifts (issue 14): a shift is its opener's; staff may not act on the master's.
  { method: 'GET', route: '/api/registers', expect: signedInList(), prepare: () => ({ url: '/api/registers' }) },
  { method: 'POST', route: '/api/registers', expect: adminList(201), prepare: () => ({ url: '/api/registers', body: { name: `Till ${randomBytes(4).toString('hex')}` } }) },
  { method: 'POST', route: '/api/registers/:id/shifts', expect: signedInRecord(201), prepare: async (f) => ({ url: `/api/registers/${await addRegister(f)}/shifts`, body: { float: 25 } }) },
  {
    method: 'GET',
    route: '/api/registers/:id/shift',
    expect: [401, 403, 200, 200, 403, 404, 401, 401],
    prepare: async (f) => ({ url: `/api/registers/${(await openMastersShift(f)).registerId}/shift` }),
  },
  {
    method: 'POST',
    route: '/api/shifts/:id/cash',
    expect: [401, 403, 201, 201, 403, 404, 401, 401],
    prepare: async (f) => ({ url: `/api/shifts/${(await openMastersShift(f)).shiftId}/cash`, body: { amount: -5, reason: 'Stamps' } }),
  },
  {
    method: 'POST',
    route: '/api/shifts/:id/close',
    expect: [401, 403, 200, 200, 403, 404, 401, 401],
    prepare: async (f) => ({ url: `/api/shifts/${(await openMastersShift(f)).shiftId}/close`, body: { counted: 50 } }),
  },
  { method: 'GET', route: '/api/shifts/:id', expect: [401, 403, 200, 200, 403, 404, 401, 401], prepare: async (f) => ({ url: `/api/shifts/${(await openMastersShift(f)).shiftId}` }) },
  { method: 'GET', route: '/api/shifts', expect: signedInList(), prepare: () => ({ url: '/api/shifts' }) },
  {
    method: 'PUT',
    route: '/api/pos/returns/update',
    expect: signedInRecord(),
    prepare: async (f) => ({ url: '/api/pos/returns/update', body: { barcode: (await f.addSale()).barcode } }),
  },
  {
    method: 'GET',
    route: '/api/return/:qfname',
    // The image is the business's or its wallet's; everyone else, disabled users included, sees nothing.
    expect: [404, 200, 200, 200, 404, 404, 404, 404],
    prepare: async (f) => ({ url: `/api/return/${(await f.addSale()).qfname}` }),
  },

  // Receipt wallets are public; the id is the secret.
  { method: 'POST', route: '/api/wallets', expect: everyone(201), prepare: () => ({ url: '/api/wallets', body: {} }) },
  { method: 'GET', route: '/api/wallets/:id', expect: everyone(200), prepare: (f) => ({ url: `/api/wallets/${f.walletId}` }) },

  // Reports for everyone signed in; sales history and exports for admins (the dashboard).
  { method: 'GET', route: '/api/reports/lowinventory', expect: signedInList(), prepare: () => ({ url: '/api/reports/lowinventory?lowpageNumber=1' }) },
  { method: 'GET', route: '/api/summary', expect: signedInList(), prepare: () => ({ url: '/api/summary' }) },
  { method: 'GET', route: '/api/sales/list', expect: adminList(), prepare: () => ({ url: '/api/sales/list' }) },
  { method: 'GET', route: '/api/sales/mine', expect: signedInList(), prepare: () => ({ url: '/api/sales/mine' }) },
  { method: 'GET', route: '/api/sales/today', expect: adminList(), prepare: () => ({ url: '/api/sales/today' }) },
  { method: 'GET', route: '/api/pos/quick-keys', expect: signedInList(), prepare: () => ({ url: '/api/pos/quick-keys' }) },
  { method: 'GET', route: '/api/pos/catalog', expect: signedInList(), prepare: () => ({ url: '/api/pos/catalog' }) },
  // Another business's admin naming this business's product is told it is not in their inventory.
  { method: 'PUT', route: '/api/pos/quick-keys', expect: [401, 403, 200, 200, 403, 400, 401, 401], prepare: async (f) => ({ url: '/api/pos/quick-keys', body: { entries: [await f.addEntry()] } }) },
  { method: 'GET', route: '/api/sales/offline', expect: adminList(), prepare: () => ({ url: '/api/sales/offline' }) },
  {
    method: 'POST',
    route: '/api/sales/offline/:barcode/accept',
    // A sale of business A made offline at a price its product never had: admins accept it; another business does not find it.
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/sales/offline/${await f.addHeldSale()}/accept`, body: {} }),
  },
  { method: 'GET', route: '/api/sales/summary', expect: adminList(), prepare: () => ({ url: '/api/sales/summary' }) },
  { method: 'GET', route: '/api/sales/export.csv', expect: adminList(), prepare: () => ({ url: '/api/sales/export.csv' }) },
  { method: 'GET', route: '/api/sales/summary.csv', expect: adminList(), prepare: () => ({ url: '/api/sales/summary.csv' }) },

  // Stock counts: everyone signed in sees and counts; admins open, commit and cancel (issue 12).
  { method: 'GET', route: '/api/stock-counts', expect: signedInList(), prepare: () => ({ url: '/api/stock-counts?status=open' }) },
  { method: 'POST', route: '/api/stock-counts', expect: adminList(201), prepare: () => ({ url: '/api/stock-counts', body: { name: 'Shelf count' } }) },
  { method: 'GET', route: '/api/stock-counts/:id', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/stock-counts/${(await openStockCount(f)).id}` }) },
  {
    method: 'POST',
    route: '/api/stock-counts/:id/scan',
    expect: signedInRecord(),
    prepare: async (f) => {
      const count = await openStockCount(f);
      return { url: `/api/stock-counts/${count.id}/scan`, body: { upc: count.upc } };
    },
  },
  {
    method: 'PUT',
    route: '/api/stock-counts/:id/lines/:inventoryId',
    expect: signedInRecord(),
    prepare: async (f) => {
      const count = await openStockCount(f);
      return { url: `/api/stock-counts/${count.id}/lines/${count.entryId}`, body: { counted: 3 } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/stock-counts/:id/lines/:inventoryId',
    expect: signedInRecord(),
    prepare: async (f) => {
      const count = await openStockCount(f, true);
      return { url: `/api/stock-counts/${count.id}/lines/${count.entryId}` };
    },
  },
  {
    method: 'POST',
    route: '/api/stock-counts/:id/commit',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/stock-counts/${(await openStockCount(f, true)).id}/commit`, body: { zeroUncounted: false } }),
  },
  { method: 'POST', route: '/api/stock-counts/:id/cancel', expect: adminRecord(), prepare: async (f) => ({ url: `/api/stock-counts/${(await openStockCount(f)).id}/cancel`, body: {} }) },

  // Suppliers and purchase orders: everyone signed in sees them and receives goods; admins manage
  // suppliers, place and cancel orders, and draft them from the inventory (issue 12).
  { method: 'GET', route: '/api/suppliers', expect: signedInList(), prepare: () => ({ url: '/api/suppliers?keyword=Supplier' }) },
  { method: 'POST', route: '/api/suppliers', expect: adminList(201), prepare: () => ({ url: '/api/suppliers', body: { name: `Supplier ${randomBytes(4).toString('hex')}` } }) },
  { method: 'GET', route: '/api/suppliers/:id', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/suppliers/${await addSupplier(f)}` }) },
  {
    method: 'PUT',
    route: '/api/suppliers/:id',
    expect: adminRecord(),
    prepare: async (f) => ({ url: `/api/suppliers/${await addSupplier(f)}`, body: { name: `Renamed ${randomBytes(4).toString('hex')}`, phone: '555-0100' } }),
  },
  { method: 'DELETE', route: '/api/suppliers/:id', expect: adminRecord(), prepare: async (f) => ({ url: `/api/suppliers/${await addSupplier(f)}` }) },
  { method: 'GET', route: '/api/purchase-orders', expect: signedInList(), prepare: () => ({ url: '/api/purchase-orders?status=open' }) },
  {
    method: 'POST',
    route: '/api/purchase-orders',
    // Business A's supplier and entry do not exist for business B.
    expect: adminRecord(201),
    prepare: async (f) => ({ url: '/api/purchase-orders', body: { supplierId: await addSupplier(f), lines: [{ inventoryId: await f.addEntry(), qty: 3, cost: 2 }] } }),
  },
  { method: 'GET', route: '/api/purchase-orders/:id', expect: signedInRecord(), prepare: async (f) => ({ url: `/api/purchase-orders/${(await placeOrder(f)).id}` }) },
  {
    method: 'POST',
    route: '/api/purchase-orders/:id/receive',
    expect: signedInRecord(),
    prepare: async (f) => {
      const order = await placeOrder(f);
      return { url: `/api/purchase-orders/${order.id}/receive`, body: { lines: [{ inventoryId: order.entryId, qty: 2 }] } };
    },
  },
  { method: 'POST', route: '/api/purchase-orders/:id/cancel', expect: adminRecord(), prepare: async (f) => ({ url: `/api/purchase-orders/${(await placeOrder(f)).id}/cancel`, body: {} }) },
  { method: 'GET', route: '/api/purchase-orders/low-stock', expect: adminList(), prepare: () => ({ url: '/api/purchase-orders/low-stock' }) },
  { method: 'GET', route: '/api/purchase-orders/orderable', expect: adminList(), prepare: () => ({ url: '/api/purchase-orders/orderable?keyword=Crunchy' }) },
];

describe('authorization matrix', () => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await buildTestApp();
    const tenants = await setUpTenants(t);
    const db = t.app.database.owner;
    for (const cid of [tenants.cidA, tenants.cidB]) {
      await db.insert(items).values({ cid, item: 'Snacks' });
      await db.insert(manufacturers).values({ cid, manufacturer: 'Acme' });
    }
    const [setting] = await db.insert(settings).values({ cid: tenants.cidA, taxratePpm: 130_000, currency: 'CAD' }).returning();
    const master = client(t.app, await tenants.tokenFor('master'));
    const addEntry = async (qty = 5) => {
      const [row] = await db
        .insert(inventory)
        .values({ cid: tenants.cidA, upc: String(randomInt(100_000_000_000, 1_000_000_000_000)), item: 'Snacks', manufacturer: 'Acme', subname: 'Crunchy', qty, costCents: 125, priceCents: 250 })
        .returning({ id: inventory.id });
      return row.id;
    };
    const wallet = await t.app.inject({ method: 'POST', url: '/api/wallets', remoteAddress: '10.9.9.9' });
    f = {
      ...tenants,
      addEntry,
      settingId: setting.id,
      walletId: (wallet.json() as { id: string }).id,
      async addSale() {
        const res = await master.put('/pos/generate', [{ shipping: 0 }, { _id: await addEntry(), saleqty: 1, itemdiscount: 0 }]);
        if (res.statusCode !== 201) throw new Error(`sale failed: ${res.body}`);
        return res.json() as { barcode: string; qfname: string };
      },
      async addHeldSale() {
        const res = await master.request(
          'POST',
          '/pos/offline-sales',
          {
            barcode: `9${String(randomBytes(6).readUIntBE(0, 6) % 1e11).padStart(11, '0')}`,
            soldAt: new Date(Date.now() - 60_000).toISOString(),
            shipping: 0,
            lines: [{ _id: await addEntry(), saleqty: 1, itemdiscount: 0, price: 0.01, taxRate: 13 }],
          },
          { 'idempotency-key': randomBytes(12).toString('hex') },
        );
        if (res.statusCode !== 201 || !res.json().held) throw new Error(`held sale failed: ${res.body}`);
        return res.json().barcode as string;
      },
      async addItem() {
        const [row] = await db.insert(items).values({ cid: tenants.cidA, item: `Item ${randomBytes(4).toString('hex')}` }).returning();
        return row.id;
      },
      async addManufacturer() {
        const [row] = await db.insert(manufacturers).values({ cid: tenants.cidA, manufacturer: `Maker ${randomBytes(4).toString('hex')}` }).returning();
        return row.id;
      },
      async addTaxClass() {
        const [row] = await db.insert(taxClasses).values({ cid: tenants.cidA, name: `Class ${randomBytes(4).toString('hex')}`, ratePpm: 55_000 }).returning();
        return row.id;
      },
    };
  });
  afterAll(() => t?.close());

  it('has a row for every /api route the app registers, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`);
    const rows = ROWS.map((r) => `${r.method} ${r.route}`);
    expect(registered.filter((r) => !rows.includes(r)), 'routes without a row in the matrix').toEqual([]);
    expect(rows.filter((r) => !registered.includes(r)), 'rows for routes the app does not have').toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.route}`, async () => {
      expect(row.expect).toHaveLength(CALLERS.length);
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [i, caller] of CALLERS.entries()) {
        const cell = await row.prepare(f, caller);
        const c = await f.clientFor(caller);
        const res = await c.request(row.method, cell.url, cell.body, cell.headers);
        actual[caller] = res.statusCode;
        expected[caller] = row.expect[i];
        if (res.statusCode >= 400) {
          const body: { code?: unknown } = res.json();
          expect(body, `${caller}: error body`).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          expect(isErrorCode(body.code) && ERROR_STATUS[body.code], `${caller}: ${String(body.code)} is a code of status ${res.statusCode}`).toBe(res.statusCode);
        }
      }
      expect(actual).toEqual(expected);
    });
  }

  it('finds nothing of another business in searches and lists', async () => {
    const { barcode } = await f.addSale();
    const other = await f.clientFor('otherAdmin');
    expect((await other.get(`/pos/returns?barcode=${barcode}`)).json()).toEqual({ returns: [], count: 0 });
    const users = (await other.get('/users')).json() as { cid: string }[];
    expect(users.every((u) => u.cid === f.cidB)).toBe(true);
    const stock = (await other.get('/inventory/list?keyword=Crunchy')).json() as { inventory: { cid: string }[] };
    expect(stock.inventory.every((row) => row.cid === f.cidB)).toBe(true);
  });

  it('refuses a body naming another business with 403', async () => {
    const admin = await f.clientFor('admin');
    const res = await admin.post('/users', { name: 'Sneaky', email: uniqueEmail('sneaky'), password: PASSWORD, cid: f.cidB });
    expect(res.statusCode).toBe(403);
  });
});
