/**
 * The orders the inventory list can be read in. Each is a closed list of sort keys ending in a
 * tie-break that makes it total, so a row never shows on two pages or on none, and each has an
 * index of the same keys (src/server/db/schema.ts) so a page is read off the index in order.
 * Names sort without regard to case (the database compares bytes), as the low-inventory report does.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { defaultSortDirection, type TInventorySortKey } from '../../domain/schemas/inventory';
import type { TSortDirection } from '../../domain/schemas/list-options';
import { inventory } from '../db/schema';

type SortTerm = [column: AnyColumn | SQL, direction: TSortDirection];

const lower = (column: AnyColumn) => sql`lower(${column})`;

/**
 * Every order read ascending. Descending reverses every term, tie-break included, so the index
 * that serves one direction serves the other read backwards.
 */
const ASCENDING: Readonly<Record<TInventorySortKey, readonly SortTerm[]>> = {
  // A UPC is unique within a business: it needs no tie-break, and (cid, upc) is its index.
  upc: [[inventory.upc, 'asc']],
  item: [
    [lower(inventory.item), 'asc'],
    [inventory.id, 'asc'],
  ],
  manufacturer: [
    [lower(inventory.manufacturer), 'asc'],
    [inventory.id, 'asc'],
  ],
  subname: [
    [lower(inventory.subname), 'asc'],
    [inventory.id, 'asc'],
  ],
  qty: [
    [inventory.qty, 'asc'],
    [inventory.id, 'asc'],
  ],
  price: [
    [inventory.priceCents, 'asc'],
    [inventory.id, 'asc'],
  ],
  // The list's own order read backwards: its index is (updated_at desc, id).
  updatedAt: [
    [inventory.updatedAt, 'asc'],
    [inventory.id, 'desc'],
  ],
};

export interface InventoryOrder {
  sort: TInventorySortKey;
  order: TSortDirection;
  /** ORDER BY terms. */
  by: SQL[];
}

const flip = (direction: TSortDirection): TSortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** The order asked for; no sort is the list's usual order, most recently changed first. */
export function inventoryOrder(sort: TInventorySortKey = 'updatedAt', order: TSortDirection = defaultSortDirection(sort)): InventoryOrder {
  const by = ASCENDING[sort].map(([column, direction]) => ((order === 'asc' ? direction : flip(direction)) === 'asc' ? asc(column) : desc(column)));
  return { sort, order, by };
}
