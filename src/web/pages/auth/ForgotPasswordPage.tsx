import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZForgotPassword, type TForgotPassword } from '../../../domain/schemas/users';
import { useForgotPassword } from '../../api/users';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { AuthCard } from './AuthCard';

/**
 * /forgot-password: asks for the account's e-mail and mails a link to choose a new password. The
 * answer is the same whether or not the e-mail has an account, so the page says what will happen
 * if it does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useZodForm<TForgotPassword, TForgotPassword>(ZForgotPassword, { defaultValues: { email: '' } });
  return (
    <AuthCard title={t('auth:forgot.title')}>
      {forgot.data ? (
        <p role="status" className="alert alert-success">
          {forgot.data.message}
        </p>
      ) : (
        <ZodForm form={form} idPrefix="forgot" onSubmit={(body) => forgot.mutateAsync(body).catch(() => undefined)} serverError={forgot.error}>
          <p>{t('auth:forgot.intro')}</p>
          <TextField name="email" label={t('auth:fields.email')} type="email" autoComplete="username" placeholder={t('auth:fields.emailPlaceholder')} autoFocus required />
          <button type="submit" className="btn btn-primary">
            {t('auth:forgot.send')}
          </button>
        </ZodForm>
      )}
      <p className="mt-3 mb-0">
        <Link to="/login">{t('auth:forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
