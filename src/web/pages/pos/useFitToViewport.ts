import { useLayoutEffect, type RefObject } from 'react';

/** Beside the products (tablet and wider) the receipt fits the window; on a phone it is part of the page. */
const SIDE_BY_SIDE = '(min-width: 768px)';
const BOTTOM_GAP_PX = 12;
/** Never so short that no line shows. */
const MIN_HEIGHT_PX = 260;

/**
 * Caps an element's height at what is left of the window below its top, so its own end (the
 * receipt's total and Checkout) is on screen whatever the number of lines. Measured again when the
 * window, the page above it or the scroll position changes (a sticky element's top moves as the page
 * scrolls).
 */
export function useFitToViewport(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const media = window.matchMedia(SIDE_BY_SIDE);
    const fit = () => {
      if (!media.matches) {
        el.style.maxHeight = '';
        return;
      }
      const top = Math.max(0, el.getBoundingClientRect().top);
      el.style.maxHeight = `${Math.max(MIN_HEIGHT_PX, window.innerHeight - top - BOTTOM_GAP_PX)}px`;
    };
    let frame = 0;
    const fitSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    fit();
    const resized = new ResizeObserver(fitSoon);
    resized.observe(document.body);
    window.addEventListener('resize', fitSoon);
    window.addEventListener('scroll', fitSoon, { passive: true });
    media.addEventListener('change', fitSoon);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('resize', fitSoon);
      window.removeEventListener('scroll', fitSoon);
      media.removeEventListener('change', fitSoon);
    };
  }, [ref]);
}
