/**
 * The terminal's one line of news under the scan box: what a scan did, why something was refused,
 * and the Undo of a removed line. One at a time (the newest wins), each gone after a while.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RemovedLine } from './receipt-lines';

export type NoticeTone = 'done' | 'refused';

export interface TerminalNotice {
  text: string;
  tone: NoticeTone;
  /** A removed line: the notice offers to put it back. */
  removed?: RemovedLine;
  /** Restarts the timer when the same words are said twice. */
  seq: number;
}

export type ShowNotice = (notice: Omit<TerminalNotice, 'seq'>) => void;

/** Long enough to read a refusal, or to reach for Undo. */
const SHOWN_MS: Record<NoticeTone, number> = { done: 4000, refused: 8000 };
const UNDO_MS = 10_000;

export function useTerminalNotice(): { notice: TerminalNotice | null; show: ShowNotice; dismiss: () => void } {
  const [notice, setNotice] = useState<TerminalNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.removed ? UNDO_MS : SHOWN_MS[notice.tone]);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback<ShowNotice>((next) => setNotice((prev) => ({ ...next, seq: (prev?.seq ?? 0) + 1 })), []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, show, dismiss };
}
