import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionProvider } from '../auth/session';
import { AppHeader } from './AppHeader';
import { ConnectionBanner } from './ConnectionBanner';
import { Loader } from './Loader';

/** Every screen: the session, the header, then the page. */
export function AppLayout() {
  return (
    <SessionProvider>
      <AppHeader />
      <ConnectionBanner />
      <main className="app-main">
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
    </SessionProvider>
  );
}
