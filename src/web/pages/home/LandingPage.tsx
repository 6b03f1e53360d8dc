import { Link, Navigate } from 'react-router';
import { CONTACT_EMAIL } from '../../../domain/constants';
import { homePathOf } from '../../auth/home-path';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';

/** The public front page: what Stocktill is, how to reach us, and the way in. */
export function LandingPage() {
  const { user } = useSession();
  if (user?.cid && !user.isDisabled) return <Navigate to={homePathOf(user)} replace />;
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-lg-8 text-center">
          <h1 className="display-5 fw-bold">Stocktill</h1>
          <p className="lead my-4">
            Inventory tracking and a point-of-sale terminal for sole proprietors and small shops. Keep your stock, ring up
            sales with discounts, shipping and tax, hand out printed or electronic receipts, accept returns by scanning the
            receipt, and see what is running low.
          </p>
          <div className="d-flex flex-wrap gap-3 justify-content-center mt-4 mb-2">
            <LinkButton to="/start" size="lg">
              Start selling in two minutes
            </LinkButton>
          </div>
          <div className="d-flex flex-wrap gap-3 justify-content-center mb-4">
            <LinkButton to="/login" variant="outline-primary">
              Login
            </LinkButton>
            <LinkButton to="/owner" variant="outline-primary">
              Register Your Business
            </LinkButton>
          </div>
          <p className="text-muted">
            Questions? <a href={`mailto:${CONTACT_EMAIL}`}>Contact us by e-mail</a>. Shopping with us?{' '}
            <Link to="/wallet">Open your receipt wallet</Link>.
          </p>
        </div>
      </div>
    </div>
  );
}
