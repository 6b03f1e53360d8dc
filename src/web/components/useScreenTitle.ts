import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { screenTitle } from './screen-title';

/**
 * Keeps document.title in step with the h1 inside `main`: set on each navigation, and again when
 * the heading appears or changes (screens load on demand and some headings name what they show).
 */
export function useScreenTitle(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const update = () => {
      const title = screenTitle(root.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname]);
}
