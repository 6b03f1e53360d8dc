/**
 * Each tax of a report (Z report, sales summary) netted against the refunds: the sales' tax per
 * tax (sale_taxes) beside what the returns gave back of it (sale_return_taxes, src/domain/refunds.ts),
 * grouped the same way, a named tax (GST, QST) by its name and rate and a class's single rate by
 * its rate, so the two lists meet line for line.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TReportTaxLine } from '../../../domain/schemas/tax';
import { ppmToPercent } from '../../../domain/tax';
import type { DbOrTx } from '../../db/client';
import { saleReturns, saleReturnTaxes } from '../../db/schema';

export interface TaxSum {
  ratePpm: number;
  named: boolean;
  name: string;
  base: number;
  tax: number;
}

/** What the returns matching `where` (a condition on sale_returns) gave back, per tax. */
export async function refundedTaxes(db: DbOrTx, cid: string, where: SQL | undefined): Promise<TaxSum[]> {
  const rows = await db
    .select({ ratePpm: saleReturnTaxes.ratePpm, named: saleReturnTaxes.named, name: sql<string>`min(${saleReturnTaxes.name})`, base: sql<string>`sum(${saleReturnTaxes.baseCents})`, tax: sql<string>`sum(${saleReturnTaxes.taxCents})` })
    .from(saleReturnTaxes)
    .innerJoin(saleReturns, and(eq(saleReturns.cid, saleReturnTaxes.cid), eq(saleReturns.id, saleReturnTaxes.returnId)))
    .where(and(eq(saleReturns.cid, cid), where))
    .groupBy(saleReturnTaxes.ratePpm, saleReturnTaxes.named, sql`case when ${saleReturnTaxes.named} then ${saleReturnTaxes.name} end`);
  return rows.map((r) => ({ ratePpm: r.ratePpm, named: r.named, name: r.name, base: Number(r.base ?? 0), tax: Number(r.tax ?? 0) }));
}

const keyOf = (t: TaxSum) => (t.named ? `n\u0000${t.name}\u0000${t.ratePpm}` : `r\u0000${t.ratePpm}`);

/**
 * The report's tax lines, lowest rate first then by name: each tax sold with what was refunded of
 * it and the net; a tax only refunded (its sale in another shift or period) has a line of its own.
 */
export function netTaxLines(sold: readonly TaxSum[], refunded: readonly TaxSum[], money: (minor: number) => number): TReportTaxLine[] {
  const lines = new Map<string, { sold: TaxSum; refunded: TaxSum | null }>();
  for (const t of sold) lines.set(keyOf(t), { sold: t, refunded: null });
  for (const r of refunded) {
    const line = lines.get(keyOf(r));
    if (line) line.refunded = r;
    else lines.set(keyOf(r), { sold: { ...r, base: 0, tax: 0 }, refunded: r });
  }
  return [...lines.values()]
    .sort((a, b) => a.sold.ratePpm - b.sold.ratePpm || (a.sold.name < b.sold.name ? -1 : a.sold.name > b.sold.name ? 1 : 0))
    .map(({ sold: s, refunded: r }) => ({
      name: s.name,
      rate: ppmToPercent(s.ratePpm),
      base: money(s.base),
      tax: money(s.tax),
      ...(s.named ? { named: true as const } : {}),
      refundedBase: money(r?.base ?? 0),
      refunded: money(r?.tax ?? 0),
      net: money(s.tax - (r?.tax ?? 0)),
    }));
}
