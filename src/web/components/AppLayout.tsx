import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AdminNeededNotice } from '../auth/AdminNeeded';
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
        <AdminNeededNotice />
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
    </SessionProvider>
  );
}
