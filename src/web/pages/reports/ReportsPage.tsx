import { ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';

/** /reports: the list of reports (spec section 2), plus the admin-only sales reports. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="user">
      <div className="container">
        <h1 className="h3 mb-3">{t('reports:list.title')}</h1>
        <ListGroup className="mb-4">
          <ListGroup.Item action as={Link} to="/reports/lowinventory">
            {t('reports:list.lowInventory')}
          </ListGroup.Item>
          <ShowFor role="admin">
            <ListGroup.Item action as={Link} to="/sales">
              {t('reports:list.salesHistory')}
            </ListGroup.Item>
            <ListGroup.Item action as={Link} to="/sales/summary">
              {t('reports:list.salesSummary')}
            </ListGroup.Item>
          </ShowFor>
        </ListGroup>
        <LinkButton to="/inventory" variant="secondary">
          {t('reports:list.toInventory')}
        </LinkButton>
      </div>
    </RequireRole>
  );
}
