import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZLogin, type TLogin } from '../../../domain/schemas/users';
import { useLogin } from '../../api/users';
import { useSession } from '../../auth/session';
import { ErrorMessage } from '../../components/Message';
import { pathAfterLogin } from './redirect';

/** /login: Sign In. A signed-in (or just signed-in) user is sent on to where they belong. */
export function LoginPage() {
  const { user, signIn } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ZLogin>, unknown, TLogin>({ resolver: zodResolver(ZLogin) });

  if (user?.cid && !user.isDisabled) return <Navigate to={pathAfterLogin(user, redirect)} replace />;

  const onSubmit = async (values: TLogin) => {
    try {
      signIn(await loginMutation.mutateAsync(values));
    } catch {
      // The alert shows the mutation's error.
    }
  };
  const formError = errors.email?.message ?? errors.password?.message;

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={6} lg={5}>
          <Card body>
            <h1 className="h3 mb-3">Sign In</h1>
            {formError && <ErrorMessage error={formError} />}
            <ErrorMessage error={loginMutation.error} />
            <Form noValidate onSubmit={handleSubmit(onSubmit)}>
              <fieldset disabled={isSubmitting}>
                <Form.Group className="mb-3" controlId="login-email">
                  <Form.Label>Email Address</Form.Label>
                  <Form.Control type="email" autoComplete="username" placeholder="Enter email" autoFocus required {...register('email')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="login-password">
                  <Form.Label>Password</Form.Label>
                  <Form.Control type="password" autoComplete="current-password" placeholder="Enter password" required {...register('password')} />
                </Form.Group>
                <Button type="submit" variant="primary">
                  Sign In
                </Button>
              </fieldset>
            </Form>
            <p className="mt-3 mb-0">
              New customer? <Link to={redirect ? `/owner?redirect=${encodeURIComponent(redirect)}` : '/owner'}>Register</Link>
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
