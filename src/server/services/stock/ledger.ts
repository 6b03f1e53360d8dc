/**
 * The one path by which an entry's quantity changes. Each change is a single SQL statement that
 * locks the entry, changes `qty` and writes the movement (with the quantity after it) together,
 * so the ledger can never disagree with the stock: for every entry the sum of its movements'
 * deltas is its quantity, and its newest movement's `qtyAfter` is its quantity (docs/stock.md).
 * No other code writes `inventory.qty` (test/api/stock-ledger.test.ts checks the source).
 */
import { sql } from 'drizzle-orm';
import type { MovementReason } from '../../../domain/ledger';
import { MAX_QTY } from '../../../domain/schemas/inventory';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/raw';
import { searchTextOf } from '../inventory-search';

/** Who made a change, copied onto its movement (the user may be deleted later). */
export interface StockActor {
  userId: string | null;
  userName: string;
}

export interface StockChange {
  inventoryId: string;
  /** Add this many (negative to take). Exactly one of `add` and `setTo` is given. */
  add?: number;
  /** Set the quantity to this (a count). */
  setTo?: number;
  reason: MovementReason;
  refType?: string;
  refId?: string;
  note?: string;
  /**
   * The least quantity the change may leave: 0 unless said otherwise. `null` lets stock go below
   * zero, which only a sale made offline may do (the goods have already left the shop).
   */
  floor?: number | null;
}

export interface StockMoved {
  inventoryId: string;
  delta: number;
  qtyAfter: number;
  /** The movement written, or null when the change left the quantity as it was. */
  movementId: string | null;
}

/** Why a change was not made; the caller turns it into the answer that fits its route. */
export type StockRefusal = { kind: 'missing' } | { kind: 'below-floor' | 'above-max'; onHand: number };

export class StockChangeRefused extends Error {
  constructor(
    readonly inventoryId: string,
    readonly refusal: StockRefusal,
  ) {
    super(`Stock change refused for ${inventoryId}: ${refusal.kind}`);
    this.name = 'StockChangeRefused';
  }
}

interface MovedRow {
  movement_id: string | null;
  inventory_id: string;
  delta: number;
  qty_after: number;
}

/**
 * Applies one change to one entry of business `cid`. A change that would leave the quantity as it
 * was writes nothing. Refusals throw StockChangeRefused; the statement changed nothing then.
 */
export async function moveStock(db: DbOrTx, cid: string, actor: StockActor, change: StockChange): Promise<StockMoved> {
  if ((change.add === undefined) === (change.setTo === undefined)) throw new Error('A stock change needs exactly one of add and setTo');
  const floor = change.floor === undefined ? 0 : change.floor;
  const newQty = change.add !== undefined ? sql`before.qty + ${change.add}::int` : sql`${change.setTo}::int`;
  const withinBounds = floor === null ? sql`${newQty} <= ${MAX_QTY}` : sql`${newQty} between ${floor}::int and ${MAX_QTY}`;
  // `before` locks the entry and keeps its quantity as it was; the update and the movement then
  // read it, all in one statement: one round trip, and no window in which another change could
  // slip between the quantity and its movement.
  const [moved] = await rows<MovedRow>(
    db,
    sql`
      with before as (
        select id, qty from inventory where cid = ${cid} and id = ${change.inventoryId} for update
      ), changed as (
        update inventory i set qty = ${newQty}, updated_at = now()
        from before
        where i.cid = ${cid} and i.id = before.id and ${withinBounds} and ${newQty} <> before.qty
        returning i.id, i.upc, i.subname, i.qty, i.qty - before.qty as delta
      ), written as (
        insert into stock_movements (id, cid, inventory_id, upc, name, delta, qty_after, reason, ref_type, ref_id, user_id, user_name, note)
        select gen_random_uuid()::text, ${cid}, id, upc, subname, delta, qty, ${change.reason}, ${change.refType ?? null}, ${change.refId ?? null},
               ${actor.userId}, ${actor.userName}, ${change.note ?? ''}
        from changed
        returning id, inventory_id, delta, qty_after
      )
      select id as movement_id, inventory_id, delta, qty_after from written
      union all
      select null, before.id, 0, before.qty from before where not exists (select 1 from written)`,
  );
  if (!moved) throw new StockChangeRefused(change.inventoryId, { kind: 'missing' });
  const result = { inventoryId: moved.inventory_id, delta: Number(moved.delta), qtyAfter: Number(moved.qty_after), movementId: moved.movement_id };
  if (result.delta === 0 && !isNoChange(change, result.qtyAfter)) {
    const wanted = change.add !== undefined ? result.qtyAfter + change.add : (change.setTo as number);
    throw new StockChangeRefused(change.inventoryId, { kind: wanted > MAX_QTY ? 'above-max' : 'below-floor', onHand: result.qtyAfter });
  }
  return result;
}

