/**
 * Importing a catalogue (issue 17): every row of the sheet is checked first, against the file
 * itself (a UPC twice) and the business (which UPCs exist, its currency); any problem means
 * nothing is written, and every problem is listed by spreadsheet row. The checks hold no
 * transaction (see importCatalog). A clean file then creates and updates entries in batches, in one
 * transaction: new categories and manufacturers first, then the entries, then each quantity
 * through the stock ledger (`import` movements).
 */
import { and, eq, sql } from 'drizzle-orm';
import { CATALOG_COLUMNS, mapHeaders, parseAmountText, parseWholeText, type CatalogColumn } from '../../../domain/catalog';
import { FormatRows, recogniseFormat, type RecognisedFormat } from '../../../domain/import-formats';
import { minorUnitIssue, toMinor, type AmountIssue } from '../../../domain/currency';
import { barcodeTwin, normaliseBarcode, sameProductCodes } from '../../../domain/barcodes';
import { isDigitsOnly } from '../../../domain/schemas/barcode';
import { FORBIDDEN_TEXT_CHARACTERS } from '../../../domain/schemas/common';
import type { TImportError, TImportMapping, TImportResult } from '../../../domain/schemas/catalog';
import { MAX_QTY } from '../../../domain/schemas/inventory';
import { DEFAULT_LANGUAGE, type Language } from '../../../i18n/languages';
import { translate } from '../../../i18n/server-catalog';
import type { DbOrTx } from '../../db/client';
import { inventory, items, manufacturers } from '../../db/schema';
import { conflict, duplicate, isUniqueViolation } from '../../errors';
import { message } from '../../../i18n/translator';
import type { InBusiness } from '../../plugins/business-scope';
import { amountIssueValues } from '../amount-messages';
import { MAX_AMOUNT_MINOR } from '../inventory';
import { searchTextOf } from '../inventory-search';
import { withPriceHistory } from '../price-history';
import type { AuthContext } from '../sessions';
import { getRegion } from '../region';
import { moneySettingsOf } from '../settings';
import { actorOf, addEntriesWithStock, moveStockMany, type StockChange } from '../stock/ledger';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { closeTwinGate } from '../same-product';
import { lockImport } from './import-lock';
import type { Sheet } from './read-sheet';

const MAX_TEXT = 100;
const MAX_UPC = 64;
/** Problems listed at most; a file that is wrong throughout says how many more there are. */
const MAX_ERRORS = 500;
const PREVIEW_ROWS = 5;
/**
 * Characters of a cell shown in the preview. With the problems (500, each quoting 40 characters at
 * most) and the header (at most MAX_IMPORT_ROW_CHARS), the answer stays within a few hundred KB
 * whatever the file holds.
 */
const PREVIEW_CELL_CHARS = 60;
/** Rows checked between two turns of the event loop, so other requests are answered meanwhile. */
const ROWS_PER_TURN = 2_000;
/** Changed entries per UPDATE: the rows travel as one JSON parameter. */
const UPDATE_BATCH = 5_000;

type EntryRow = typeof inventory.$inferSelect;

interface RowValues {
  row: number;
  upc: string;
  item?: string;
  manufacturer?: string;
  name?: string;
  qty?: number;
  lowinventory?: number;
  costMinor?: number;
  priceMinor?: number;
}

/** The problems found, each worded in the caller's language (errors:catalog.*). */
class Problems {
  readonly list: TImportError[] = [];
  count = 0;
  constructor(readonly language: Language) {}
  add(row: number, column: CatalogColumn | null, key: string, values?: Record<string, string | number>) {
    this.count += 1;
    if (this.list.length < MAX_ERRORS) this.list.push({ row, column, message: this.say(key, values) });
  }
  say(key: string, values?: Record<string, string | number>): string {
    return translate(this.language, `errors:catalog.${key}`, values);
  }
  /** A column as the import screen names it: "Quantity on hand". */
  label(column: CatalogColumn): string {
    return this.say(`columns.${column}`);
  }
  /** A number written as the language writes it (1,000,000 in English). */
  number(n: number): string {
    return n.toLocaleString(this.language === DEFAULT_LANGUAGE ? 'en-US' : this.language);
  }
  get all(): TImportError[] {
    const more = this.count - this.list.length;
    return more > 0 ? [...this.list, { row: 0, column: null, message: this.say('moreProblems', { count: more }) }] : this.list;
  }
}

