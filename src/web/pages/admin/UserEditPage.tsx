import { useMemo } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TUser, TUserUpdate } from '../../../domain/schemas/users';
import { useUpdateUser, useUser } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { changesOwnSignIn, editUserForm, valuesOfUser, type UserAccountValues } from './user-account-form';
import { UserAccountFields } from './UserAccountFields';

function EditUserForm({ target }: { target: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: me, signIn } = useSession();
  const update = useUpdateUser(target._id);
  const editingSelf = me?._id === target._id;
  // The owner's e-mail and password are the owner's alone to change (the server says 403 too).
  const lockSignIn = target.isMaster && !editingSelf;
  const schema = useMemo(() => editUserForm(target, editingSelf), [target, editingSelf]);
  const form = useZodForm<UserAccountValues, TUserUpdate>(schema, { defaultValues: valuesOfUser(target) });

  const onSubmit = async ({ currentPassword, ...values }: TUserUpdate) => {
    const ownSignInChanged = changesOwnSignIn(target, editingSelf, values);
    try {
      const saved = await update.mutateAsync({ _id: target._id, ...values, ...(ownSignInChanged ? { currentPassword } : {}) });
      // Editing oneself keeps the header's name in step.
      if (me && saved._id === me._id) signIn({ ...me, name: saved.name, email: saved.email });
      navigate('/admin/userlist');
    } catch {
      // The form's alert shows the mutation's error; a dead session signs the user out (session layer).
    }
  };

  return (
    <Card body>
      <h1 className="h3 mb-3">{t('admin:edit.title')}</h1>
      <ZodForm form={form} idPrefix="edit" onSubmit={onSubmit} serverError={update.error}>
        <UserAccountFields isNew={false} lockSignIn={lockSignIn} askCurrentPassword={editingSelf} />
        <Button type="submit" variant="primary">
          {t('admin:edit.update')}
        </Button>
      </ZodForm>
    </Card>
  );
}

function EditUser() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const target = useUser(id);
  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        {t('admin:goBack')}
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          {target.isPending ? <Loader /> : target.isError ? <ErrorMessage error={target.error} /> : <EditUserForm key={target.data._id} target={target.data} />}
        </Col>
      </Row>
    </Container>
  );
}

/** /admin/user/{id}: Edit User, admins only. */
export function UserEditPage() {
  return (
    <RequireRole role="admin">
      <EditUser />
    </RequireRole>
  );
}
