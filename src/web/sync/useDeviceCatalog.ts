import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPosProduct } from '../../domain/schemas/pos';
import { productByCode, productCount, warmCatalog } from './catalog-store';
import { syncCatalog } from './catalog-sync';

/** How often the terminal asks for changes while it is open. */
export const CATALOG_SYNC_MS = 60_000;

export interface DeviceCatalog {
  /** The product with this barcode as the device knows it, or undefined (unknown here, or still loading). */
  lookup(code: string): Promise<TPosProduct | undefined>;
  /** Asks for the changes now (after a sale, say). */
  refresh(): void;
  /** Products kept on the device, once the first load is in. */
  count: number | null;
}

/**
 * The terminal's catalogue on the device for the signed-in business: loaded in the background
 * (the terminal works meanwhile, asking the server), kept current every minute, when the network
 * comes back, and on demand. A failed sync keeps what the device has.
 */
export function useDeviceCatalog(cid: string | undefined): DeviceCatalog {
  const [count, setCount] = useState<number | null>(null);
  const running = useRef<Promise<unknown> | null>(null);

  const refresh = useCallback(() => {
    if (!cid || running.current) return;
    running.current = syncCatalog(cid)
      // Held in memory too, so a scan needs no IndexedDB read.
      .then(() => warmCatalog(cid))
      .then(() => productCount(cid))
      .then(setCount)
      .catch(() => undefined)
      .finally(() => {
        running.current = null;
      });
  }, [cid]);

  useEffect(() => {
    if (!cid) return;
    void productCount(cid).then((n) => setCount(n > 0 ? n : null));
    refresh();
    const timer = window.setInterval(refresh, CATALOG_SYNC_MS);
    window.addEventListener('online', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [cid, refresh]);

  const lookup = useCallback((code: string) => (cid ? productByCode(cid, code) : Promise.resolve(undefined)), [cid]);
  return { lookup, refresh, count };
}
