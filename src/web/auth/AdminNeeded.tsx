import { useLocation } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { Message } from '../components/Message';
import { useSession } from './session';

/** The state a guard's redirect carries, so the page it lands on can say why. */
export interface AdminNeededState {
  adminNeeded: string;
}

function isAdminNeededState(state: unknown): state is AdminNeededState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<AdminNeededState>).adminNeeded === 'string';
}

/** Said in place of a screen that is for admins, to a signed-in user who is not one. */
export function AdminNeeded() {
  const { user } = useSession();
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">An admin is needed for this page</h1>
      <p>
        You are signed in as {user?.name ?? 'a staff member'}, who is not an admin of {user?.bname ?? 'this business'}. An admin can do this for you, or make you an admin under Users.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <LinkButton to="/pos">Sales Terminal</LinkButton>
        <LinkButton to="/inventory" variant="outline-primary">
          Inventory List
        </LinkButton>
      </div>
    </div>
  );
}

/** On the page a guard sent someone to (the spec sends staff from the user list to /login), why they are here. */
export function AdminNeededNotice() {
  const { state } = useLocation();
  if (!isAdminNeededState(state)) return null;
  return (
    <div className="container mt-3">
      <Message variant="info">An admin is needed for {state.adminNeeded}, so you were brought here instead.</Message>
    </div>
  );
}
