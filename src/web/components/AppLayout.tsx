import { Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminNeededNotice } from '../auth/AdminNeeded';
import { SessionProvider } from '../auth/session';
import { AppHeader } from './AppHeader';
import { ConnectionBanner } from './ConnectionBanner';
import { UpdateNotice } from '../pwa/UpdateNotice';
import { LanguageSync } from '../i18n/LanguageSync';
import { Loader } from './Loader';
import { useScreenTitle } from './useScreenTitle';

/**
 * Moves the keyboard focus to the page's content. The main region is made focusable only for this
 * (and stops being so when the focus leaves it): were it focusable all the time, a click anywhere
 * on a page would focus it, and screens that keep the focus in their scan box would lose it.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.setAttribute('tabindex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
}

/** The page itself, titled after its heading. */
function Main({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useScreenTitle(ref);
  return (
    <main id="main" ref={ref} className="app-main">
      {children}
    </main>
  );
}

/** Every screen: a skip link past the menus, the session, the header, then the page. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <SessionProvider>
      <a href="#main" className="visually-hidden-focusable skip-link" onClick={skipToContent}>
        {t('common:skipToContent')}
      </a>
      <LanguageSync />
      <AppHeader />
      <ConnectionBanner />
      <UpdateNotice />
      <Main>
        <AdminNeededNotice />
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </Main>
    </SessionProvider>
  );
}
