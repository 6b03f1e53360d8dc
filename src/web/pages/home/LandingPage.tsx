import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CONTACT_EMAIL } from '../../../domain/constants';
import { homePathOf } from '../../auth/home-path';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';

/** The public front page: what Stocktill is, how to reach us, and the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.cid && !user.isDisabled) return <Navigate to={homePathOf(user)} replace />;
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-lg-8 text-center">
          <h1 className="display-5 fw-bold">Stocktill</h1>
          <p className="lead my-4">{t('home:intro')}</p>
          <div className="d-flex flex-wrap gap-3 justify-content-center mt-4 mb-2">
            <LinkButton to="/start" size="lg">
              {t('home:start')}
            </LinkButton>
          </div>
          <div className="d-flex flex-wrap gap-3 justify-content-center mb-4">
            <LinkButton to="/login" variant="outline-primary">
              {t('common:header.login')}
            </LinkButton>
            <LinkButton to="/owner" variant="outline-primary">
              {t('common:header.register')}
            </LinkButton>
          </div>
          <p className="text-muted">
            <Trans i18nKey="home:contact" components={{ mail: <a href={`mailto:${CONTACT_EMAIL}`} />, wallet: <Link to="/wallet" /> }} />
          </p>
        </div>
      </div>
    </div>
  );
}
