import { Link, useParams } from 'react-router';
import { ZResetPassword, type TResetPassword } from '../../../domain/schemas/users';
import { useResetPassword } from '../../api/users';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { AuthCard } from './AuthCard';

/** /reset-password/:token: the link from the e-mail; the new password typed twice, then Sign In. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useZodForm<TResetPassword, TResetPassword>(ZResetPassword, { defaultValues: { token, password: '', confirm: '' } });
  return (
    <AuthCard title="Choose a new password">
      {reset.data ? (
        <>
          <p role="status" className="alert alert-success">
            {reset.data.message}
          </p>
          <Link to="/login" className="btn btn-primary">
            Sign In
          </Link>
        </>
      ) : (
        <>
          <ZodForm form={form} idPrefix="reset" onSubmit={(body) => reset.mutateAsync(body).catch(() => undefined)} serverError={reset.error}>
            <TextField name="password" label="New password" type="password" autoComplete="new-password" autoFocus required />
            <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" required />
            <button type="submit" className="btn btn-primary">
              Save the new password
            </button>
          </ZodForm>
          <p className="mt-3 mb-0">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
