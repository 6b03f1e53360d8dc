import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">{t('common:adminNeeded.title')}</h1>
      <p>{t('common:adminNeeded.body', { name: user?.name ?? t('common:adminNeeded.aStaffMember'), business: user?.bname ?? t('common:thisBusiness') })}</p>
      <div className="d-flex flex-wrap gap-2">
        <LinkButton to="/pos">{t('common:menu.salesTerminal')}</LinkButton>
        <LinkButton to="/inventory" variant="outline-primary">
          {t('common:adminNeeded.inventoryList')}
        </LinkButton>
      </div>
    </div>
  );
}

/** On the page a guard sent someone to (the spec sends staff from the user list to /login), why they are here. */
export function AdminNeededNotice() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!isAdminNeededState(state)) return null;
  return (
    <div className="container mt-3">
      <Message variant="info">{t('common:adminNeeded.notice', { what: state.adminNeeded })}</Message>
    </div>
  );
}