/** A change asked for nothing: adding 0, or setting what is already on hand. */
function isNoChange(change: StockChange, onHand: number): boolean {
  return change.add !== undefined ? change.add === 0 : change.setTo === onHand;
}

/**
 * Several changes in one transaction, applied in entry-id order so that two transactions holding
 * the same entries always lock them in the same order and cannot deadlock. Changes of distinct
 * entries go in one statement (a sale's lines: one round trip and one plan instead of one per
 * line) that makes all of them or, if any is refused, none; the first refusal in id order throws,
 * and the caller's transaction rolls back whatever it did before.
 */
export async function moveStockMany(db: DbOrTx, cid: string, actor: StockActor, changes: StockChange[]): Promise<Map<string, StockMoved>> {
  const sorted = [...changes].sort((a, b) => (a.inventoryId < b.inventoryId ? -1 : a.inventoryId > b.inventoryId ? 1 : 0));
  const moved = new Map<string, StockMoved>();
  if (sorted.length === 1 || new Set(sorted.map((c) => c.inventoryId)).size !== sorted.length) {
    for (const change of sorted) moved.set(change.inventoryId, await moveStock(db, cid, actor, change));
    return moved;
  }
  for (let i = 0; i < sorted.length; i += CHANGES_PER_STATEMENT) {
    for (const m of await moveTogether(db, cid, actor, sorted.slice(i, i + CHANGES_PER_STATEMENT))) moved.set(m.inventoryId, m);
  }
  return moved;
}

/** Changes of distinct entries made in one statement at most (9 parameters each). */
const CHANGES_PER_STATEMENT = 1_000;

interface TogetherRow {
  inventory_id: string;
  on_hand: number | null;
  new_qty: number | null;
  floor_min: number | null;
  movement_id: string | null;
  delta: number | null;
  qty_after: number | null;
}

/**
 * Changes of distinct entries, sorted by id, as moveStock makes one but in a single statement:
 * the entries are locked in id order, then either every change is within its bounds and all are
 * made with their movements, or nothing changes and the first refusal is thrown.
 */
