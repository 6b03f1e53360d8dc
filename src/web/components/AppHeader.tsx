/**
 * The header. Signed out it is a plain bar with Login and Register Your Business; signed in it
 * becomes the menus, which load on demand so the sign-in page stays small.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { hasRole } from '../auth/guards';
import { useSession } from '../auth/session';

const SignedInNav = lazy(async () => ({ default: (await import('./SignedInNav')).SignedInNav }));

function PlainBar({ children }: { children?: React.ReactNode }) {
  return (
    <nav className="navbar navbar-dark bg-dark app-header d-print-none">
      <div className="container-fluid">
        <Link className="navbar-brand" to="/">
          Stocktill
        </Link>
        {children}
      </div>
    </nav>
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user && hasRole(user, 'user')) {
    return (
      <Suspense fallback={<PlainBar />}>
        <SignedInNav user={user} />
      </Suspense>
    );
  }
  return (
    <PlainBar>
      <div className="navbar-nav flex-row gap-3 ms-auto">
        <NavLink className="nav-link" to="/login">
          {t('common:header.login')}
        </NavLink>
        <NavLink className="nav-link" to="/owner">
          {t('common:header.register')}
        </NavLink>
      </div>
    </PlainBar>
  );
}