/** Which cell index each column is read from: the headers' own names, then the user's changes. */
function resolveColumns(header: string[], format: RecognisedFormat | null, mapping: TImportMapping | undefined, problems: Problems): Map<CatalogColumn, number> {
  // Another till's export is read by its own columns; any other file by the headers' names.
  const columns = new Map<CatalogColumn, number>(format?.columns);
  if (!format) mapHeaders(header).forEach((column, i) => column && columns.set(column, i));
  for (const column of CATALOG_COLUMNS) {
    if (!mapping || !(column in mapping)) continue;
    const chosen = mapping[column];
    columns.delete(column);
    if (chosen === null || chosen === undefined) continue;
    const at = header.findIndex((h) => h.trim().toLowerCase() === chosen.trim().toLowerCase());
    if (at < 0) problems.add(1, column, 'noSuchColumn', { column: chosen });
    else columns.set(column, at);
  }
  if (columns.size === 0) problems.add(1, null, 'noKnownColumn', { columns: CATALOG_COLUMNS.join(', ') });
  else if (!columns.has('upc')) problems.add(1, 'upc', 'noUpcColumn');
  return columns;
}

function checkText(value: string, row: number, column: CatalogColumn, max: number, problems: Problems): string | undefined {
  if (value.includes('\uFFFD')) return void problems.add(row, column, 'notUtf8');
  if (FORBIDDEN_TEXT_CHARACTERS.test(value)) return void problems.add(row, column, 'forbiddenCharacters');
  if (value.length > max) return void problems.add(row, column, 'tooLong', { label: problems.label(column), max, length: value.length });
  return value;
}

/** Reads and checks one row's cells; problems are noted, and what could be read is returned. */
function readRow(cells: string[], row: number, width: number, columns: Map<CatalogColumn, number>, { currency, locale }: { currency: string; locale: string }, problems: Problems): RowValues | null {
  if (cells.every((c) => c.trim() === '')) return null;
  if (cells.length > width) problems.add(row, null, 'tooManyCells', { cells: cells.length, width });
  // A line break inside a quoted cell is kept as one line feed, whichever the file used.
  const cell = (column: CatalogColumn) => {
    const at = columns.get(column);
    return at === undefined ? undefined : (cells[at] ?? '').replace(/\r\n?/g, '\n').trim();
  };
  // Read as every barcode is: spaces and dashes gone, digits only.
  const upc = normaliseBarcode(cell('upc') ?? '');
  const values: RowValues = { row, upc };
  if (upc === '') problems.add(row, 'upc', 'upcEmpty');
  else if (checkText(upc, row, 'upc', MAX_UPC, problems) !== undefined && !isDigitsOnly(upc)) problems.add(row, 'upc', 'upcNotDigits', { found: upc.slice(0, 40) });
  for (const column of ['item', 'manufacturer', 'name'] as const) {
    const value = cell(column);
    if (value) values[column] = checkText(value, row, column, MAX_TEXT, problems);
  }
  for (const column of ['qty', 'lowinventory'] as const) {
    const raw = cell(column);
    if (!raw) continue;
    const n = parseWholeText(raw, locale);
    if (n === null || n < 0 || n > MAX_QTY) problems.add(row, column, 'notWhole', { label: problems.label(column), max: problems.number(MAX_QTY), found: raw.slice(0, 40) });
    else values[column] = n;
  }
  for (const column of ['cost', 'price'] as const) {
    const raw = cell(column);
    if (!raw) continue;
    // The amount fields' own rule, in the business's locale: 1.999,00 in a French shop, $12.00 in a dollar one.
    const n = parseAmountText(raw, locale, currency);
    const issue: AmountIssue | null = n === null ? { kind: 'notANumber' } : minorUnitIssue(n, currency, { minMinor: 1, maxMinor: MAX_AMOUNT_MINOR });
    if (issue || n === null) {
      const rule = issue ? amountIssueValues(issue) : {};
      problems.add(row, column, `amount.${issue?.kind ?? 'notANumber'}`, { label: problems.label(column), found: raw.slice(0, 40), ...rule });
    } else values[column === 'cost' ? 'costMinor' : 'priceMinor'] = toMinor(n, currency);
  }
  return values;
}

/** UPCs looked up per statement: they travel as one JSON parameter (a list of bound values plans far slower). */
const LOOKUP_BATCH = 10_000;

/** The business's entries with these UPCs; `locked`: FOR UPDATE, until the transaction ends. */
function entriesIn(db: DbOrTx, cid: string, upcs: string[], locked = false) {
  const query = db
    .select()
    .from(inventory)
    .where(and(eq(inventory.cid, cid), sql`${inventory.upc} IN (SELECT jsonb_array_elements_text(${JSON.stringify(upcs)}::jsonb))`));
  return locked ? query.for('update') : query;
}

