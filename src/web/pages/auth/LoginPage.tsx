import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import type { TLogin } from '../../../domain/schemas/users';
import { useLogin } from '../../api/users';
import { useSession } from '../../auth/session';
import { ErrorMessage } from '../../components/Message';
import { pathAfterLogin } from './redirect';

/**
 * /login: Sign In. A signed-in (or just signed-in) user is sent on to where they belong.
 * This is the page every visit starts from, so it is kept light: plain Bootstrap markup and
 * react-hook-form's own rules (the server checks the same two fields with the shared schema).
 */
export function LoginPage() {
  const { user, signIn } = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLogin>();

  if (user?.cid && !user.isDisabled) return <Navigate to={pathAfterLogin(user, redirect)} replace />;

  const onSubmit = async (values: TLogin) => {
    try {
      signIn(await loginMutation.mutateAsync({ email: values.email.trim().toLowerCase(), password: values.password }));
    } catch {
      // The alert shows the mutation's error.
    }
  };
  const formError = errors.email?.message ?? errors.password?.message;

  const required = { validate: (v: string) => v.trim() !== '' || MSG.enterAllFields };

  return (
    <div className="container py-4">
      <div className="row justify-content-center">
        <div className="col-md-6 col-lg-5">
          <div className="card">
            <div className="card-body">
              <h1 className="h3 mb-3">Sign In</h1>
              {formError && <ErrorMessage error={formError} />}
              <ErrorMessage error={loginMutation.error} />
              <form noValidate onSubmit={handleSubmit(onSubmit)}>
                <fieldset disabled={isSubmitting}>
                  <div className="mb-3">
                    <label className="form-label" htmlFor="login-email">
                      Email Address
                    </label>
                    <input id="login-email" className="form-control" type="email" autoComplete="username" placeholder="Enter email" autoFocus required {...register('email', required)} />
                  </div>
                  <div className="mb-3">
                    <label className="form-label" htmlFor="login-password">
                      Password
                    </label>
                    <input id="login-password" className="form-control" type="password" autoComplete="current-password" placeholder="Enter password" required {...register('password', required)} />
                  </div>
                  <button type="submit" className="btn btn-primary">
                    Sign In
                  </button>
                </fieldset>
              </form>
              <p className="mt-3 mb-0">
                New customer? <Link to={redirect ? `/owner?redirect=${encodeURIComponent(redirect)}` : '/owner'}>Register</Link>
              </p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
