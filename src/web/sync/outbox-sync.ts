/**
 * Sends the sales kept on the device (outbox-store.ts) to the server, oldest first, each exactly
 * once: under a Web Lock, so two tabs never send at the same time, and each with the key made on
 * the device, so a sale sent again after a lost answer is answered, not recorded twice. A sale
 * leaves the device only once the server has answered that it is recorded. A refusal is kept with
 * its reason and the next sale goes on; no answer, or a server fault, stops the round (order kept)
 * until the next one.
 */
import { ZOfflineSaleResult, type TOfflineSale, type TOfflineSaleResult } from '../../domain/schemas/offline-sales';
import { api, ApiError } from '../api/http';
import { markRefused, removeSale, waitingSales } from './outbox-store';
import { underLock } from './web-lock';

export type PostOfflineSale = (sale: TOfflineSale, key: string) => Promise<TOfflineSaleResult>;

export const postOfflineSale: PostOfflineSale = (sale, key) => api.post('/pos/offline-sales', ZOfflineSaleResult, sale, { 'idempotency-key': key });

export interface SyncRound {
  sent: number;
  refused: number;
  /** Why the round stopped before the end (no connection, the server down or signed out). */
  stopped?: ApiError;
}

/**
 * The server will not take this sale as sent, whatever happens later: a 4xx other than a lost
 * session (signing in again sends it), a timeout or a rate limit (both pass).
 */
export function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);
}

/** An answer that came back 2xx but not in the shape expected: the sale is recorded all the same. */
function recordedAnyway(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'BAD_RESPONSE' && err.status >= 200 && err.status < 300;
}

export function sendQueuedSales(cid: string, post: PostOfflineSale = postOfflineSale): Promise<SyncRound> {
  return underLock(`stocktill-outbox-sync-${cid}`, async () => {
    // Read inside the lock: what another tab sent meanwhile has left the store already.
    const waiting = await waitingSales(cid);
    const round: SyncRound = { sent: 0, refused: 0 };
    for (const queued of waiting) {
      try {
        await post(queued.sale, queued.key);
      } catch (err) {
        if (isRefusal(err)) {
          await markRefused(cid, queued.key, err.message);
          round.refused += 1;
          continue;
        }
        if (!recordedAnyway(err)) {
          round.stopped = err instanceof ApiError ? err : new ApiError(String(err), 0, 'NETWORK');
          return round;
        }
      }
      await removeSale(cid, queued.key);
      round.sent += 1;
    }
    return round;
  });
}