/**
 * Existing entries of the business with these UPCs, by UPC, each batch a step of its own: on the
 * embedded database other requests are answered between two batches.
 */
async function entriesByUpc(inBusiness: InBusiness, cid: string, upcs: string[]): Promise<Map<string, EntryRow>> {
  const found = new Map<string, EntryRow>();
  for (let i = 0; i < upcs.length; i += LOOKUP_BATCH) {
    const rows = await inBusiness((db) => entriesIn(db, cid, upcs.slice(i, i + LOOKUP_BATCH)));
    for (const r of rows) found.set(r.upc, r);
  }
  return found;
}

/** The same, read again inside the write transaction and locked there. */
async function lockedEntriesByUpc(tx: DbOrTx, cid: string, upcs: string[]): Promise<Map<string, EntryRow>> {
  const found = new Map<string, EntryRow>();
  for (let i = 0; i < upcs.length; i += LOOKUP_BATCH) for (const r of await entriesIn(tx, cid, upcs.slice(i, i + LOOKUP_BATCH), true)) found.set(r.upc, r);
  return found;
}

/** The business's names (categories or manufacturers) by lower case, as spelled when listed. */
async function listed(db: DbOrTx, cid: string, kind: 'item' | 'manufacturer'): Promise<Map<string, string>> {
  const rows =
    kind === 'item'
      ? await db.select({ name: items.item }).from(items).where(eq(items.cid, cid))
      : await db.select({ name: manufacturers.manufacturer }).from(manufacturers).where(eq(manufacturers.cid, cid));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
}

interface Update {
  entry: EntryRow;
  values: RowValues;
  fields: boolean;
  qty: boolean;
}

/** What a clean file does to the catalogue as it stands in `existing` and the listed names. */
interface Plan {
  creates: RowValues[];
  updates: Update[];
  unchanged: number;
  newItems: Map<string, string>;
  newMakers: Map<string, string>;
}

async function planWrites(read: RowValues[], existing: Map<string, EntryRow>, itemNames: Map<string, string>, makerNames: Map<string, string>): Promise<Plan> {
  const newItems = new Map<string, string>();
  const newMakers = new Map<string, string>();
  const spell = (names: Map<string, string>, added: Map<string, string>, name: string) => {
    const key = name.toLowerCase();
    const known = names.get(key) ?? added.get(key);
    if (known) return known;
    added.set(key, name);
    return name;
  };
  const creates: RowValues[] = [];
  const updates: Update[] = [];
  let unchanged = 0;
  for (let i = 0; i < read.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const v = read[i];
    if (v.item) v.item = spell(itemNames, newItems, v.item);
    if (v.manufacturer) v.manufacturer = spell(makerNames, newMakers, v.manufacturer);
    const entry = existing.get(v.upc);
    if (!entry) {
      creates.push(v);
      continue;
    }
    const fields =
      (v.item !== undefined && v.item !== entry.item) ||
      (v.manufacturer !== undefined && v.manufacturer !== entry.manufacturer) ||
      (v.name !== undefined && v.name !== entry.subname) ||
      (v.lowinventory !== undefined && v.lowinventory !== entry.lowinventory) ||
      (v.costMinor !== undefined && v.costMinor !== entry.costCents) ||
      (v.priceMinor !== undefined && v.priceMinor !== entry.priceCents);
    const qty = v.qty !== undefined && v.qty !== entry.qty;
    if (fields || qty) updates.push({ entry, values: v, fields, qty });
    else unchanged += 1;
  }
  return { creates, updates, unchanged, newItems, newMakers };
}

/**
 * Tests only (unset in the server): called once while an import's rows are being checked, and
 * just before its write transaction opens, so that a test can act at those moments.
 */
export const importMoments: { checking?: (cid: string) => void; beforeWrite?: (cid: string) => Promise<void> } = {};

export interface ImportInput {
  sheet: Sheet;
  mapping?: TImportMapping;
  dryRun: boolean;
  /** The language the problems are worded in (the caller's); English if not given. */
  language?: Language;
  /** The category and manufacturer of a new product whose row has none (checked by the route). */
  defaultItem?: string;
  defaultManufacturer?: string;
}

/** Rewrites the rows of another till's export as its products (see domain/import-formats), in place. */
async function rewriteRows(sheet: Sheet, format: RecognisedFormat): Promise<void> {
  const rows = new FormatRows(format);
  for (let i = 0; i < sheet.rows.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    sheet.rows[i] = rows.rewrite(sheet.rows[i]);
  }
}

