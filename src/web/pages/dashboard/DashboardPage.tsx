import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useSummary } from '../../api/reports';
import { useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { GettingStarted } from './GettingStarted';

function SummaryCard({ title, children, to, action }: { title: string; children: ReactNode; to?: string; action?: string }) {
  return (
    <Col md={6} xl={3} className="mb-3">
      <Card className="h-100 shadow-sm" as="section" aria-label={title}>
        <Card.Body className="d-flex flex-column">
          <Card.Title as="h2" className="h5">
            {title}
          </Card.Title>
          <div className="flex-grow-1">{children}</div>
          {to && action && (
            <div className="mt-3">
              <LinkButton to={to} variant="outline-primary" size="sm">
                {action}
              </LinkButton>
            </div>
          )}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** /dashboard (admins): the summary cards of spec section 2. */
export function DashboardPage() {
  const summary = useSummary();
  const currency = useSettings().data?.currency ?? 'USD';
  const format = useBusinessFormat();
  const count = format.number;
  const s = summary.data;

  return (
    <RequireRole role="admin">
      <div className="container">
        <h1 className="h3 mb-3">Dashboard</h1>
        <GettingStarted />
        <ErrorMessage error={summary.error} />
        {summary.isPending ? (
          <Loader />
        ) : s ? (
          <Row>
            <SummaryCard title="Total Inventory" to="/inventory" action="View Inventory">
              <p className="display-6 mb-1">{count(s.inventoryCount)}</p>
              <Card.Text>There are {count(s.inventoryCount)} units in the inventory.</Card.Text>
            </SummaryCard>
            <SummaryCard title="Total Items" to="/items" action="View Categories">
              <p className="display-6 mb-1">{count(s.itemCount)}</p>
              <Card.Text>{s.itemCount === 1 ? 'Category' : 'Categories'}</Card.Text>
            </SummaryCard>
            {/* Suppliers once the shop has any (purchase orders); until then the makers of its goods, said so. */}
            {s.supplierCount > 0 ? (
              <SummaryCard title="Total Suppliers" to="/suppliers" action="View Suppliers">
                <p className="display-6 mb-1">{count(s.supplierCount)}</p>
                <Card.Text>{s.supplierCount === 1 ? 'Supplier' : 'Suppliers'}</Card.Text>
              </SummaryCard>
            ) : (
              <SummaryCard title="Total Suppliers" to="/name" action="View Manufacturers">
                <p className="display-6 mb-1">{count(s.manufacturerCount)}</p>
                <Card.Text>{s.manufacturerCount === 1 ? 'Manufacturer (no suppliers yet)' : 'Manufacturers (no suppliers yet)'}</Card.Text>
              </SummaryCard>
            )}
            <SummaryCard title="Total Value">
              <dl className="mb-2">
                {s.inventorycost !== undefined && (
                  <>
                    <dt className="fw-normal text-body-secondary">Inventory cost</dt>
                    <dd className="fs-5 mb-1">{format.money(s.inventorycost, currency)}</dd>
                  </>
                )}
                <dt className="fw-normal text-body-secondary">Inventory value</dt>
                <dd className="fs-5 mb-1">{format.money(s.inventoryvalue, currency)}</dd>
              </dl>
              <Card.Text className="small text-body-secondary">Value is the number of items at retail price</Card.Text>
            </SummaryCard>
          </Row>
        ) : null}
        <div className="d-flex gap-2 mt-2">
          <LinkButton to="/reports" variant="secondary">
            Reports
          </LinkButton>
          <LinkButton to="/sales" variant="secondary">
            Sales History
          </LinkButton>
          <LinkButton to="/sales/summary" variant="secondary">
            Sales Summary
          </LinkButton>
        </div>
      </div>
    </RequireRole>
  );
}
