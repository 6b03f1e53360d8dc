/**
 * Whether a new version of the app is ready, for the components that announce it
 * (useSyncExternalStore), and the one way to switch to it (applyUpdate).
 *
 *   'none'       this is the newest version the browser knows of.
 *   'waiting'    a new version is downloaded and waits: the old one still runs this page.
 *   'took-over'  the new version's service worker already controls this page (another tab let it
 *                in); the page still runs the old code until it reloads.
 */
import { useSyncExternalStore } from 'react';

export type UpdateState = 'none' | 'waiting' | 'took-over';

/** How long to wait for the new version to take over before reloading anyway. */
export const TAKE_OVER_TIMEOUT_MS = 5_000;

interface Hooks {
  /** Tells the waiting service worker to take over (it then answers with `tookOver`). */
  skipWaiting(): void | Promise<void>;
  reload(): void;
}

let state: UpdateState = 'none';
let requested = false;
let reloading = false;
let hooks: Hooks = { skipWaiting: () => undefined, reload: () => window.location.reload() };
const listeners = new Set<() => void>();

/** Reloads the page once: a second reload while the first is under way only disturbs it. */
function reloadOnce() {
  if (reloading) return;
  reloading = true;
  hooks.reload();
}

function set(next: UpdateState) {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** How the store reaches the service worker and the page (register.ts; tests pass their own). */
export function connectUpdates(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribeToUpdates, getUpdateState, () => 'none');
}

/** A new version has been downloaded and waits to be let in. */
export function updateFound() {
  if (state === 'none') set('waiting');
}

/**
 * The new version now controls this page: reload if this page asked for it; otherwise (another
 * tab let it in) say so and wait for a safe moment like any update.
 */
export function tookOver() {
  if (requested) reloadOnce();
  else set('took-over');
}

/**
 * Switches to the new version: a page already controlled by it only reloads; otherwise the waiting
 * version is let in and the page reloads when it has taken over (or after a few seconds anyway).
 */
export function applyUpdate() {
  if (state === 'none') return;
  if (state === 'took-over') {
    reloadOnce();
    return;
  }
  if (requested) return;
  requested = true;
  void Promise.resolve(hooks.skipWaiting()).catch(() => undefined);
  setTimeout(reloadOnce, TAKE_OVER_TIMEOUT_MS);
}

/** Back to the start, for tests. */
export function resetUpdatesForTest() {
  state = 'none';
  requested = false;
  reloading = false;
  hooks = { skipWaiting: () => undefined, reload: () => window.location.reload() };
  listeners.clear();
}
