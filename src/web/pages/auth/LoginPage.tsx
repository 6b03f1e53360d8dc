import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ZLogin, type TLogin } from '../../../domain/schemas/users';
import { useLogin } from '../../api/users';
import { useSession } from '../../auth/session';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { AuthCard } from './AuthCard';
import { pathAfterLogin } from './redirect';

/** The Sign In form, checked with the schema the server checks it with. */
function SignInForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const form = useZodForm<TLogin, TLogin>(ZLogin, { defaultValues: { email: '', password: '' } });

  const onSubmit = async (credentials: TLogin) => {
    try {
      signIn(await login.mutateAsync(credentials));
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <ZodForm form={form} idPrefix="login" onSubmit={onSubmit} serverError={login.error}>
      <TextField name="email" label={t('auth:fields.email')} type="email" autoComplete="username" placeholder={t('auth:fields.emailPlaceholder')} autoFocus required />
      <TextField name="password" label={t('auth:fields.password')} type="password" autoComplete="current-password" placeholder={t('auth:fields.passwordPlaceholder')} required />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary">
          {t('auth:login.submit')}
        </button>
        <Link to="/forgot-password">{t('auth:forgot.title')}</Link>
      </div>
    </ZodForm>
  );
}

/**
 * /login: Sign In. A signed-in (or just signed-in) user is sent on to where they belong.
 * This is the page every visit starts from, so it is kept light: plain Bootstrap markup.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const redirect = params.get('redirect');
  // The state passes on: a guard that sent a signed-in user here has the next page say why.
  if (user?.cid && !user.isDisabled) return <Navigate to={pathAfterLogin(user, redirect)} state={state} replace />;

  return (
    <AuthCard title={t('auth:login.title')}>
      <SignInForm />
      <p className="mt-3 mb-0">
        <Trans i18nKey="auth:login.newCustomer" components={{ signup: <Link to={redirect ? `/owner?redirect=${encodeURIComponent(redirect)}` : '/owner'} /> }} />
      </p>
    </AuthCard>
  );
}
