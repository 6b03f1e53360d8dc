/**
 * The fields an admin fills in for a user, shared by Register User and Edit User: name, e-mail,
 * password with its confirmation, and the two flags. On Edit User, the owner's (master) e-mail and
 * password are the owner's alone to change, and editing one's own asks for the current password,
 * as the server requires.
 */
import { Form } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { MSG } from '../../../domain/messages';
import { MIN_PASSWORD_LENGTH } from '../../../domain/schemas/users';

export interface UserAccountValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Asked for when one changes one's own e-mail or password. */
  currentPassword?: string;
  isAdmin: boolean;
  isDisabled: boolean;
}

/**
 * The spec's checks, in its order; a new user must be given a password, an edit may keep it. Then
 * the server's: every password set has the minimum length, and changing one's own e-mail or
 * password (`ownSignInChanged`) needs the current password.
 */
export function checkUserAccount(values: UserAccountValues, opts: { passwordRequired: boolean; ownSignInChanged?: boolean }): string | null {
  if (!values.name.trim() || !values.email.trim() || (opts.passwordRequired && !values.password)) return MSG.enterAllFields;
  if (values.password !== values.confirmPassword) return MSG.passwordsDoNotMatch;
  if (values.password && values.password.length < MIN_PASSWORD_LENGTH) return MSG.passwordTooShort;
  if (opts.ownSignInChanged && !values.currentPassword) return MSG.currentPasswordRequired;
  return null;
}

interface FieldsProps {
  register: UseFormRegister<UserAccountValues>;
  idPrefix: string;
  isNew: boolean;
  /** The owner's account edited by another admin: its e-mail and password are shown, not editable. */
  lockSignIn?: boolean;
  /** One's own account: a current-password field for changing e-mail or password. */
  askCurrentPassword?: boolean;
}

export function UserAccountFields({ register, idPrefix, isNew, lockSignIn = false, askCurrentPassword = false }: FieldsProps) {
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-name`}>
        <Form.Label>Name</Form.Label>
        <Form.Control type="text" placeholder={isNew ? 'Enter name' : undefined} required autoFocus={isNew} {...register('name')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-email`}>
        <Form.Label>Email Address</Form.Label>
        <Form.Control type="email" placeholder={isNew ? 'Enter email' : undefined} autoComplete="off" required readOnly={lockSignIn} plaintext={lockSignIn} {...register('email')} />
        {lockSignIn && (
          <Form.Text id={`${idPrefix}-locked`} className="text-body-secondary">
            {MSG.onlyMasterChangesSignIn}.
          </Form.Text>
        )}
      </Form.Group>
      {!lockSignIn && (
        <PasswordFields register={register} idPrefix={idPrefix} isNew={isNew} />
      )}
      {askCurrentPassword && (
        <Form.Group className="mb-3" controlId={`${idPrefix}-current`}>
          <Form.Label>Current Password</Form.Label>
          <Form.Control type="password" autoComplete="current-password" aria-describedby={`${idPrefix}-current-help`} {...register('currentPassword')} />
          <Form.Text id={`${idPrefix}-current-help`} className="text-body-secondary">
            Needed to change your own email or password.
          </Form.Text>
        </Form.Group>
      )}
      <Form.Group className="mb-2" controlId={`${idPrefix}-isadmin`}>
        <Form.Check type="checkbox" label="Is Admin" {...register('isAdmin')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-isdisabled`}>
        <Form.Check type="checkbox" label="Is Disabled" {...register('isDisabled')} />
      </Form.Group>
    </>
  );
}

function PasswordFields({ register, idPrefix, isNew }: Pick<FieldsProps, 'register' | 'idPrefix' | 'isNew'>) {
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          // The spec's hint; the same minimum holds for every password the server sets.
          placeholder={isNew ? `Enter password (minimum ${MIN_PASSWORD_LENGTH} characters)` : 'Leave blank to keep the current password'}
          autoComplete="new-password"
          required={isNew}
          {...register('password')}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-confirm`}>
        <Form.Label>Confirm Password</Form.Label>
        <Form.Control type="password" placeholder={isNew ? 'Confirm password' : undefined} autoComplete="new-password" required={isNew} {...register('confirmPassword')} />
      </Form.Group>
    </>
  );
}
