import { MSG } from '../../../domain/messages';
import { ZProfileUpdate } from '../../../domain/schemas/users';
import { allFilled, inOrder, passwordsMatch } from '../../components/form/form-stages';

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const NO_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change Password, checked in the spec's order (the passwords match), after the two fields without
 * which nothing would change; then the server's rules, the sign-up's minimum length among them.
 */
export const ZPasswordChangeForm = inOrder(
  [allFilled(['currentPassword', 'password'], MSG.enterAllFields), passwordsMatch()],
  ZProfileUpdate.pick({ password: true, currentPassword: true }),
);
