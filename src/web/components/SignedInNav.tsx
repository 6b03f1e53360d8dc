/**
 * The signed-in header: the four menus shown per role, then tax rate, currency and name.
 * Loaded only once someone is signed in, so the sign-in page does not ship the menus.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
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
  return (
    <NavDropdown title="Sales" id="menu-sales">
      <NavDropdown.Item as={NavLink} to="/pos">Sales Terminal</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/returns">Sales Return</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/registers">Cash Drawer</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/shifts">Shift Reports</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/sales/mine">My Sales Today</NavDropdown.Item>
      {isAdmin && (
        <>
          <NavDropdown.Divider />
          <NavDropdown.Item as={NavLink} to="/sales" end>Sales History</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/sales/summary">Sales Summary</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/sales/offline">Offline Sales</NavDropdown.Item>
          <NavDropdown.Item as={NavLink} to="/quick-keys">Quick Keys</NavDropdown.Item>
        </>
      )}
    </NavDropdown>
  );
}

/** Inventory: the stock and its lists; Add Entry and the catalogue import for admins. */
function InventoryMenu({ isAdmin }: { isAdmin: boolean }) {
  return (
    <NavDropdown title="Inventory" id="menu-inventory">
      <NavDropdown.Item as={NavLink} to="/inventory" end>List Inventory</NavDropdown.Item>
      {isAdmin && <NavDropdown.Item as={NavLink} to="/inventory/add">Add Entry</NavDropdown.Item>}
      {isAdmin && <NavDropdown.Item as={NavLink} to="/inventory/import">Import Catalogue</NavDropdown.Item>}
      {isAdmin && <NavDropdown.Item as={NavLink} to="/labels">Print Labels</NavDropdown.Item>}
      <NavDropdown.Item as={NavLink} to="/inventory/movements">Stock Movements</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/suppliers">Suppliers</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/purchase-orders">Purchase Orders</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/inventory/counts">Stock Counts</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/items">List Items</NavDropdown.Item>
      <NavDropdown.Item as={NavLink} to="/name">List Manufacturers</NavDropdown.Item>
    </NavDropdown>
  );
}

/**
 * Logout, which first warns when sales rung up offline are still on this device: they stay here
 * (the device keeps them per business) and go up at the next sign-in of the same business.
 */
function useLogout(): { askLogout: () => void; warning: ReactNode } {
  const { logout, user } = useSession();
  const [waiting, setWaiting] = useState(0);
  const askLogout = () => {
    void (user ? outboxSize(user.cid) : Promise.resolve(0))
      .catch(() => 0)
      .then((n) => (n > 0 ? setWaiting(n) : logout()));
  };
  const warning = (
    <ConfirmDialog show={waiting > 0} title="Sales are waiting on this device" confirmLabel="Sign out and keep them here" variant="danger" onClose={() => setWaiting(0)} onConfirm={() => void logout()}>
      <p className="mb-0" data-testid="logout-warning">
        {waiting === 1 ? '1 sale rung up offline has' : `${waiting} sales rung up offline have`} not reached Stocktill yet. They stay on this device and are sent the next
        time someone from {user?.bname ?? 'this business'} signs in on it, so do not clear this browser&apos;s data until then.
      </p>
    </ConfirmDialog>
  );
  return { askLogout, warning };
}

/** Menu: dashboard and settings for admins, reports, profile, contact and logout. */
function MainMenu({ isAdmin }: { isAdmin: boolean }) {
  const { askLogout, warning } = useLogout();
  return (
    <>
      {warning}
      <NavDropdown title="Menu" id="menu-main">
        {isAdmin && <NavDropdown.Item as={NavLink} to="/dashboard">Dashboard</NavDropdown.Item>}
        <NavDropdown.Item as={NavLink} to="/reports">Reports</NavDropdown.Item>
        {isAdmin && <NavDropdown.Item as={NavLink} to="/settings">Settings</NavDropdown.Item>}
        <NavDropdown.Item as={NavLink} to="/profile">Profile</NavDropdown.Item>
        <NavDropdown.Item href={`mailto:${CONTACT_EMAIL}`}>Contact Us</NavDropdown.Item>
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" onClick={askLogout}>
          Logout
        </NavDropdown.Item>
      </NavDropdown>
    </>
  );
}

/** The tax rate, the currency and the user's name, with the (Master) tag for the master admin. */
function HeaderStatus({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const settings = useSettings(true);
  const taxrate = settings.data?.taxrate ?? 0;
  const currency = settings.data?.currency ?? 'USD';
  return (
    <Navbar.Text className="header-status" data-testid="header-status">
      <span className="me-3" title="Tax rate">Tax {taxrate}%</span>
      <span className="me-3" title="Currency">{currency}</span>
      <span className="fw-semibold text-light">{user.name}</span>
      {isAdmin && user.isMaster && (
        <Badge bg="warning" text="dark" className="ms-2">
          (Master)
        </Badge>
      )}
    </Navbar.Text>
  );
}

/** Signed-in menus and status; `user` is the signed-in user (the header decides). */
export function SignedInNav({ user }: { user: SessionUser }) {
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
              <NavDropdown title="Admin" id="menu-admin">
                <NavDropdown.Item as={NavLink} to="/admin/userlist">Users</NavDropdown.Item>
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
