import { MSG } from '../../domain/messages';
import { LinkButton } from '../components/LinkButton';

/** Any path the app has no screen for (the server answers it with status 404 too). */
export function NotFoundPage() {
  return (
    <div className="container py-5 text-center">
      <h1>{MSG.notFoundPage}</h1>
      <p className="text-body-secondary">There is no page at this address.</p>
      <LinkButton to="/">Go to the home page</LinkButton>
    </div>
  );
}
