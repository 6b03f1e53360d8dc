/**
 * The labels a link asks for: `?ids=a,b,c` (one of each, from the inventory list) or
 * `?purchaseOrder=<id>` (one per unit received). Entries are read whole, for their current name
 * and price; those that cannot be read are reported instead of printed blank.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TInventoryEntry } from '../../../domain/schemas/inventory';
import { useEntriesById, useOrderForLabels } from '../../api/labels';
import { linesOf, parseIdList, receivedUnits, type LabelEntry, type LabelLine } from './label-selection';

export function labelEntryOf(e: Pick<TInventoryEntry, '_id' | 'upc' | 'subname' | 'price'>): LabelEntry {
  return { id: e._id, upc: e.upc, name: e.subname, price: e.price };
}

export type LinkedLabels =
  | { status: 'pending' }
  | { status: 'failed'; error: Error }
  | { status: 'ready'; lines: LabelLine[]; from: string | null; missing: string[] };

export function useLinkedLabels(): LinkedLabels {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('purchaseOrder');
  const order = useOrderForLabels(orderId);
  const wanted = orderId ? receivedUnits(order.data?.lines ?? []) : parseIdList(params.get('ids')).map((id) => ({ id, copies: 1 }));
  const found = useEntriesById(wanted.map((w) => w.id));

  if (orderId && order.error) return { status: 'failed', error: order.error };
  if ((orderId && order.isPending) || found.isPending) return { status: 'pending' };
  const lines = linesOf(wanted.flatMap((w) => {
    const entry = found.entries.get(w.id);
    return entry ? [{ entry: labelEntryOf(entry), copies: w.copies }] : [];
  }));
  const nameOf = (id: string) => order.data?.lines.find((l) => l.inventoryId === id)?.name ?? id;
  return {
    status: 'ready',
    lines,
    from: order.data ? t('labels:from.order', { number: order.data.number }) : wanted.length > 0 ? t('labels:from.list') : null,
    missing: found.failures.map((f) => nameOf(f.id)),
  };
}
