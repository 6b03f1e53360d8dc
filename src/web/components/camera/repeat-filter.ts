/**
 * When a camera read counts. A camera sees the same barcode in many frames a second, so a code
 * seen again within the window of its last sighting is the same scan, not a second one.
 *
 * The window runs from the last time the code was *seen*, not from the read that counted: an item
 * left lying under the camera keeps being seen and must not count again every 1.5 s (a stock count
 * would grow on its own). To scan the same item twice, take it out of view for the window, then
 * show it again. Each code has its own memory, so two barcodes in view together count once each.
 */
export const REPEAT_WINDOW_MS = 1500;

export interface RepeatFilter {
  /** Whether `code`, seen at `now` (ms, any monotonic clock), is a new read; remembers the sighting. */
  accept(code: string, now: number): boolean;
}

export function createRepeatFilter(windowMs: number = REPEAT_WINDOW_MS): RepeatFilter {
  const lastSeen = new Map<string, number>();

  const forgetOlderThan = (cutoff: number) => {
    for (const [code, at] of lastSeen) if (at < cutoff) lastSeen.delete(code);
  };

  return {
    accept(code, now) {
      const previous = lastSeen.get(code);
      lastSeen.set(code, now);
      // Codes out of sight for longer than the window can no longer be repeats: the memory stays small.
      forgetOlderThan(now - windowMs);
      return previous === undefined || now - previous >= windowMs;
    },
  };
}
