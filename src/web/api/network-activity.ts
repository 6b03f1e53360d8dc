/**
 * How many of the app's requests are on their way, and when the last one ended: the new version of
 * the app is let in only once the page has been quiet for a moment (pwa/UpdateNotice.tsx). Chromium
 * parks a new service worker in "waiting" when a request reaches the old one just as it hands over,
 * and a reload then may never load.
 */
let inFlight = 0;
let lastEnded = 0;

/** Counts the request while it is on its way. */
export async function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await request;
  } finally {
    inFlight -= 1;
    lastEnded = Date.now();
  }
}

/** Whether no request is on its way and none ended in the last `quietMs`. */
export function isNetworkQuiet(quietMs: number, now = Date.now()): boolean {
  return inFlight === 0 && now - lastEnded >= quietMs;
}

/**
 * Resolves once the network has been quiet for `quietMs` (true), or false after `giveUpMs` without
 * such a moment (a page that polls without a pause).
 */
export function whenNetworkQuiet(quietMs: number, giveUpMs: number): Promise<boolean> {
  const start = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (isNetworkQuiet(quietMs)) resolve(true);
      else if (Date.now() - start >= giveUpMs) resolve(false);
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Back to the start, for tests. */
export function resetNetworkActivityForTest() {
  inFlight = 0;
  lastEnded = 0;
}
