import { MSG } from '../../../domain/messages';
import { ZOwnerRegister } from '../../../domain/schemas/users';
import { allFilled, inOrder, passwordsMatch } from '../../components/form/form-stages';

/** The eleven fields the business and its owner send (spec section 3). */
export const SIGN_UP_FIELDS = ['fname', 'lname', 'email', 'phone', 'bname', 'address', 'city', 'state', 'country', 'mailcode', 'password'] as const;

/**
 * Besides those, the shop's time zone (proposed from the browser) and whether to set the shop up as
 * its country proposes: neither is a field the spec asks to fill.
 */
export type SignUpValues = Record<(typeof SIGN_UP_FIELDS)[number] | 'confirmPassword', string> & { timeZone?: string; countryDefaults?: boolean };

export const EMPTY_SIGN_UP: SignUpValues = { fname: '', lname: '', email: '', phone: '', bname: '', address: '', city: '', state: '', country: '', mailcode: '', password: '', confirmPassword: '' };

/**
 * The spec's sign-up checks in its order (section 5): all eleven filled in, then the passwords
 * match, then the rules the server holds the payload to (6 characters, an e-mail, a phone number).
 * A valid form parses to the payload itself, without the confirmation.
 */
export const ZSignUpForm = inOrder([allFilled(SIGN_UP_FIELDS, MSG.enterAllFields), passwordsMatch()], ZOwnerRegister);
