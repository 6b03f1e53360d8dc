import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '../../domain/messages';
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
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="container py-5 text-center">
        <h1>{MSG.notFoundPage}</h1>
        <LinkButton to="/">Go to the home page</LinkButton>
      </div>
    );
  }
  const offline = isLoadFailure(error) || (error instanceof ApiError && error.code === 'NETWORK');
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{offline ? "Can't reach Stocktill" : 'Something went wrong on this page'}</h1>
      <p className="text-body-secondary">
        {offline ? 'This page could not be loaded. Check the connection, then try again.' : 'Try again, or go to the home page.'}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <LinkButton to="/" variant="outline-secondary">
          Go to the home page
        </LinkButton>
      </div>
    </div>
  );
}
