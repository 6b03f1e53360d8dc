/** The display's side: the latest valid state the terminal posted, idle until one arrives. */
import { useEffect, useState } from 'react';
import { CUSTOMER_DISPLAY_CHANNEL, ZDisplayState, type DisplayState } from './display-state';

const WAITING: DisplayState = { phase: 'idle', shop: '' };

export function useDisplayedSale(): DisplayState {
  const [state, setState] = useState<DisplayState>(WAITING);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CUSTOMER_DISPLAY_CHANNEL);
    ch.onmessage = (e: MessageEvent<unknown>) => {
      const parsed = ZDisplayState.safeParse(e.data);
      if (parsed.success) setState(parsed.data);
    };
    return () => ch.close();
  }, []);
  return state;
}
