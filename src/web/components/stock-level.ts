/**
 * The spec's stock colours, one rule for every table of inventory rows: red when none is left,
 * yellow at or under the entry's low level (spec section 4).
 */
export function stockRowClass(entry: { qty: number; lowinventory: number }): string | undefined {
  if (entry.qty <= 0) return 'table-row-danger';
  if (entry.qty <= entry.lowinventory) return 'table-row-warning';
  return undefined;
}
