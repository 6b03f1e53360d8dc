import { useState } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
import { LanguageSection } from './LanguageSection';
import { NO_PASSWORD_CHANGE, ZPasswordChangeForm, type PasswordChangeValues } from './password-change-form';

/** 'Password Updated' shows this long before the inventory (spec section 9). */
const SUCCESS_DELAY_MS = 3000;

/** The user's name and e-mail, shown read-only, then the new password twice and the current one. */
function PasswordForm({ profile, done, onChanged }: { profile: TUser; done: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
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
    <ZodForm form={form} idPrefix="profile" onSubmit={onSubmit} serverError={update.error} disabled={done} notice={done && <Message variant="success">{t('spec:passwordUpdated')}</Message>}>
      <div className="mb-3">
        <label className="form-label" htmlFor="profile-name">
          {t('profile:name')}
        </label>
        <input id="profile-name" className="form-control-plaintext" type="text" value={profile.name} readOnly />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="profile-email">
          {t('profile:email')}
        </label>
        <input id="profile-email" className="form-control-plaintext" type="email" value={profile.email} readOnly />
      </div>
      <TextField name="currentPassword" label={t('profile:currentPassword')} type="password" placeholder={t('profile:currentPasswordPlaceholder')} autoComplete="current-password" required autoFocus />
      <TextField name="password" label={t('profile:password')} type="password" placeholder={t('profile:passwordPlaceholder', { min: MIN_PASSWORD_LENGTH })} autoComplete="new-password" required />
      <TextField name="confirmPassword" label={t('profile:confirmPassword')} type="password" placeholder={t('profile:confirmPlaceholder')} autoComplete="new-password" required />
      <Button type="submit" variant="primary">
        {t('profile:update')}
      </Button>
    </ZodForm>
  );
}

function ChangePassword({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const profile = useProfile(userId);
  const [done, setDone] = useState(false);
  useNavigateLater(done ? '/inventory' : null, SUCCESS_DELAY_MS);

  return (
    <Card body>
      <h1 className="h3 mb-3">{t('profile:title')}</h1>
      {profile.isPending ? <Loader /> : profile.isError ? <ErrorMessage error={profile.error} /> : <PasswordForm profile={profile.data} done={done} onChanged={() => setDone(true)} />}
    </Card>
  );
}

function Profile() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        {t('profile:goBack')}
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          {user && <ChangePassword userId={user._id} />}
          {user && <LanguageSection userId={user._id} />}
        </Col>
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