/**
 * Checks the sheet and, if it is clean and not a dry run, writes it. The reading and checking run
 * in steps of their own (`inBusiness` without `write`), holding no transaction: on the embedded
 * database a transaction holds its one connection, and a 200,000-row file takes seconds to check.
 * Only the writes are one transaction, all or nothing; it takes the business's import lock, reads
 * the catalogue again (locked) and refuses with 409 what changed meanwhile: an entry added with
 * one of the new UPCs, or one deleted that the file updates.
 */
export async function importCatalog(inBusiness: InBusiness, auth: AuthContext, input: ImportInput): Promise<TImportResult> {
  const { sheet } = input;
  const cid = auth.cid;
  const problems = new Problems(input.language ?? DEFAULT_LANGUAGE);
  const format = recogniseFormat(sheet.header);
  if (format) await rewriteRows(sheet, format);
  const columns = resolveColumns(sheet.header, format, input.mapping, problems);
  const result = (counts: Partial<Pick<TImportResult, 'created' | 'updated' | 'unchanged' | 'newItems' | 'newManufacturers'>> = {}): TImportResult => ({
    dryRun: input.dryRun,
    rows: sheet.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    newItems: [],
    newManufacturers: [],
    ...counts,
    format: format && { id: format.id, locations: format.locations },
    errors: problems.all,
    columns: sheet.header.map((header, i) => ({ header, column: [...columns.entries()].find(([, at]) => at === i)?.[0] ?? null })),
    preview: sheet.rows.slice(0, PREVIEW_ROWS).map((cells) => cells.slice(0, sheet.header.length).map((cell) => cell.slice(0, PREVIEW_CELL_CHARS))),
  });
  if (problems.count > 0) return result();

  const { currency, locale } = await inBusiness(async (db) => ({ currency: (await moneySettingsOf(db, cid)).currency, locale: (await getRegion(db, cid)).locale }));
  const read: RowValues[] = [];
  const firstRowOf = new Map<string, number>();
  for (let i = 0; i < sheet.rows.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) {
      if (i === ROWS_PER_TURN) importMoments.checking?.(cid);
      await nextTurn();
    }
    const values = readRow(sheet.rows[i], i + 2, sheet.header.length, columns, { currency, locale }, problems);
    if (!values) continue;
    const earlier = values.upc ? firstRowOf.get(values.upc) : undefined;
    const twin = values.upc ? barcodeTwin(values.upc) : null;
    const twinRow = twin === null ? undefined : firstRowOf.get(twin);
    if (earlier !== undefined) problems.add(values.row, 'upc', 'upcTwice', { upc: values.upc, row: earlier });
    else if (twinRow !== undefined) problems.add(values.row, 'upc', 'upcTwinInFile', { upc: values.upc, twin: twin ?? '', row: twinRow });
    else if (values.upc) firstRowOf.set(values.upc, values.row);
    read.push(values);
  }

  // A row's UPC-A updates the entry kept as its EAN-13 form and back, under the code it is kept as.
  const upcs = [...firstRowOf.keys()].flatMap((upc) => sameProductCodes(upc));
  const existing = await entriesByUpc(inBusiness, cid, upcs);
  for (const v of read) {
    const twin = barcodeTwin(v.upc);
    if (existing.has(v.upc) || twin === null || !existing.has(twin)) continue;
    firstRowOf.set(twin, v.row);
    v.upc = twin;
  }
  for (let i = 0; i < read.length; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const v = read[i];
    if (existing.has(v.upc)) continue;
    if (v.item === undefined && input.defaultItem && !problems.list.some((p) => p.row === v.row && p.column === 'item')) v.item = input.defaultItem;
    if (v.manufacturer === undefined && input.defaultManufacturer && !problems.list.some((p) => p.row === v.row && p.column === 'manufacturer')) v.manufacturer = input.defaultManufacturer;
    // A new product needs what the add screen asks for; quantity and reorder level may start at 0.
    for (const [field, column] of [
      ['item', 'item'],
      ['manufacturer', 'manufacturer'],
      ['name', 'name'],
      ['costMinor', 'cost'],
      ['priceMinor', 'price'],
    ] as const) {
      if (v[field] === undefined && !problems.list.some((p) => p.row === v.row && p.column === column)) {
        problems.add(v.row, column, 'neededForNew', { label: problems.label(column), upc: v.upc });
      }
    }
  }
  if (problems.count > 0) return result();

  const countsOf = (plan: Plan) => ({
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    newItems: [...plan.newItems.values()],
    newManufacturers: [...plan.newMakers.values()],
  });
  if (input.dryRun) {
    const [itemNames, makerNames] = await inBusiness((db) => Promise.all([listed(db, cid, 'item'), listed(db, cid, 'manufacturer')]));
    return result(countsOf(await planWrites(read, existing, itemNames, makerNames)));
  }

  await importMoments.beforeWrite?.(cid);
  const written = await inBusiness(
    async (tx) => {
      await lockImport(tx, cid);
      // Adds and edits of a twin code in flight commit first, and wait for this one: the re-read sees them.
      await closeTwinGate(tx, cid);
      const now = await lockedEntriesByUpc(tx, cid, upcs);
      for (const v of read) {
        // A new row's code, or its UPC-A/EAN-13 twin, added since the check.
        const twin = barcodeTwin(v.upc);
        const added = existing.has(v.upc) ? undefined : (now.get(v.upc) ?? (twin === null ? undefined : now.get(twin)));
        if (added) throw duplicate(message('errors:catalog.upcAddedMeanwhile', { upc: added.upc, row: v.row }));
      }
      for (const [upc, entry] of existing) {
        if (!now.has(upc)) throw conflict(message('errors:catalog.entryDeletedMeanwhile', { upc, row: firstRowOf.get(upc) ?? 0, name: entry.subname }));
      }
      // The same entries as checked, but their fields may have changed: what to write is worked out here.
      const plan = await planWrites(read, now, await listed(tx, cid, 'item'), await listed(tx, cid, 'manufacturer'));
      try {
        await writePlan(tx, auth, plan);
      } catch (err) {
        // PostgreSQL: another connection added one of the new UPCs after the reading above.
        if (isUniqueViolation(err)) throw duplicate(message('errors:catalog.newUpcAddedMeanwhile'));
        throw err;
      }
      return plan;
    },
    { write: true },
  );
  return result(countsOf(written));
}

