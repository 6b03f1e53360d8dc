import { MSG } from '../../../domain/messages';
import { ZAdminRegister, ZUserUpdate, type TUser } from '../../../domain/schemas/users';
import { allFilled, inOrder, passwordsMatch } from '../../components/form/form-stages';

/** What the user forms' inputs hold: Register User and Edit User share them. */
export interface UserAccountValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Asked for when one changes one's own e-mail or password. */
  currentPassword: string;
  isAdmin: boolean;
  isDisabled: boolean;
}

export const NEW_USER: UserAccountValues = { name: '', email: '', password: '', confirmPassword: '', currentPassword: '', isAdmin: false, isDisabled: false };

export function valuesOfUser(user: TUser): UserAccountValues {
  return { ...NEW_USER, name: user.name, email: user.email, isAdmin: user.isAdmin, isDisabled: user.isDisabled };
}

/**
 * Register User: the spec's checks in order (all filled in, the passwords match), then the rules the
 * server holds a new user to, the minimum password length among them. Parses to the payload.
 */
export const ZNewUserForm = inOrder([allFilled(['name', 'email', 'password'], MSG.enterAllFields), passwordsMatch()], ZAdminRegister);

/** Editing one's own account changes one's sign-in when it sets a password or another e-mail. */
export function changesOwnSignIn(target: Pick<TUser, 'email'>, editingSelf: boolean, values: { email: string; password?: string }): boolean {
  return editingSelf && (!!values.password || values.email.trim().toLowerCase() !== target.email.toLowerCase());
}

/**
 * Edit User: the same order, a blank password keeping the current one; then the server's rules,
 * which ask for the current password when one changes one's own sign-in.
 */
export function editUserForm(target: Pick<TUser, 'email'>, editingSelf: boolean) {
  return inOrder(
    [allFilled(['name', 'email'], MSG.enterAllFields), passwordsMatch()],
    ZUserUpdate.refine((v) => !changesOwnSignIn(target, editingSelf, v) || !!v.currentPassword, { message: MSG.currentPasswordRequired, path: ['currentPassword'] }),
  );
}
