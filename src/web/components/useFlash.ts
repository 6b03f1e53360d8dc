import { useCallback, useEffect, useState } from 'react';

/** A notice that hides itself after `ms` (the spec times each screen's success message). */
export function useFlash(ms: number): [string | null, (message: string) => void] {
  // The sequence number restarts the timer when the same text is shown again.
  const [flash, setFlash] = useState<{ text: string; seq: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(t);
  }, [flash, ms]);
  const show = useCallback((text: string) => setFlash((prev) => ({ text, seq: (prev?.seq ?? 0) + 1 })), []);
  return [flash?.text ?? null, show];
}
