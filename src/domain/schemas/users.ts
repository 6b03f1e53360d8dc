import { z } from 'zod';
import { text } from './common';
import { ZLanguage, ZLocale, ZTimeZone } from './region';
import { MSG } from '../messages';

export const MIN_PASSWORD_LENGTH = 6;
const MAX_TEXT = 250;

const required = (max = MAX_TEXT) => text({ error: MSG.enterAllFields }).trim().min(1, MSG.enterAllFields).max(max, `Must be at most ${max} characters`);
const email = z
  .string({ error: MSG.enterAllFields })
  .trim()
  .min(1, MSG.enterAllFields)
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());
const password = z.string({ error: MSG.enterAllFields }).min(1, MSG.enterAllFields).max(200, 'Password is too long');
/** Every password that is set (sign-up, an admin adding or editing a user, one's profile): one rule. */
const newPassword = password.refine((p) => p.length >= MIN_PASSWORD_LENGTH, MSG.passwordTooShort);
/** On an edit, empty keeps the current password; anything else is a new password. */
const changedPassword = z
  .string()
  .max(200, 'Password is too long')
  .optional()
  .default('')
  .refine((p) => p === '' || p.length >= MIN_PASSWORD_LENGTH, MSG.passwordTooShort);
/** Asked for when one changes one's own e-mail or password. */
const currentPassword = z.string().max(200).optional();

/** POST /owners/register: the business and its owner. Messages follow spec section 5 order. */
export const ZOwnerRegister = z.object({
  fname: required(),
  lname: required(),
  email,
  phone: required(32).regex(/^\+?[0-9 ()-]{2,30}$/, 'Please enter a valid phone number'),
  bname: required(),
  address: required(),
  city: required(),
  state: required(),
  country: required(),
  mailcode: required(32),
  password: newPassword,
  /** The shop's time zone (the screen proposes the browser's) and locale; left out: UTC and en-US. */
  timeZone: ZTimeZone.optional(),
  locale: ZLocale.optional(),
  /**
   * Set the shop up as its country proposes (src/domain/countries.ts): currency, tax rate, prices
   * with or without tax, locale, and a zone in that country. Left out, as the spec's client does:
   * nothing is proposed.
   */
  countryDefaults: z.boolean().optional(),
});
export type TOwnerRegister = z.infer<typeof ZOwnerRegister>;

/**
 * POST /owners/start: the quick way in, with what a first sale needs and nothing more. The
 * address and phone (for receipts) are asked for later, on the getting-started checklist.
 */
export const ZQuickStart = z.object({
  name: required(),
  bname: required(),
  email,
  password: newPassword,
  country: required(),
  timeZone: ZTimeZone.optional(),
});
export type TQuickStart = z.infer<typeof ZQuickStart>;

export const ZLogin = z.object({
  email: text({ error: MSG.enterAllFields }).trim().min(1, MSG.enterAllFields).max(254).transform((e) => e.toLowerCase()),
  password: z.string({ error: MSG.enterAllFields }).min(1, MSG.enterAllFields).max(200),
});
export type TLogin = z.infer<typeof ZLogin>;

/** POST /admin/register and POST /users. `cid` may be sent by the old client; it must be the caller's own. */
export const ZAdminRegister = z.object({
  name: required(),
  email,
  password: newPassword,
  isAdmin: z.boolean().optional().default(false),
  isDisabled: z.boolean().optional().default(false),
  cid: text().max(64).optional(),
});
export type TAdminRegister = z.input<typeof ZAdminRegister>;

/** PUT /users/{id} by an admin. An empty password keeps the current one. */
export const ZUserUpdate = z.object({
  _id: text().max(64).optional(),
  name: required(),
  email,
  password: changedPassword,
  currentPassword,
  isAdmin: z.boolean().optional(),
  isDisabled: z.boolean().optional(),
});
export type TUserUpdate = z.input<typeof ZUserUpdate>;

/** PUT /users/profile/{id}: the user's own name, email and password. */
export const ZProfileUpdate = z.object({
  id: text().max(64).optional(),
  name: required().optional(),
  email: email.optional(),
  password: changedPassword,
  currentPassword,
  /** null: speak the business's language again. */
  language: ZLanguage.nullable().optional(),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

/** What the API says about a user. Never carries the password hash. */
export const ZUser = z.object({
  _id: text(),
  name: text(),
  email: text(),
  isAdmin: z.boolean(),
  isDisabled: z.boolean(),
  isOwner: z.boolean(),
  isMaster: z.boolean(),
  lastLogin: text().nullable(),
  cid: text(),
  /** The user's own language; null: the business's. */
  language: ZLanguage.nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** The login record the web app keeps as `userInfo`. */
export const ZUserInfo = ZUser.extend({
  bname: text(),
  apikey: text(),
  token: text(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

// ---- Forgotten password (issue 18, item 8) ----

export const RESET_REQUESTED_MESSAGE = 'If an account uses this e-mail, a link to choose a new password is on its way. It works once, for one hour.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';
export const RESET_LINK_INVALID = 'This link to choose a new password is not valid any more. Ask for a new one.';
export const PASSWORDS_DIFFER = 'The two passwords are not the same';

/** POST /users/password/forgot */
export const ZForgotPassword = z.object({ email });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

/** POST /users/password/reset: the link's token and the new password, typed twice. */
export const ZResetPassword = z
  .object({
    token: text({ error: RESET_LINK_INVALID }).trim().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
    password: newPassword,
    confirm: z.string({ error: MSG.enterAllFields }).max(200),
  })
  .refine((r) => r.password === r.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });
export type TResetPassword = z.infer<typeof ZResetPassword>;
