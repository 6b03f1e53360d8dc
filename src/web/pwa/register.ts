/**
 * Registers the service worker that keeps the app's files for offline use (vite.config.ts,
 * VitePWA) and connects its updates to update-store.ts. Production builds only: the development
 * server's files change on every save and must never be served from a cache.
 */
import { registerSW } from 'virtual:pwa-register';
import { connectUpdates, tookOver, updateFound } from './update-store';

/** How often an open app asks the server whether a newer version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: updateFound,
    // Called instead of the plugin's own immediate reload, so a sale in another tab is never cut short.
    onNeedReload: tookOver,
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
