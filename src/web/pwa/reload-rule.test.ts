import { describe, expect, it } from 'vitest';
import { isSafeMomentToReload, isTerminalPath, saleInProgress, type ReloadMoment } from './reload-rule';

/** An idle terminal, visible, nothing in the cart, no dialog, nothing just happened but an update. */
const idle: ReloadMoment = { trigger: 'update-found', path: '/pos', hidden: false, cartLines: 0, shippingCents: 0, dialogOpen: false };

describe('a sale in progress', () => {
  it('is a cart with lines, shipping, or an open dialog', () => {
    expect(saleInProgress(idle)).toBe(false);
    expect(saleInProgress({ ...idle, cartLines: 1 })).toBe(true);
    expect(saleInProgress({ ...idle, shippingCents: 500 })).toBe(true);
    expect(saleInProgress({ ...idle, dialogOpen: true })).toBe(true);
  });
});

describe('the terminal path', () => {
  it('is /pos itself, not its other pages nor the customer display', () => {
    expect(isTerminalPath('/pos')).toBe(true);
    expect(isTerminalPath('/pos/')).toBe(true);
    expect(isTerminalPath('/pos/display')).toBe(false);
    expect(isTerminalPath('/pagepos/2')).toBe(false);
    expect(isTerminalPath('/returns')).toBe(false);
  });
});

describe('reloading into a new version by itself', () => {
  it('never happens during a sale, even with the app hidden or on arriving at the terminal', () => {
    for (const busy of [{ cartLines: 2 }, { shippingCents: 1 }, { dialogOpen: true }]) {
      expect(isSafeMomentToReload({ ...idle, ...busy, hidden: true, trigger: 'hidden' })).toBe(false);
      expect(isSafeMomentToReload({ ...idle, ...busy, trigger: 'navigated' })).toBe(false);
      expect(isSafeMomentToReload({ ...idle, ...busy, hidden: true, trigger: 'update-found' })).toBe(false);
    }
  });

  it('happens while the app is hidden and no sale is in progress, whatever just happened', () => {
    for (const trigger of ['hidden', 'update-found', 'navigated'] as const) {
      expect(isSafeMomentToReload({ ...idle, trigger, hidden: true, path: '/inventory/add' })).toBe(true);
    }
  });

  it('happens on arriving at the terminal with an empty cart', () => {
    expect(isSafeMomentToReload({ ...idle, trigger: 'navigated', path: '/pos' })).toBe(true);
  });

  it('waits for the button on a visible screen otherwise: a form may be half filled', () => {
    expect(isSafeMomentToReload({ ...idle, trigger: 'update-found', path: '/pos' })).toBe(false);
    expect(isSafeMomentToReload({ ...idle, trigger: 'navigated', path: '/inventory/add' })).toBe(false);
    expect(isSafeMomentToReload({ ...idle, trigger: 'navigated', path: '/returns' })).toBe(false);
    expect(isSafeMomentToReload({ ...idle, trigger: 'navigated', path: '/pos/display' })).toBe(false);
  });
});
