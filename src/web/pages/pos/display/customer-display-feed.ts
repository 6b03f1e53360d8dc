/**
 * The terminal's side of the customer display: it posts what the display should show whenever
 * that changes. The display only listens, so a display opened (or reloaded) mid-sale would wait
 * for the next change; the terminal therefore repeats the current state every few seconds.
 */
import { useEffect, useRef } from 'react';
import { CUSTOMER_DISPLAY_CHANNEL, type DisplayState } from './display-state';

/** How long a newly opened display waits at most for the sale already under way. */
const REPEAT_MS = 2000;

/** The display's own address, opened in a window of its own for a screen facing the customer. */
export const CUSTOMER_DISPLAY_PATH = '/pos/display';

export function openCustomerDisplay() {
  window.open(CUSTOMER_DISPLAY_PATH, 'stocktill-customer-display', 'popup=yes,width=1024,height=768');
}

export function useCustomerDisplayFeed(state: DisplayState) {
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef(state);
  // Compared as text: a new object with the same content is not a change worth posting.
  const text = JSON.stringify(state);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CUSTOMER_DISPLAY_CHANNEL);
    channel.current = ch;
    const repeat = window.setInterval(() => ch.postMessage(latest.current), REPEAT_MS);
    // The terminal closing or leaving the page ends what the customer sees.
    const onPageHide = () => ch.postMessage({ phase: 'idle', shop: latest.current.shop } satisfies DisplayState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      onPageHide();
      window.clearInterval(repeat);
      window.removeEventListener('pagehide', onPageHide);
      ch.close();
      channel.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = state;
    channel.current?.postMessage(state);
    // Only a change of content is a change: `text` stands for `state`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
}
