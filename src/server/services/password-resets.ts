/**
 * Forgotten passwords. A request for an e-mail that signs in somewhere makes a single-use link
 * valid for an hour and mails it; the answer is the same whether or not the e-mail exists, and is
 * given before the mail goes out, so neither the words nor the time tell. The link is
 * `/reset-password/<business id>.<secret>`: the business id lets the reset read its row under
 * that business's row-level security, and only the secret's SHA-256 is stored. Choosing the new
 * password ends every session of the account and every other link; so does any password or
 * e-mail change (users.ts).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID, RESET_REQUESTED_MESSAGE, type TForgotPassword, type TResetPassword } from '../../domain/schemas/users';
import type { Database, DbOrTx } from '../db/client';
import { businesses, passwordResets, users } from '../db/schema';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { translate } from '../../i18n/server-catalog';
import { AppError } from '../errors';
import { forgetPasswordFailures } from './attempts';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import { endUserSessions } from './sessions';
import { findLogin } from './user-logins';

export const RESET_LINK_MINUTES = 60;
const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * When a mailed link stops working, as its reader writes a date: in the mail's language (in the
 * business's own variant of it when they share the language: fr-CA for a Montreal shop), on the
 * business's clock, its zone named ("November 28, 2026 at 5:56 AM EST"), so nobody has to work
 * out what a UTC time means where they are.
 */
export function resetExpiryText(expiresAt: Date, where: { language: Language; locale: string; timeZone: string }): string {
  let locale: string = where.language;
  try {
    if (new Intl.Locale(where.locale).language === where.language) locale = where.locale;
  } catch {
    // A locale this runtime cannot read: the language's own format.
  }
  const style: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...style, timeZone: where.timeZone }).format(expiresAt);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(expiresAt);
  }
}

export interface ResetLinks {
  /** Where people open Stocktill, without a trailing slash. */
  publicUrl: string;
  mailer: Mailer;
}

/** POST /users/password/forgot. Always the same answer; the mail is sent after it, in the background. */
export async function requestPasswordReset(database: Pick<Database, 'db' | 'tenant'>, input: TForgotPassword, links: ResetLinks): Promise<{ message: string }> {
  const login = await findLogin(database.db, input.email);
  if (login) {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
    const user = await database.tenant(
      login.cid,
      async (tx) => {
        const [row] = await tx
          .select({
            name: users.name,
            email: users.email,
            isDisabled: users.isDisabled,
            own: users.language,
            business: businesses.language,
            locale: businesses.locale,
            timeZone: businesses.timeZone,
          })
          .from(users)
          .innerJoin(businesses, eq(businesses.id, users.cid))
          .where(and(eq(users.cid, login.cid), eq(users.id, login.userId)));
        // A disabled account is not handed a way back in; its admin re-enables it.
        if (!row || row.isDisabled) return null;
        await tx.insert(passwordResets).values({ cid: login.cid, tokenHash: digest(secret), userId: login.userId, expiresAt });
        return row;
      },
      { write: true },
    );
    if (user) {
      const link = `${links.publicUrl}/reset-password/${login.cid}.${secret}`;
      // In the account's language, as its screens are: the user's own choice, else the business's.
      const language = isLanguage(user.own) ? user.own : isLanguage(user.business) ? user.business : DEFAULT_LANGUAGE;
      const until = resetExpiryText(expiresAt, { language, locale: user.locale, timeZone: user.timeZone });
      void links.mailer.send({
        to: user.email,
        subject: translate(language, 'mail:reset.subject'),
        text: [translate(language, 'mail:reset.hello', { name: user.name }), '', translate(language, 'mail:reset.asked'), '', link, '', translate(language, 'mail:reset.until', { until })].join('\n'),
      });
    }
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Ends every link of a user not used yet: a link mailed for the old password or to the old e-mail
 * must not set a password once another link has been used, the password changed, or the account
 * moved to another e-mail (whoever can read the old mailbox is not the account's holder any more).
 */
export async function endResetLinks(tx: DbOrTx, cid: string, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.cid, cid), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** POST /users/password/reset: the new password, once, while the link is valid. */
export async function resetPassword(database: Pick<Database, 'tenant'>, input: TResetPassword): Promise<{ message: string }> {
  const parts = TOKEN.exec(input.token);
  if (!parts) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID);
  const [, cid, secret] = parts;
  const passwordHash = await hashPassword(input.password);
  await database.tenant(
    cid,
    async (tx) => {
      // Marking it used is the "once": a second, even concurrent, use matches no row.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.cid, cid), eq(passwordResets.tokenHash, digest(secret)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning();
      if (!reset) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID);
      const [user] = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.cid, cid), eq(users.id, reset.userId), eq(users.isDisabled, false)))
        .returning({ id: users.id, email: users.email });
      if (!user) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID);
      await endUserSessions(tx, user.id);
      await endResetLinks(tx, cid, user.id);
      await forgetPasswordFailures(tx, user.email);
    },
    { write: true },
  );
  return { message: RESET_DONE_MESSAGE };
}
