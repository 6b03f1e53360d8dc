/**
 * "A new version of Stocktill is ready.": a banner along the bottom of every screen once a new
 * version has been downloaded, with a button to switch now. It also switches by itself at a safe
 * moment (reload-rule.ts): never while a sale is in progress.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { whenNetworkQuiet } from '../api/network-activity';
import { isSafeMomentToReload, type ReloadTrigger } from './reload-rule';
import { applyUpdate, getUpdateState, useUpdateState } from './update-store';

type CartModule = typeof import('../pages/pos/cart');

let cartModule: Promise<CartModule | null> | undefined;

/**
 * The terminal's cart store, loaded only once an update is waiting: every screen carries this
 * notice, and the sign-in page need not ship the cart. Null if it cannot be loaded.
 */
function loadCart(): Promise<CartModule | null> {
  cartModule ??= import('../pages/pos/cart').catch(() => null);
  return cartModule;
}

/** Whether a dialog (react-bootstrap's modal, a native one) is open anywhere on the page. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * The page must have sent nothing for this long before the new version is let in: a request that
 * reaches the old service worker as it hands over leaves the new one parked (network-activity.ts).
 */
const QUIET_MS = 400;
/** A page that never pauses this long lets the new version in anyway. */
const QUIET_GIVE_UP_MS = 10_000;

/** Whether a new version is ready and this is a safe moment to reload into it. */
async function isSafeNow(trigger: ReloadTrigger): Promise<boolean> {
  if (getUpdateState() === 'none') return false;
  const cart = (await loadCart())?.readCart();
  // Without the cart there is no telling whether a sale is in progress: wait for the button.
  if (!cart) return false;
  return isSafeMomentToReload({
    trigger,
    path: window.location.pathname,
    hidden: document.visibilityState === 'hidden',
    cartLines: cart.lines.length,
    shippingCents: cart.shippingCents,
    dialogOpen: dialogOpen(),
  });
}

/**
 * Reloads into the new version if one is ready and this is a safe moment, once the screen's own
 * requests are done, and only if it is still a safe moment then (a scan or another screen may have
 * come meanwhile).
 */
async function reloadIfSafe(trigger: ReloadTrigger) {
  if (!(await isSafeNow(trigger))) return;
  await whenNetworkQuiet(QUIET_MS, QUIET_GIVE_UP_MS);
  if (await isSafeNow(trigger)) applyUpdate();
}

export function UpdateNotice() {
  const state = useUpdateState();
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (state !== 'none') void reloadIfSafe('update-found');
  }, [state]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void reloadIfSafe('hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void reloadIfSafe('navigated');
  }, [pathname]);

  if (state === 'none') return null;
  return <Banner />;
}

function Banner() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const reload = useCallback(() => applyUpdate(), []);

  // The banner floats over the bottom of the page: the page gets as much room below its end, so
  // its last buttons can still be scrolled into view.
  useLayoutEffect(() => {
    const body = document.body;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = `${ref.current?.offsetHeight ?? 0}px`;
    return () => {
      body.style.paddingBottom = before;
    };
  }, []);

  return (
    <div
      ref={ref}
      role="status"
      className="alert alert-info fixed-bottom rounded-0 mb-0 py-2 d-flex flex-wrap align-items-center justify-content-center gap-3 d-print-none"
    >
      <span>{t('common:update.ready')}</span>
      {/* Bootstrap's classes, not react-bootstrap's Button: the sign-in page does not ship it. */}
      <button type="button" className="btn btn-primary btn-sm" onClick={reload}>
        {t('common:update.reload')}
      </button>
    </div>
  );
}
