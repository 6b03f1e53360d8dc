import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { QueuedCode } from './useScanToReceipt';

/**
 * `/pos?scan=<code>`: a code another screen hands to the terminal (a product just added, to sell
 * it now) is scanned once on arrival, as if the scanner had read it, and leaves the address so a
 * reload does not ring it up again.
 */
export function useScanFromAddress(enqueue: (code: QueuedCode) => void) {
  const [params, setParams] = useSearchParams();
  const code = params.get('scan')?.trim() ?? '';
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    enqueue({ code, at: performance.now() });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('scan');
        return next;
      },
      { replace: true },
    );
  }, [code, enqueue, setParams]);
}
