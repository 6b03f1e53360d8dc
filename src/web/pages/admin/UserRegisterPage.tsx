import { useState } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MSG } from '../../../domain/messages';
import { useAdminRegister } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAdmin: boolean;
  isDisabled: boolean;
}

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
  } = useForm<RegisterForm>({ defaultValues: { name: '', email: '', password: '', confirmPassword: '', isAdmin: false, isDisabled: false } });

  const onSubmit = async ({ confirmPassword, ...values }: RegisterForm) => {
    const message = !values.name.trim() || !values.email.trim() || !values.password ? MSG.enterAllFields : values.password !== confirmPassword ? MSG.passwordsDoNotMatch : null;
    setProblem(message);
    if (message) return;
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
                <Form.Group className="mb-3" controlId="reg-name">
                  <Form.Label>Name</Form.Label>
                  <Form.Control type="text" placeholder="Enter name" required autoFocus {...register('name')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="reg-email">
                  <Form.Label>Email Address</Form.Label>
                  <Form.Control type="email" placeholder="Enter email" autoComplete="off" required {...register('email')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="reg-password">
                  <Form.Label>Password</Form.Label>
                  <Form.Control type="password" placeholder="Enter password (minimum 6 characters)" autoComplete="new-password" required {...register('password')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="reg-confirm">
                  <Form.Label>Confirm Password</Form.Label>
                  <Form.Control type="password" placeholder="Confirm password" autoComplete="new-password" required {...register('confirmPassword')} />
                </Form.Group>
                <Form.Group className="mb-2" controlId="reg-isadmin">
                  <Form.Check type="checkbox" label="Is Admin" {...register('isAdmin')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="reg-isdisabled">
                  <Form.Check type="checkbox" label="Is Disabled" {...register('isDisabled')} />
                </Form.Group>
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
