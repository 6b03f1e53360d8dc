/**
 * Sales rung up while the server could not be reached, kept on the device (IndexedDB, through
 * Dexie) until the server has them. One database per business, as the catalogue: a shared computer
 * never sends one shop's sales as another's. A sale leaves this store only when the server has
 * answered that it is recorded; one the server refuses stays, with the reason, for the clerk to see.
 */
import Dexie, { liveQuery, type Table } from 'dexie';
import type { TOfflineSale } from '../../domain/schemas/offline-sales';
import type { TReceipt } from '../../domain/schemas/pos';

export type QueuedState = 'waiting' | 'refused';

export interface QueuedSale {
  /** Order of sale on this device (auto-increment): sales go up in the order they were made. */
  seq?: number;
  /** The Idempotency-Key made on the device: the server records a key once. */
  key: string;
  /** What POST /pos/offline-sales is sent. */
  sale: TOfflineSale;
  /** The receipt the customer was handed, for a reprint while the sale waits. */
  receipt: TReceipt;
  state: QueuedState;
  /** Why the server refused it (state 'refused'). */
  reason?: string;
}

class OutboxDb extends Dexie {
  sales!: Table<QueuedSale, number>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ sales: '++seq, &key, state, receipt.barcode' });
  }
}

const open = new Map<string, OutboxDb>();

function outboxDb(cid: string): OutboxDb {
  let db = open.get(cid);
  if (!db) {
    db = new OutboxDb(`stocktill-outbox-${cid}`);
    open.set(cid, db);
  }
  return db;
}

/** Keeps a sale made offline; its key is unique, so the same sale cannot be queued twice. */
export async function queueSale(cid: string, sale: Omit<QueuedSale, 'seq' | 'state'>): Promise<void> {
  await outboxDb(cid).sales.add({ ...sale, state: 'waiting' });
}

/** Every sale on the device, oldest first. */
export function queuedSales(cid: string): Promise<QueuedSale[]> {
  return outboxDb(cid).sales.orderBy('seq').toArray();
}

/** The sales still to send, oldest first. */
export function waitingSales(cid: string): Promise<QueuedSale[]> {
  return outboxDb(cid).sales.where('state').equals('waiting').sortBy('seq');
}

/** The server has it: it leaves the device. */
export async function removeSale(cid: string, key: string): Promise<void> {
  await outboxDb(cid).sales.where('key').equals(key).delete();
}

/** The server refused it: kept with the reason, and not sent again until the clerk asks. */
export async function markRefused(cid: string, key: string, reason: string): Promise<void> {
  await outboxDb(cid).sales.where('key').equals(key).modify({ state: 'refused', reason });
}

/** The clerk asks for a refused sale to be sent again (the product was restored, the clock fixed…). */
export async function markWaiting(cid: string, key: string): Promise<void> {
  await outboxDb(cid).sales.where('key').equals(key).modify((s) => {
    s.state = 'waiting';
    delete s.reason;
  });
}

/** The receipt of a sale still on the device, by its number. */
export async function queuedReceipt(cid: string, barcode: string): Promise<QueuedSale | undefined> {
  return outboxDb(cid).sales.where('receipt.barcode').equals(barcode).first();
}

export interface OutboxCounts {
  waiting: number;
  refused: number;
}

/** Calls `listener` with the counts now and after every change, in this tab or another. */
export function watchOutbox(cid: string, listener: (counts: OutboxCounts) => void): () => void {
  const db = outboxDb(cid);
  const subscription = liveQuery(async () => {
    const [waiting, refused] = await Promise.all([db.sales.where('state').equals('waiting').count(), db.sales.where('state').equals('refused').count()]);
    return { waiting, refused };
  }).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** Calls `listener` with the whole list now and after every change. */
export function watchQueuedSales(cid: string, listener: (sales: QueuedSale[]) => void): () => void {
  const subscription = liveQuery(() => queuedSales(cid)).subscribe({ next: listener, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** Sales of the business still on this device (for the sign-out warning). */
export async function outboxSize(cid: string): Promise<number> {
  return outboxDb(cid).sales.count();
}
