import { useState } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { MSG } from '../../../domain/messages';
import { MIN_PASSWORD_LENGTH, type TProfileUpdate, type TUser } from '../../../domain/schemas/users';
import { useProfile, useUpdateProfile } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useNavigateLater } from '../../components/useNavigateLater';
import { NO_PASSWORD_CHANGE, ZPasswordChangeForm, type PasswordChangeValues } from './password-change-form';

/** 'Password Updated' shows this long before the inventory (spec section 9). */
const SUCCESS_DELAY_MS = 3000;

/** The user's name and e-mail, shown read-only, then the new password twice and the current one. */
function PasswordForm({ profile, done, onChanged }: { profile: TUser; done: boolean; onChanged: () => void }) {
  const { signIn } = useSession();
  const update = useUpdateProfile(profile._id);
  const form = useZodForm<PasswordChangeValues, Pick<TProfileUpdate, 'password' | 'currentPassword'>>(ZPasswordChangeForm, { defaultValues: NO_PASSWORD_CHANGE });

  const onSubmit = async ({ password, currentPassword }: Pick<TProfileUpdate, 'password' | 'currentPassword'>) => {
    try {
      signIn(await update.mutateAsync({ id: profile._id, name: profile.name, email: profile.email, password, currentPassword }));
      onChanged();
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <ZodForm form={form} idPrefix="profile" onSubmit={onSubmit} serverError={update.error} disabled={done} notice={done && <Message variant="success">{MSG.passwordUpdated}</Message>}>
      <div className="mb-3">
        <label className="form-label" htmlFor="profile-name">
          Name
        </label>
        <input id="profile-name" className="form-control-plaintext" type="text" value={profile.name} readOnly />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="profile-email">
          Email Address
        </label>
        <input id="profile-email" className="form-control-plaintext" type="email" value={profile.email} readOnly />
      </div>
      <TextField name="currentPassword" label="Current Password" type="password" placeholder="Enter your current password" autoComplete="current-password" required autoFocus />
      <TextField name="password" label="Password" type="password" placeholder={`Enter new password (minimum ${MIN_PASSWORD_LENGTH} characters)`} autoComplete="new-password" required />
      <TextField name="confirmPassword" label="Confirm Password" type="password" placeholder="Confirm new password" autoComplete="new-password" required />
      <Button type="submit" variant="primary">
        Update
      </Button>
    </ZodForm>
  );
}

function ChangePassword({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const [done, setDone] = useState(false);
  useNavigateLater(done ? '/inventory' : null, SUCCESS_DELAY_MS);

  return (
    <Card body>
      <h1 className="h3 mb-3">Change Password</h1>
      {profile.isPending ? <Loader /> : profile.isError ? <ErrorMessage error={profile.error} /> : <PasswordForm profile={profile.data} done={done} onChanged={() => setDone(true)} />}
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
