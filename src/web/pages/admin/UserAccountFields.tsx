/**
 * The fields an admin fills in for a user, shared by Register User and Edit User: name, e-mail,
 * password with its confirmation, and the two flags. On Edit User, the owner's (master) e-mail and
 * password are the owner's alone to change, and editing one's own asks for the current password,
 * as the server requires.
 */
import { MSG } from '../../../domain/messages';
import { MIN_PASSWORD_LENGTH } from '../../../domain/schemas/users';
import { CheckField, TextField } from '../../components/form/FormField';

interface FieldsProps {
  isNew: boolean;
  /** The owner's account edited by another admin: its e-mail and password are shown, not editable. */
  lockSignIn?: boolean;
  /** One's own account: a current-password field for changing e-mail or password. */
  askCurrentPassword?: boolean;
}

function PasswordFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <TextField
        name="password"
        label="Password"
        type="password"
        // The spec's hint; the same minimum holds for every password the server sets.
        placeholder={isNew ? `Enter password (minimum ${MIN_PASSWORD_LENGTH} characters)` : 'Leave blank to keep the current password'}
        autoComplete="new-password"
        required={isNew}
      />
      <TextField name="confirmPassword" label="Confirm Password" type="password" placeholder={isNew ? 'Confirm password' : undefined} autoComplete="new-password" required={isNew} />
    </>
  );
}

export function UserAccountFields({ isNew, lockSignIn = false, askCurrentPassword = false }: FieldsProps) {
  return (
    <>
      <TextField name="name" label="Name" type="text" placeholder={isNew ? 'Enter name' : undefined} required autoFocus={isNew} />
      <TextField
        name="email"
        label="Email Address"
        type="email"
        placeholder={isNew ? 'Enter email' : undefined}
        autoComplete="off"
        required
        readOnly={lockSignIn}
        plaintext={lockSignIn}
        hint={lockSignIn ? `${MSG.onlyMasterChangesSignIn}.` : undefined}
      />
      {!lockSignIn && <PasswordFields isNew={isNew} />}
      {askCurrentPassword && <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" hint="Needed to change your own email or password." />}
      <CheckField name="isAdmin" label="Is Admin" className="mb-2" />
      <CheckField name="isDisabled" label="Is Disabled" />
    </>
  );
}
