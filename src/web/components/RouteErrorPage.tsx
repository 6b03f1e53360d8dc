import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../api/http';
import { LinkButton } from './LinkButton';

/** A screen's code that could not be downloaded: the server is unreachable or was updated meanwhile. */
function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);
}

/**
 * What a screen shows instead of itself when it fails (its code cannot be loaded, it throws): the
 * menu stays, and the person gets words and a way on, never the router's developer screen.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container py-5 text-center">
        <h1>{t('spec:notFoundPage')}</h1>
        <LinkButton to="/">{t('common:routeError.home')}</LinkButton>
      </div>
    );
  }
  const offline = isLoadFailure(error) || (error instanceof ApiError && error.code === 'NETWORK');
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{offline ? t('common:routeError.cantReach') : t('common:routeError.wrong')}</h1>
      <p className="text-body-secondary">
        {offline ? t('common:routeError.cantLoad') : t('common:routeError.tryAgainOrHome')}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common:actions.tryAgain')}
        </button>
        <LinkButton to="/" variant="outline-secondary">
          {t('common:routeError.home')}
        </LinkButton>
      </div>
    </div>
  );
}
