/**
 * Who is calling: reads the session cookie or a Bearer token once per request and offers the
 * preHandlers that route groups use to demand a signed-in user or an admin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../domain/messages';
import { AppError, forbidden, unauthorized } from '../errors';
import type { SessionCache } from '../services/session-cache';
import { loadSession, readToken, type AuthContext, type SessionKeys, type TokenClaims } from '../services/sessions';

export const SESSION_COOKIE = 'stocktill_session';

declare module 'fastify' {
  interface FastifyInstance {
    sessionKeys: SessionKeys;
    /** Recently checked sessions; routes that end sessions or change users drop theirs at once. */
    sessionCache: SessionCache;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set by requireUser/requireAdmin (and optionalUser). */
    auth: AuthContext | null;
    /** Token the caller presented, if any. */
    presentedToken: string | null;
  }
}

/** The Bearer token, else the session cookie. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export default fp(
  async function auth(
    app: FastifyInstance,
    opts: { keys: SessionKeys; cache: SessionCache; cookieSecure: 'auto' | 'true' | 'false'; sessionDays: number },
  ) {
    app.decorate('sessionKeys', opts.keys);
    app.decorate('sessionCache', opts.cache);
    app.decorateRequest('auth', null);
    app.decorateRequest('presentedToken', null);

    async function readSession({ sid, cid }: TokenClaims): Promise<AuthContext | null> {
      const stamp = opts.cache.stamp();
      const found = await app.database.tenant(cid, (tx) => loadSession(tx, sid));
      if (!found) return null;
      opts.cache.remember(found.ctx, found.expiresAt, stamp);
      return found.ctx;
    }

    /** Resolves the caller; throws 401 or 403 the way the spec's client expects. */
    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const token = tokenOf(request);
      if (!token) throw unauthorized(MSG.notAuthorizedNoToken);
      const claims = await readToken(opts.keys, token);
      if (!claims) throw unauthorized(MSG.notAuthorizedTokenFailed);
      const ctx = opts.cache.get(claims.sid) ?? (await readSession(claims));
      if (!ctx) throw unauthorized(MSG.notAuthorizedTokenFailed);
      if (ctx.isDisabled) throw new AppError('DISABLED', MSG.accountDisabled);
      request.auth = ctx;
      request.presentedToken = token;
      return ctx;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await resolve(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const ctx = await resolve(request);
      if (!ctx.isAdmin) throw forbidden(MSG.notAuthorizedAdmin);
    });

    app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
      const secure = opts.cookieSecure === 'auto' ? request.protocol === 'https' : opts.cookieSecure === 'true';
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: opts.sessionDays * 86_400,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);