/** The writes of a checked file, in batches of one statement each, inside the import's transaction. */
async function writePlan(tx: DbOrTx, auth: AuthContext, plan: Plan): Promise<void> {
  const cid = auth.cid;
  const { creates, updates, newItems, newMakers } = plan;
  if (newItems.size > 0) await tx.insert(items).values([...newItems.values()].map((item) => ({ cid, item }))).onConflictDoNothing();
  if (newMakers.size > 0) await tx.insert(manufacturers).values([...newMakers.values()].map((manufacturer) => ({ cid, manufacturer }))).onConflictDoNothing();
  // New entries arrive with their quantities and opening movements in one statement per batch.
  await addEntriesWithStock(
    tx,
    cid,
    actorOf(auth),
    creates.map((v) => ({
      upc: v.upc,
      item: v.item!,
      manufacturer: v.manufacturer!,
      subname: v.name!,
      qty: v.qty ?? 0,
      lowinventory: v.lowinventory ?? 0,
      costCents: v.costMinor!,
      priceCents: v.priceMinor!,
    })),
    'import',
  );
  const changed = updates.filter((u) => u.fields);
  // A new price or category is a price change: the history keeps the one before too.
  await withPriceHistory(tx, cid, { inventoryIds: changed.map((u) => u.entry.id) }, () => updateFields(tx, cid, changed));
  const quantities: StockChange[] = [];
  for (const u of updates) if (u.qty) quantities.push({ inventoryId: u.entry.id, setTo: u.values.qty!, reason: 'import' });
  if (quantities.length > 0) await moveStockMany(tx, cid, actorOf(auth), quantities);
}

/** Writes the described fields of the entries an import changes, in batches of one statement each. */
async function updateFields(tx: DbOrTx, cid: string, changed: { entry: EntryRow; values: RowValues }[]): Promise<void> {
  for (let i = 0; i < changed.length; i += UPDATE_BATCH) {
    const batch = changed.slice(i, i + UPDATE_BATCH).map(({ entry, values: v }) => ({
      id: entry.id,
      item: v.item ?? entry.item,
      manufacturer: v.manufacturer ?? entry.manufacturer,
      subname: v.name ?? entry.subname,
      ...searchTextOf({ subname: v.name ?? entry.subname, manufacturer: v.manufacturer ?? entry.manufacturer }),
      low: v.lowinventory ?? entry.lowinventory,
      cost: v.costMinor ?? entry.costCents,
      price: v.priceMinor ?? entry.priceCents,
    }));
    await tx.execute(sql`
      UPDATE ${inventory} AS i
      SET item = v.item, manufacturer = v.manufacturer, subname = v.subname, subname_folded = v."subnameFolded", manufacturer_folded = v."manufacturerFolded",
        lowinventory = v.low, cost_cents = v.cost, price_cents = v.price, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS v(id text, item text, manufacturer text, subname text, "subnameFolded" text, "manufacturerFolded" text, low int, cost int, price int)
      WHERE i.cid = ${cid} AND i.id = v.id`);
  }
}
