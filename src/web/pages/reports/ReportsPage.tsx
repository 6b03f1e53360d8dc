import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';

/** /reports: the list of reports (spec section 2), plus the admin-only sales reports. */
export function ReportsPage() {
  return (
    <RequireRole role="user">
      <div className="container">
        <h1 className="h3 mb-3">Inventory Reports</h1>
        <ListGroup className="mb-4">
          <ListGroup.Item action as={Link} to="/reports/lowinventory">
            Low Inventory Report
          </ListGroup.Item>
          <ShowFor role="admin">
            <ListGroup.Item action as={Link} to="/sales">
              Sales History
            </ListGroup.Item>
            <ListGroup.Item action as={Link} to="/sales/summary">
              Sales Summary
            </ListGroup.Item>
          </ShowFor>
        </ListGroup>
        <LinkButton to="/inventory" variant="secondary">
          To Inventory
        </LinkButton>
      </div>
    </RequireRole>
  );
}
