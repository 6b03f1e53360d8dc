import { Button, Container, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TUser } from '../../../domain/schemas/users';
import { useDeleteUser, useUsers } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** A ✓ or ✗ that a screen reader reads as Yes or No. */
function Flag({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className={on ? 'text-success' : 'text-danger'}>
        {on ? '✓' : '✗'}
      </span>
      <span className="visually-hidden">{on ? t('admin:list.yes') : t('admin:list.no')}</span>
    </>
  );
}

/** ID, last login, name, e-mail, the two flags, then Edit and (but for the master and oneself) Delete. */
function UsersTable({ users, meId, onDelete, deleting }: { users: TUser[]; meId: string | undefined; onDelete: (id: string) => void; deleting: boolean }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table striped bordered hover responsive size="sm">
      <thead>
        <tr>
          <th>{t('admin:list.id')}</th>
          <th>{t('admin:list.lastLogin')}</th>
          <th>{t('admin:list.name')}</th>
          <th>{t('admin:list.email')}</th>
          <th>{t('admin:list.admin')}</th>
          <th>{t('admin:list.disabled')}</th>
          <th>
            <span className="visually-hidden">{t('admin:list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u._id}>
            <td className="small text-muted">{u._id}</td>
            <td className="text-nowrap">{format.lastLogin(u.lastLogin)}</td>
            <td>{u.name}</td>
            <td>
              <a href={`mailto:${u.email}`}>{u.email}</a>
            </td>
            <td className="text-center">
              <Flag on={u.isAdmin} />
            </td>
            <td className="text-center">
              <Flag on={u.isDisabled} />
            </td>
            <td className="text-nowrap">
              <LinkButton to={`/admin/user/${u._id}`} variant="light" size="sm" className="me-2">
                {t('admin:list.edit')}<span className="visually-hidden"> {u.name}</span>
              </LinkButton>
              {/* The server refuses these too; the button is simply not offered. */}
              {!u.isMaster && u._id !== meId && (
                <Button variant="danger" size="sm" onClick={() => onDelete(u._id)} disabled={deleting}>
                  {t('admin:list.delete')}<span className="visually-hidden"> {u.name}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function UserList() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const users = useUsers();
  const remove = useDeleteUser();

  const onDelete = (id: string) => {
    if (window.confirm(t('spec:confirmDeleteUser'))) remove.mutate(id);
  };

  return (
    <Container className="py-4">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">{t('admin:list.title')}</h1>
        <LinkButton to="/admin/user/register">{t('admin:list.create')}</LinkButton>
      </div>
      <ErrorMessage error={remove.error} />
      {users.isPending ? (
        <Loader />
      ) : users.isError ? (
        <ErrorMessage error={users.error} />
      ) : (
        <UsersTable users={users.data} meId={me?._id} onDelete={onDelete} deleting={remove.isPending} />
      )}
    </Container>
  );
}

/** /admin/userlist: admins and the owner; anyone else is sent to /login (spec section 6). */
export function UserListPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="adminOrOwner" otherwise="/login" whatFor={t('admin:list.whatFor')}>
      <UserList />
    </RequireRole>
  );
}
