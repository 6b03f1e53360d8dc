/**
 * Puts right the UPCs stored before every barcode was read by the one normaliser
 * (src/domain/barcodes.ts): " 4006 3810 0023 " was kept with its spaces and no scan could find it.
 * Runs at start, after the migrations and as the tables' owner, like the search-text backfill: an
 * entry whose UPC loses its spaces and dashes takes the normal form, unless another entry already
 * has that code or its UPC-A/EAN-13 twin (or two stored spellings become one code), in which case it
 * is left as it is and listed, for the owner to decide which entry is the product. A UPC with letters
 * cannot be made a barcode by dropping separators; it is listed too and stays until edited.
 *
 * Done in the app rather than in a migration's SQL so the rule is the one every request follows,
 * Unicode spaces and dashes included. Row-level security holds the owner too (FORCE), so each
 * business is read and written under its own `app.cid`. Once every code is normal it costs one
 * query per business.
 */
import { barcodeProblem, normaliseBarcode, sameProductCodes } from '../../domain/barcodes';
import type { RawQuery } from './search-text-backfill';

export interface UnrepairedBarcode {
  cid: string;
  id: string;
  upc: string;
  /** `taken`: its normal form (or that form's twin) names another entry; `notDigits`: it holds letters or signs. */
  reason: 'taken' | 'notDigits';
}

export interface BarcodeRepair {
  repaired: number;
  unrepaired: UnrepairedBarcode[];
}

interface Stored {
  id: string;
  upc: string;
}

/** Normalises every stored UPC that can be, and lists those that cannot. */
export async function repairStoredBarcodes(query: RawQuery): Promise<BarcodeRepair> {
  const { rows: businesses } = await query('SELECT id FROM businesses');
  const result: BarcodeRepair = { repaired: 0, unrepaired: [] };
  for (const { id: cid } of businesses as { id: string }[]) {
    await query('BEGIN');
    try {
      await query(`SELECT set_config('app.cid', $1, true)`, [cid]);
      // Digits only is the normal form; everything else is looked at.
      const { rows } = await query(`SELECT id, upc FROM inventory WHERE cid = $1 AND upc !~ '^[0-9]+$' ORDER BY upc, id`, [cid]);
      const odd = rows as Stored[];
      if (odd.length > 0) await repairBusiness(query, cid, odd, result);
      await query('COMMIT');
    } catch (err) {
      await query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }
  return result;
}

async function repairBusiness(query: RawQuery, cid: string, odd: Stored[], result: BarcodeRepair) {
  const wanted = odd.map((e) => ({ ...e, code: normaliseBarcode(e.upc) }));
  const readable = wanted.filter((e) => {
    if (barcodeProblem(e.code) === null) return true;
    result.unrepaired.push({ cid, id: e.id, upc: e.upc, reason: 'notDigits' });
    return false;
  });
  if (readable.length === 0) return;
  // Codes already held by entries in normal form: a repair may not take one, nor its twin.
  const asked = [...new Set(readable.flatMap((e) => sameProductCodes(e.code)))];
  const { rows } = await query('SELECT upc FROM inventory WHERE cid = $1 AND upc = ANY($2::text[])', [cid, asked]);
  const held = new Set((rows as { upc: string }[]).map((r) => r.upc));
  // Two stored spellings of one code (or of twins): neither is chosen for the owner.
  const spellings = new Map<string, number>();
  for (const e of readable) for (const code of sameProductCodes(e.code)) spellings.set(code, (spellings.get(code) ?? 0) + 1);
  const fixes: { id: string; upc: string }[] = [];
  for (const e of readable) {
    const codes = sameProductCodes(e.code);
    if (codes.some((code) => held.has(code)) || (spellings.get(e.code) ?? 0) > 1) result.unrepaired.push({ cid, id: e.id, upc: e.upc, reason: 'taken' });
    else fixes.push({ id: e.id, upc: e.code });
  }
  if (fixes.length === 0) return;
  await query(
    `UPDATE inventory AS i SET upc = v.upc FROM jsonb_to_recordset($2::jsonb) AS v(id text, upc text) WHERE i.cid = $1 AND i.id = v.id`,
    [cid, JSON.stringify(fixes)],
  );
  result.repaired += fixes.length;
}

/** One line for the start-up log: what was repaired and which codes were left, at most `max` named. */
export function describeBarcodeRepair(repair: BarcodeRepair, max = 20): string | null {
  if (repair.repaired === 0 && repair.unrepaired.length === 0) return null;
  const named = repair.unrepaired.slice(0, max).map((u) => `"${u.upc}" (${u.reason === 'taken' ? 'its digits name another entry' : 'not digits'})`);
  const more = repair.unrepaired.length > max ? ` and ${repair.unrepaired.length - max} more` : '';
  const left = repair.unrepaired.length > 0 ? `; left as stored, to be edited: ${named.join(', ')}${more}` : '';
  return `Stored UPCs: ${repair.repaired} written without their spaces and dashes${left}`;
}
