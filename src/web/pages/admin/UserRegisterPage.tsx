import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAdminRegister } from '../../../domain/schemas/users';
import { useAdminRegister } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { NEW_USER, ZNewUserForm, type UserAccountValues } from './user-account-form';
import { UserAccountFields } from './UserAccountFields';

/** The admin's form for adding a user to the business (also what /register shows an admin). */
export function UserRegisterForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const create = useAdminRegister();
  const form = useZodForm<UserAccountValues, TAdminRegister>(ZNewUserForm, { defaultValues: NEW_USER });

  const onSubmit = async (payload: TAdminRegister) => {
    try {
      await create.mutateAsync({ ...payload, cid: user?.cid });
      navigate('/admin/userlist');
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        {t('admin:goBack')}
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card body>
            <h1 className="h3 mb-3">{t('admin:register.title')}</h1>
            <ZodForm form={form} idPrefix="reg" onSubmit={onSubmit} serverError={create.error}>
              <UserAccountFields isNew />
              <Button type="submit" variant="primary">
                {t('admin:register.submit')}
              </Button>
            </ZodForm>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}

/** /admin/user/register: admins only. */
export function UserRegisterPage() {
  return (
    <RequireRole role="admin">
      <UserRegisterForm />
    </RequireRole>
  );
}
