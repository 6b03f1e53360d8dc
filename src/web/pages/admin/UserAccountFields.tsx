/**
 * The fields an admin fills in for a user, shared by Register User and Edit User: name, e-mail,
 * password with its confirmation, and the two flags.
 */
import { Form } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { MSG } from '../../../domain/messages';

export interface UserAccountValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAdmin: boolean;
  isDisabled: boolean;
}

/** The spec's checks, in its order; a new user must be given a password, an edit may keep it. */
export function checkUserAccount(values: UserAccountValues, opts: { passwordRequired: boolean }): string | null {
  if (!values.name.trim() || !values.email.trim() || (opts.passwordRequired && !values.password)) return MSG.enterAllFields;
  if (values.password !== values.confirmPassword) return MSG.passwordsDoNotMatch;
  return null;
}

export function UserAccountFields({ register, idPrefix, isNew }: { register: UseFormRegister<UserAccountValues>; idPrefix: string; isNew: boolean }) {
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-name`}>
        <Form.Label>Name</Form.Label>
        <Form.Control type="text" placeholder={isNew ? 'Enter name' : undefined} required autoFocus={isNew} {...register('name')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-email`}>
        <Form.Label>Email Address</Form.Label>
        <Form.Control type="email" placeholder={isNew ? 'Enter email' : undefined} autoComplete="off" required {...register('email')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-password`}>
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          // The spec's hint; the minimum is not enforced here (spec section 5).
          placeholder={isNew ? 'Enter password (minimum 6 characters)' : 'Leave blank to keep the current password'}
          autoComplete="new-password"
          required={isNew}
          {...register('password')}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-confirm`}>
        <Form.Label>Confirm Password</Form.Label>
        <Form.Control type="password" placeholder={isNew ? 'Confirm password' : undefined} autoComplete="new-password" required={isNew} {...register('confirmPassword')} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={`${idPrefix}-isadmin`}>
        <Form.Check type="checkbox" label="Is Admin" {...register('isAdmin')} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-isdisabled`}>
        <Form.Check type="checkbox" label="Is Disabled" {...register('isDisabled')} />
      </Form.Group>
    </>
  );
}
