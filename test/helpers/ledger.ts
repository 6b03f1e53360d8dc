/**
 * The stock ledger's invariant as one query, for tests on any connection that sees every business
 * (the tables' owner): the entries whose quantity disagrees with their movements, where for every
 * entry the sum of its movements' deltas must be its quantity and its newest movement's qtyAfter
 * must be its quantity. An empty answer means the ledger holds.
 */
export const LEDGER_BREAKS_SQL = `
  SELECT i.cid, i.id, i.qty, m.total, m.newest
  FROM inventory i
  LEFT JOIN LATERAL (
    SELECT sum(delta) AS total,
           (SELECT qty_after FROM stock_movements n WHERE n.cid = i.cid AND n.inventory_id = i.id ORDER BY n.seq DESC LIMIT 1) AS newest
    FROM stock_movements s WHERE s.cid = i.cid AND s.inventory_id = i.id
  ) m ON true
  WHERE i.qty <> coalesce(m.total, 0) OR i.qty <> coalesce(m.newest, 0)`;
