/**
 * The signed-in header: the four menus shown per role, then tax rate, currency and name.
 * Loaded only once someone is signed in, so the sign-in page does not ship the menus.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CONTACT_EMAIL } from '../../domain/constants';
import { useSettings } from '../api/settings';
import { hasRole } from '../auth/guards';
import { homePathOf } from '../auth/home-path';
import { useSession, type SessionUser } from '../auth/session';
import { outboxSize } from '../sync/outbox-store';
import { ConfirmDialog } from './ConfirmDialog';
import { OfflineQueue } from './OfflineQueue';

/** Sales: the terminal, returns, the cash drawer and one's own sales of today for everyone (staff see their own shifts), the sales reports for admins. */
function SalesMenu({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <NavDropdown title={t('common:menu.sales')} id="menu-sales">
      <NavDropdown.Item as={NavLink} to="/pos">{t('common:menu.salesTerminal')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/returns">{t('common:menu.salesReturn')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/registers">{t('common:menu.cashDrawer')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/shifts">{t('common:menu.shiftReports')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/sales/mine">{t('common:menu.mySalesToday')}</NavDropdown.Item>
      {isAdmin && (
        <>
          <NavDropdown.Divider />
          <NavDropdown.Item as={NavLink} to="/sales" end>{t('common:menu.salesHistory')}</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/sales/summary">{t('common:menu.salesSummary')}</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/sales/offline">{t('common:menu.offlineSales')}</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/quick-keys">{t('common:menu.quickKeys')}</NavDropdown.Item>
        </>
      )}
    </NavDropdown>
  );
}

/** Inventory: the stock and its lists; Add Entry and the catalogue import for admins. */
function InventoryMenu({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <NavDropdown title={t('common:menu.inventory')} id="menu-inventory">
      <NavDropdown.Item as={NavLink} to="/inventory" end>{t('common:menu.listInventory')}</NavDropdown.Item>
      {isAdmin && <NavDropdown.Item as={NavLink} to="/inventory/add">{t('common:menu.addEntry')}</NavDropdown.Item>}
      {isAdmin && <NavDropdown.Item as={NavLink} to="/inventory/import">{t('common:menu.importCatalogue')}</NavDropdown.Item>}
      {isAdmin && <NavDropdown.Item as={NavLink} to="/labels">{t('common:menu.printLabels')}</NavDropdown.Item>}
      <NavDropdown.Item as={NavLink} to="/inventory/movements">{t('common:menu.stockMovements')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/suppliers">{t('common:menu.suppliers')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/purchase-orders">{t('common:menu.purchaseOrders')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/inventory/counts">{t('common:menu.stockCounts')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/items">{t('common:menu.listItems')}</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/name">{t('common:menu.listManufacturers')}</NavDropdown.Item>
    </NavDropdown>
  );
}

/**
 * Logout, which first warns when sales rung up offline are still on this device: they stay here
 * (the device keeps them per business) and go up at the next sign-in of the same business.
 */
function useLogout(): { askLogout: () => void; warning: ReactNode } {
  const { t } = useTranslation();
  const { logout, user } = useSession();
  const [waiting, setWaiting] = useState(0);
  const askLogout = () => {
    void (user ? outboxSize(user.cid) : Promise.resolve(0))
      .catch(() => 0)
      .then((n) => (n > 0 ? setWaiting(n) : logout()));
  };
  const warning = (
    <ConfirmDialog show={waiting > 0} title={t('common:logoutWarning.title')} confirmLabel={t('common:logoutWarning.confirm')} variant="danger" onClose={() => setWaiting(0)} onConfirm={() => void logout()}>
      <p className="mb-0" data-testid="logout-warning">
        {t('common:logoutWarning.body', { count: waiting, business: user?.bname ?? t('common:thisBusiness') })}
      </p>
    </ConfirmDialog>
  );
  return { askLogout, warning };
}

/** Menu: dashboard and settings for admins, reports, profile, contact and logout. */
function MainMenu({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { askLogout, warning } = useLogout();
  return (
    <>
      {warning}
      <NavDropdown title={t('common:menu.menu')} id="menu-main">
        {isAdmin && <NavDropdown.Item as={NavLink} to="/dashboard">{t('common:menu.dashboard')}</NavDropdown.Item>}
        <NavDropdown.Item as={NavLink} to="/reports">{t('common:menu.reports')}</NavDropdown.Item>
        {isAdmin && <NavDropdown.Item as={NavLink} to="/settings">{t('common:menu.settings')}</NavDropdown.Item>}
        <NavDropdown.Item as={NavLink} to="/profile">{t('common:menu.profile')}</NavDropdown.Item>
        <NavDropdown.Item href={`mailto:${CONTACT_EMAIL}`}>{t('common:menu.contactUs')}</NavDropdown.Item>
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" onClick={askLogout}>
          {t('common:menu.logout')}
        </NavDropdown.Item>
      </NavDropdown>
    </>
  );
}

/** The tax rate, the currency and the user's name, with the (Master) tag for the master admin. */
function HeaderStatus({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings(true);
  const taxrate = settings.data?.taxrate ?? 0;
  const currency = settings.data?.currency ?? 'USD';
  return (
    <Navbar.Text className="header-status" data-testid="header-status">
      <span className="me-3" title={t('common:header.taxRate')}>{t('common:header.tax', { rate: taxrate })}</span>
      <span className="me-3" title={t('common:header.currency')}>{currency}</span>
      <span className="fw-semibold text-light">{user.name}</span>
      {isAdmin && user.isMaster && (
        <Badge bg="warning" text="dark" className="ms-2">
          {t('common:header.master')}
        </Badge>
      )}
    </Navbar.Text>
  );
}

/** Signed-in menus and status; `user` is the signed-in user (the header decides). */
export function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const isAdmin = hasRole(user, 'admin');
  return (
    <Navbar bg="dark" variant="dark" expand="lg" className="app-header d-print-none" collapseOnSelect>
      <Container fluid>
        <Navbar.Brand as={Link} to={homePathOf(user)}>
          Stocktill
        </Navbar.Brand>
        {/* Outside the collapsed menu: a phone shows it too. */}
        <OfflineQueue cid={user.cid} />
        <Navbar.Toggle aria-controls="main-nav" />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto">
            <SalesMenu isAdmin={isAdmin} />
            <InventoryMenu isAdmin={isAdmin} />
            {isAdmin && (
              <NavDropdown title={t('common:menu.admin')} id="menu-admin">
                <NavDropdown.Item as={NavLink} to="/admin/userlist">{t('common:menu.users')}</NavDropdown.Item>
              </NavDropdown>
            )}
            <MainMenu isAdmin={isAdmin} />
          </Nav>
          <HeaderStatus user={user} isAdmin={isAdmin} />
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
