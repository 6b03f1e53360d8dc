/**
 * Scanned and typed codes onto the receipt, in the order they came: each is queued at once (the
 * scan queue looks several up together and applies them in order), then becomes a new line or one
 * more of a line. A code the shop does not have is said out loud ("Not found: <code>", with a beep)
 * and changes nothing.
 *
 * Timing, for the performance budget and the scan benchmark: `pos:scan-to-line` runs from the
 * look-up's answer to the line in the page, `pos:keys-to-line` from the scanner's Enter to it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from '../../components/Message';
import { i18n } from '../../i18n';
import { beepRefusal } from './refusal-beep';
import { scanProduct, type Cart } from './cart';
import type { ProductLookup } from './product-lookup';
import { lineName } from './receipt-lines';
import { createScanQueue, retryWhileUnreachable } from './scan-queue';
import { isTransientLookupError } from './server-lookup';
import type { ShowNotice } from './terminal-notice';

export interface QueuedCode {
  code: string;
  /** When the code was complete (the scanner's Enter, or the person's), on the page's clock. */
  at: number;
  /** Typed by a person and not found: what to do instead (search for it) of saying "Not found". */
  onMissing?: () => void;
}

/** Lines applied but not yet in the page: their times, measured once the page shows them. */
interface Applied {
  scannedAt: number;
  answeredAt: number;
}

export const notFoundMessage = (code: string) => i18n.t('pos:scan.notFound', { code });

export interface ScanToReceipt {
  enqueue: (code: QueuedCode) => void;
  /** Codes waiting for their look-up or their turn. */
  pending: number;
  /** Forgets the codes still waiting (the sale was cancelled). */
  clear: () => void;
}

export function useScanToReceipt({ lookup, currency, cart, notify }: { lookup: ProductLookup; currency: string; cart: Cart; notify: ShowNotice }): ScanToReceipt {
  // The queue lives as long as the terminal; it reads the latest look-up (the device's catalogue
  // arrives after the first render), currency and notice through this.
  const latest = useRef({ currency, notify, lookup });
  useEffect(() => {
    latest.current = { currency, notify, lookup };
  }, [currency, notify, lookup]);
  const applied = useRef<Applied[]>([]);
  const [pending, setPending] = useState(0);

  const [queue] = useState(() =>
    createScanQueue<QueuedCode, Awaited<ReturnType<ProductLookup>>>({
      lookup: ({ code }) => latest.current.lookup(code),
      retryDelay: retryWhileUnreachable(isTransientLookupError),
      onPendingChange: setPending,
      apply: (scan, product) => {
        const { notify: say, currency: money } = latest.current;
        if (!product) {
          if (scan.onMissing) return scan.onMissing();
          say({ text: notFoundMessage(scan.code), tone: 'refused' });
          beepRefusal();
          return;
        }
        applied.current.push({ scannedAt: scan.at, answeredAt: performance.now() });
        const outcome = scanProduct(product, money);
        const name = lineName(outcome.line);
        if (outcome.kind === 'no-stock') {
          say({ text: i18n.t('pos:scan.onlyInStock', { available: outcome.line.available, name }), tone: 'refused' });
          beepRefusal();
        } else {
          say({ text: outcome.kind === 'added' ? i18n.t('pos:scan.added', { name }) : i18n.t('pos:scan.more', { name, qty: outcome.line.saleqty }), tone: 'done' });
        }
      },
      fail: (scan, error) => {
        latest.current.notify({ text: i18n.t('pos:scan.lookupFailed', { code: scan.code, reason: errorText(error) ?? i18n.t('pos:scan.noAnswer') }), tone: 'refused' });
        beepRefusal();
      },
    }),
  );

  // Runs once the changed line is in the page, before the browser paints it.
  useLayoutEffect(() => {
    const shown = performance.now();
    for (const { scannedAt, answeredAt } of applied.current.splice(0)) {
      performance.measure('pos:scan-to-line', { start: answeredAt, end: shown });
      performance.measure('pos:keys-to-line', { start: scannedAt, end: shown });
    }
  }, [cart]);

  const enqueue = useCallback((code: QueuedCode) => queue.push(code), [queue]);
  const clear = useCallback(() => queue.clear(), [queue]);
  return { enqueue, pending, clear };
}
