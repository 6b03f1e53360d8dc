import { Suspense, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AdminNeededNotice } from '../auth/AdminNeeded';
import { SessionProvider } from '../auth/session';
import { AppHeader } from './AppHeader';
import { ConnectionBanner } from './ConnectionBanner';
import { Loader } from './Loader';
import { useScreenTitle } from './useScreenTitle';

/** The page itself, titled after its heading. */
function Main({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useScreenTitle(ref);
  // Focusable from the skip link only (tabIndex -1), so keyboard users land on the content.
  return (
    <main id="main" ref={ref} tabIndex={-1} className="app-main">
      {children}
    </main>
  );
}

/** Every screen: a skip link past the menus, the session, the header, then the page. */
export function AppLayout() {
  return (
    <SessionProvider>
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <AppHeader />
      <ConnectionBanner />
      <Main>
        <AdminNeededNotice />
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </Main>
    </SessionProvider>
  );
}
