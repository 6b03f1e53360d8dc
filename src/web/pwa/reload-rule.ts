/**
 * When a new version of Stocktill may take over by itself: the rule, apart from the browser, so it
 * can be tested alone. A reload loses whatever the screen holds only in memory, so it happens by
 * itself only when nothing is being done with the app; otherwise the banner waits for the button.
 */

/** What just happened that may make this a good moment. */
export type ReloadTrigger =
  /** A new version has just been downloaded (or has just taken over from another tab). */
  | 'update-found'
  /** The app's window or tab has just been hidden (another app, another tab, the screen locked). */
  | 'hidden'
  /** The app has just moved to another screen (`path` is the new one). */
  | 'navigated';

export interface ReloadMoment {
  trigger: ReloadTrigger;
  /** The current path (location.pathname). */
  path: string;
  /** Whether the page is hidden now (document.visibilityState === 'hidden'). */
  hidden: boolean;
  /** Lines in the terminal's cart. */
  cartLines: number;
  /** Shipping added to the terminal's sale, in minor units. */
  shippingCents: number;
  /** Whether a dialog is open (a tender, a confirmation, a form in a box). */
  dialogOpen: boolean;
}

/** A sale is in progress while the cart has anything on it, or while a dialog is open. */
export function saleInProgress(moment: Pick<ReloadMoment, 'cartLines' | 'shippingCents' | 'dialogOpen'>): boolean {
  return moment.cartLines > 0 || moment.shippingCents !== 0 || moment.dialogOpen;
}

/** The terminal itself (not its other pages, nor the customer display). */
export function isTerminalPath(path: string): boolean {
  return path === '/pos' || path === '/pos/';
}

/**
 * Whether the app may reload itself now to run the new version: never during a sale; otherwise
 * while nobody is looking at it (hidden), or as someone arrives at the terminal, which then opens
 * fresh in the new version. Any other moment (a form half filled, a list being read) waits for the
 * person to press "Reload now".
 */
export function isSafeMomentToReload(moment: ReloadMoment): boolean {
  if (saleInProgress(moment)) return false;
  if (moment.hidden) return true;
  return moment.trigger === 'navigated' && isTerminalPath(moment.path);
}