async function moveTogether(db: DbOrTx, cid: string, actor: StockActor, changes: StockChange[]): Promise<StockMoved[]> {
  if (changes.some((c) => (c.add === undefined) === (c.setTo === undefined))) throw new Error('A stock change needs exactly one of add and setTo');
  const wanted = sql.join(
    changes.map(
      (c) =>
        sql`(${c.inventoryId}::text, ${c.add ?? null}::int, ${c.setTo ?? null}::int, ${c.floor === undefined ? 0 : c.floor}::int, ${c.reason}::text, ${c.refType ?? null}::text, ${c.refId ?? null}::text, ${c.note ?? ''}::text)`,
    ),
    sql`, `,
  );
  const found = await rows<TogetherRow>(
    db,
    sql`
      with wanted (id, add, set_to, floor_min, reason, ref_type, ref_id, note) as (values ${wanted}),
      before as materialized (
        select i.id, i.qty from inventory i where i.cid = ${cid} and i.id in (select id from wanted) order by i.id for update
      ), planned as (
        select w.*, b.qty as on_hand, coalesce(w.set_to, b.qty + w.add) as new_qty from wanted w left join before b on b.id = w.id
      ), fits as (
        select not exists (select 1 from planned where on_hand is null or new_qty > ${MAX_QTY} or new_qty < floor_min) as ok
      ), changed as (
        update inventory i set qty = p.new_qty, updated_at = now()
        from planned p, fits
        where fits.ok and i.cid = ${cid} and i.id = p.id and p.new_qty <> p.on_hand
        returning i.id, i.upc, i.subname, i.qty, i.qty - p.on_hand as delta, p.reason, p.ref_type, p.ref_id, p.note
      ), written as (
        insert into stock_movements (id, cid, inventory_id, upc, name, delta, qty_after, reason, ref_type, ref_id, user_id, user_name, note)
        select gen_random_uuid()::text, ${cid}, id, upc, subname, delta, qty, reason, ref_type, ref_id, ${actor.userId}, ${actor.userName}, note
        from changed order by id
        returning id, inventory_id, delta, qty_after
      )
      select p.id as inventory_id, p.on_hand, p.new_qty, p.floor_min, w.id as movement_id, w.delta, w.qty_after
      from planned p left join written w on w.inventory_id = p.id`,
  );
  const byEntry = new Map(found.map((r) => [r.inventory_id, r]));
  const results = changes.map((change) => {
    const row = byEntry.get(change.inventoryId);
    if (!row || row.on_hand === null || row.new_qty === null) throw new StockChangeRefused(change.inventoryId, { kind: 'missing' });
    const onHand = Number(row.on_hand);
    const wantedQty = Number(row.new_qty);
    if (wantedQty > MAX_QTY) throw new StockChangeRefused(change.inventoryId, { kind: 'above-max', onHand });
    if (row.floor_min !== null && wantedQty < Number(row.floor_min)) throw new StockChangeRefused(change.inventoryId, { kind: 'below-floor', onHand });
    return { inventoryId: change.inventoryId, delta: Number(row.delta ?? 0), qtyAfter: row.qty_after === null ? onHand : Number(row.qty_after), movementId: row.movement_id };
  });
  return results;
}

/** A new inventory entry with its starting quantity (amounts in minor units). */
export interface NewEntry {
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  qty: number;
  lowinventory: number;
  costCents: number;
  priceCents: number;
}

/** New entries written in one statement at most: the rows travel as one JSON parameter. */
const ENTRIES_PER_STATEMENT = 5_000;

/**
 * Creates entries with their starting quantities, each with its opening movement, in one statement
 * per batch: the catalogue import's way in, where thousands of products arrive at once. Quantities
 * must be within 0..MAX_QTY (the caller checked them). Returns each new entry's id by UPC.
 */
export async function addEntriesWithStock(db: DbOrTx, cid: string, actor: StockActor, entries: NewEntry[], reason: MovementReason): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < entries.length; i += ENTRIES_PER_STATEMENT) {
    const batch = entries.slice(i, i + ENTRIES_PER_STATEMENT);
    if (batch.some((e) => !Number.isInteger(e.qty) || e.qty < 0 || e.qty > MAX_QTY)) throw new RangeError('A starting quantity is outside 0..MAX_QTY');
    const created = await rows<{ id: string; upc: string }>(
      db,
      sql`
        with new as (
          insert into inventory (id, cid, upc, item, manufacturer, subname, subname_folded, manufacturer_folded, qty, lowinventory, cost_cents, price_cents)
          select gen_random_uuid()::text, ${cid}, e.upc, e.item, e.manufacturer, e.subname, e."subnameFolded", e."manufacturerFolded", e.qty, e.lowinventory, e."costCents", e."priceCents"
          from jsonb_to_recordset(${JSON.stringify(batch.map((e) => ({ ...e, ...searchTextOf(e) })))}::jsonb)
            as e(upc text, item text, manufacturer text, subname text, "subnameFolded" text, "manufacturerFolded" text, qty int, lowinventory int, "costCents" int, "priceCents" int)
          returning id, upc, subname, qty
        ), written as (
          insert into stock_movements (id, cid, inventory_id, upc, name, delta, qty_after, reason, user_id, user_name)
          select gen_random_uuid()::text, ${cid}, id, upc, subname, qty, qty, ${reason}, ${actor.userId}, ${actor.userName}
          from new where qty <> 0 order by id
        )
        select id, upc from new`,
    );
    for (const r of created) ids.set(r.upc, r.id);
  }
  return ids;
}

/** The signed-in caller as a movement records them. */
export function actorOf(auth: { userId: string; name: string }): StockActor {
  return { userId: auth.userId, userName: auth.name };
}
