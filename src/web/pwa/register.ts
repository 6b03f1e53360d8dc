/**
 * Registers the service worker that keeps the app's files for offline use (vite.config.ts,
 * VitePWA) and connects its updates to update-store.ts. Built apps only (`vite build`, whose mode
 * is 'production'): the development server's files change on every save and must never be served
 * from a cache. The mode, not import.meta.env.PROD: PROD follows NODE_ENV, and the browser tests
 * build the app under NODE_ENV=test, a real build served as production serves it.
 */
import { registerSW } from 'virtual:pwa-register';
import { connectUpdates, tookOver, updateFound } from './update-store';

/** How often an open app asks the server whether a newer version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  // A change of controller is a new version taking over (this tab or another let it in), except
  // the very first one: the first install taking over a page no service worker controlled yet.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) tookOver();
    controlled = true;
  });

  const update = registerSW({
    onNeedRefresh: updateFound,
    // The plugin would reload the page at once; the controllerchange listener above decides instead
    // (a sale in another tab must never be cut short), and it also hears takeovers the plugin misses.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A till stays open all day: the browser only looks for a new version when a page loads.
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
    onRegisterError(err: unknown) {
      // The app works without it, only not offline.
      console.warn('The offline copy of Stocktill could not be set up:', err);
    },
  });
  connectUpdates({ skipWaiting: () => update() });
}
