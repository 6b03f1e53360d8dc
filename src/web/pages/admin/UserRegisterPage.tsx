import { useState } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAdminRegister } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';
import { checkUserAccount, UserAccountFields, type UserAccountValues } from './UserAccountFields';

/** The admin's form for adding a user to the business (also what /register shows an admin). */
export function UserRegisterForm() {
  const { user } = useSession();
  const navigate = useNavigate();
  const create = useAdminRegister();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<UserAccountValues>({ defaultValues: { name: '', email: '', password: '', confirmPassword: '', isAdmin: false, isDisabled: false } });

  const onSubmit = async (form: UserAccountValues) => {
    const message = checkUserAccount(form, { passwordRequired: true });
    setProblem(message);
    if (message) return;
    const { confirmPassword: _confirm, ...values } = form;
    try {
      await create.mutateAsync({ ...values, cid: user?.cid });
      navigate('/admin/userlist');
    } catch {
      // The alert shows the mutation's error.
    }
  };

  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        Go Back
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card body>
            <h1 className="h3 mb-3">Register User</h1>
            {problem && <Message variant="danger">{problem}</Message>}
            <ErrorMessage error={create.error} />
            <Form noValidate onSubmit={handleSubmit(onSubmit)}>
              <fieldset disabled={isSubmitting}>
                <UserAccountFields register={register} idPrefix="reg" isNew />
                <Button type="submit" variant="primary">
                  Register User
                </Button>
              </fieldset>
            </Form>
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
