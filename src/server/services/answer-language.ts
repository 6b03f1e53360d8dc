/**
 * The language an API answer is worded in: the signed-in user's own choice, else their business's;
 * signed out, the caller's Accept-Language; else English (src/i18n/languages.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedTags, isLanguage, pickLanguage, type Language } from '../../i18n/languages';
import type { DbOrTx } from '../db/client';
import { businesses, users } from '../db/schema';

/** A user's own language, else their business's; null when neither is set (or no such user). */
export async function languageOfUser(db: DbOrTx, cid: string, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ own: users.language, business: businesses.language })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.cid))
    .where(and(eq(users.cid, cid), eq(users.id, userId)))
    .limit(1);
  if (isLanguage(row?.own)) return row.own;
  return isLanguage(row?.business) ? row.business : null;
}

/**
 * The caller's language read in the request's own transaction, for a route that words an answer it
 * sends itself (the error handler, outside that transaction, uses `answerLanguage`).
 */
export async function callerLanguage(db: DbOrTx, request: FastifyRequest): Promise<Language> {
  const auth = request.auth;
  const chosen = auth ? await languageOfUser(db, auth.cid, auth.userId) : null;
  return chosen ?? requestedLanguage(request);
}

export function requestedLanguage(request: FastifyRequest): Language {
  return pickLanguage(acceptedTags(request.headers['accept-language']));
}

/**
 * Looked up only when an answer needs words (an error): a sale or a list never pays for it. A
 * lookup that fails falls back to the header, never to a failed answer.
 */
export async function answerLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  const auth = request.auth;
  if (auth) {
    const chosen = await app.database.tenant(auth.cid, (tx) => languageOfUser(tx, auth.cid, auth.userId)).catch(() => null);
    if (chosen) return chosen;
  }
  return requestedLanguage(request);
}
