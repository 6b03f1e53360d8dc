/**
 * The sales waiting on this device, for the screens: how many wait or were refused, the list, a
 * way to send them now, and the rounds that send them by themselves: at sign-in, when the network
 * comes back, every OUTBOX_SYNC_MS, and right after a sale is queued.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TReceipt } from '../../domain/schemas/pos';
import { queuedReceipt, watchOutbox, watchQueuedSales, type OutboxCounts, type QueuedSale } from './outbox-store';
import { sendQueuedSales, type SyncRound } from './outbox-sync';

/** How often waiting sales are tried while the app is open. */
export const OUTBOX_SYNC_MS = 20_000;

/** What a receipt rung up without the server says on it. */
export const RECORDED_OFFLINE = 'Recorded offline';

const NUDGE = 'stocktill-outbox-nudge';

/** Asks for a round now (a sale was just queued, or the clerk pressed Send now). */
export function nudgeOutbox(): void {
  window.dispatchEvent(new Event(NUDGE));
}

export interface Outbox {
  counts: OutboxCounts;
  /** A round is under way in this tab. */
  sending: boolean;
  /** How the last round of this tab ended. */
  last: SyncRound | null;
  sendNow: () => void;
}

/** Counts and sends the business's waiting sales; mounted once, in the signed-in header. */
export function useOutbox(cid: string | undefined): Outbox {
  const [counts, setCounts] = useState<OutboxCounts>({ waiting: 0, refused: 0 });
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<SyncRound | null>(null);
  const running = useRef(false);

  const sendNow = useCallback(() => {
    if (!cid || running.current) return;
    running.current = true;
    setSending(true);
    sendQueuedSales(cid)
      .then(setLast)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setSending(false);
      });
  }, [cid]);

  useEffect(() => {
    if (!cid) return;
    return watchOutbox(cid, setCounts);
  }, [cid]);

  useEffect(() => {
    if (!cid) return;
    sendNow();
    const timer = window.setInterval(sendNow, OUTBOX_SYNC_MS);
    window.addEventListener('online', sendNow);
    window.addEventListener(NUDGE, sendNow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', sendNow);
      window.removeEventListener(NUDGE, sendNow);
    };
  }, [cid, sendNow]);

  return { counts, sending, last, sendNow };
}

/** The list of sales on the device, oldest first, kept current. */
export function useQueuedSales(cid: string | undefined): QueuedSale[] {
  const [sales, setSales] = useState<QueuedSale[]>([]);
  useEffect(() => {
    if (!cid) return;
    return watchQueuedSales(cid, setSales);
  }, [cid]);
  return sales;
}

/** The receipt of a sale still on the device (null: not here; undefined: still looking). */
export function useQueuedReceipt(cid: string | undefined, barcode: string): TReceipt | null | undefined {
  const [found, setFound] = useState<{ barcode: string; receipt: TReceipt | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (!cid || !barcode) {
      setFound({ barcode, receipt: null });
      return;
    }
    queuedReceipt(cid, barcode)
      .then((q) => live && setFound({ barcode, receipt: q?.receipt ?? null }))
      .catch(() => live && setFound({ barcode, receipt: null }));
    return () => {
      live = false;
    };
  }, [cid, barcode]);
  return found?.barcode === barcode ? found.receipt : undefined;
}
