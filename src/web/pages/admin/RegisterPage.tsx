import { Navigate } from 'react-router';
import { hasRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { UserRegisterForm } from './UserRegisterPage';

/** /register: an admin adds a user; anyone else is registering a business, which is /owner. */
export function RegisterPage() {
  const { user } = useSession();
  if (!hasRole(user, 'admin')) return <Navigate to="/owner" replace />;
  return <UserRegisterForm />;
}
