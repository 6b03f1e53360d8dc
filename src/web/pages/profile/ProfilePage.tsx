import { useEffect, useState } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MSG } from '../../../domain/messages';
import { MIN_PASSWORD_LENGTH } from '../../../domain/schemas/users';
import { useProfile, useUpdateProfile } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';

const SUCCESS_DELAY_MS = 3000;

/**
 * The checks before sending, in the spec's order, then the rules the server holds every password
 * to (the same minimum length as sign-up) and the current password it asks for.
 */
function checkPasswordChange({ currentPassword, password, confirmPassword }: PasswordForm): string | null {
  // An empty password would change nothing; say so rather than report a success.
  if (!password || !currentPassword) return MSG.enterAllFields;
  if (password !== confirmPassword) return MSG.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MSG.passwordTooShort;
  return null;
}

interface PasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

function ChangePassword({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<PasswordForm>({ defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/inventory'), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async ({ currentPassword, password, confirmPassword }: PasswordForm) => {
    const message = checkPasswordChange({ currentPassword, password, confirmPassword });
    setProblem(message);
    if (message || !profile.data) return;
    try {
      signIn(await update.mutateAsync({ id: userId, name: profile.data.name, email: profile.data.email, password, currentPassword }));
      setDone(true);
    } catch {
      // The alert shows the mutation's error.
    }
  };

  return (
    <Card body>
      <h1 className="h3 mb-3">Change Password</h1>
      {problem && <Message variant="danger">{problem}</Message>}
      <ErrorMessage error={update.error} />
      {done && <Message variant="success">{MSG.passwordUpdated}</Message>}
      {profile.isPending ? (
        <Loader />
      ) : profile.isError ? (
        <ErrorMessage error={profile.error} />
      ) : (
        <Form noValidate onSubmit={handleSubmit(onSubmit)}>
          <fieldset disabled={isSubmitting || done}>
            <Form.Group className="mb-3" controlId="profile-name">
              <Form.Label>Name</Form.Label>
              <Form.Control type="text" value={profile.data.name} readOnly plaintext />
            </Form.Group>
            <Form.Group className="mb-3" controlId="profile-email">
              <Form.Label>Email Address</Form.Label>
              <Form.Control type="email" value={profile.data.email} readOnly plaintext />
            </Form.Group>
            <Form.Group className="mb-3" controlId="profile-current">
              <Form.Label>Current Password</Form.Label>
              <Form.Control type="password" placeholder="Enter your current password" autoComplete="current-password" required autoFocus {...register('currentPassword')} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="profile-password">
              <Form.Label>Password</Form.Label>
              <Form.Control type="password" placeholder={`Enter new password (minimum ${MIN_PASSWORD_LENGTH} characters)`} autoComplete="new-password" required {...register('password')} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="profile-confirm">
              <Form.Label>Confirm Password</Form.Label>
              <Form.Control type="password" placeholder="Confirm new password" autoComplete="new-password" required {...register('confirmPassword')} />
            </Form.Group>
            <Button type="submit" variant="primary">
              Update
            </Button>
          </fieldset>
        </Form>
      )}
    </Card>
  );
}

function Profile() {
  const { user } = useSession();
  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        Go Back
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>{user && <ChangePassword userId={user._id} />}</Col>
      </Row>
    </Container>
  );
}

/** /profile: Change Password for whoever is signed in; signed-out visitors go to /login. */
export function ProfilePage() {
  return (
    <RequireRole>
      <Profile />
    </RequireRole>
  );
}
