import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ZResetPassword, type TResetPassword } from '../../../domain/schemas/users';
import { useResetPassword } from '../../api/users';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { AuthCard } from './AuthCard';

/** /reset-password/:token: the link from the e-mail; the new password typed twice, then Sign In. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useZodForm<TResetPassword, TResetPassword>(ZResetPassword, { defaultValues: { token, password: '', confirm: '' } });
  return (
    <AuthCard title={t('auth:reset.title')}>
      {reset.data ? (
        <>
          <p role="status" className="alert alert-success">
            {reset.data.message}
          </p>
          <Link to="/login" className="btn btn-primary">
            {t('auth:login.submit')}
          </Link>
        </>
      ) : (
        <>
          <ZodForm form={form} idPrefix="reset" onSubmit={(body) => reset.mutateAsync(body).catch(() => undefined)} serverError={reset.error}>
            <TextField name="password" label={t('auth:reset.password')} type="password" autoComplete="new-password" autoFocus required />
            <TextField name="confirm" label={t('auth:reset.confirm')} type="password" autoComplete="new-password" required />
            <button type="submit" className="btn btn-primary">
              {t('auth:reset.save')}
            </button>
          </ZodForm>
          <p className="mt-3 mb-0">
            <Link to="/forgot-password">{t('auth:reset.newLink')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
