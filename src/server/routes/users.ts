/**
 * Sign-up, sign-in and user administration (spec section 7, first block).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOfUser, requestedLanguage } from '../services/answer-language';
import { say } from '../../i18n/server-catalog';
import { MSG } from '../../domain/messages';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZAdminRegister, ZForgotPassword, ZLogin, ZOwnerRegister, ZProfileUpdate, ZQuickStart, ZResetPassword, ZUser, ZUserInfo, ZUserUpdate } from '../../domain/schemas/users';
import { forbidden } from '../errors';
import { tokenOf } from '../plugins/auth';
import { endSession, readToken } from '../services/sessions';
import { EMAIL_PROBES_PER_WINDOW, probeKeys, refuseIfTooMany } from '../services/attempts';
import * as usersService from '../services/users';
import { requestPasswordReset, resetPassword } from '../services/password-resets';

/** Reset e-mails one address may ask for in an hour: enough for typos, too few to flood inboxes. */
const FORGOT_PER_HOUR = 10;

const ZUserIdParams = z.object({ userId: z.string().min(1).max(64) });

/** Routes anyone may call: registering a business, signing in and out. */
export const publicUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInLimit = {
    rateLimit: { max: app.config.SIGNIN_RATE_PER_IP, timeWindow: '15 minutes' },
  };

  app.post(
    '/owners/register',
    { config: signInLimit, schema: { tags: ['users'], body: ZOwnerRegister, response: { 201: ZUserInfo } } },
    async (request, reply) => {
      // The business speaks the language its owner signed up in (the browser's); Settings change it.
      const info = await usersService.registerOwner(app.database, app.sessionKeys, request.body, requestedLanguage(request));
      app.setSessionCookie(request, reply, info.token);
      return reply.status(201).send(info);
    },
  );

  app.post(
    '/owners/start',
    { config: signInLimit, schema: { tags: ['users'], body: ZQuickStart, response: { 201: ZUserInfo } } },
    async (request, reply) => {
      const info = await usersService.quickStart(app.database, app.sessionKeys, request.body, requestedLanguage(request));
      app.setSessionCookie(request, reply, info.token);
      return reply.status(201).send(info);
    },
  );

  app.post(
    '/users/login',
    { config: signInLimit, schema: { tags: ['users'], body: ZLogin, response: { 200: ZUserInfo } } },
    async (request, reply) => {
      const info = await usersService.login(app.database, app.sessionKeys, request.body, app.config.SIGNIN_FAILURES_PER_EMAIL, request.ip);
      app.setSessionCookie(request, reply, info.token);
      return info;
    },
  );

  // A forgotten password: the same answer whatever the e-mail, limited per address like sign-in.
  app.post(
    '/users/password/forgot',
    { config: { rateLimit: { max: FORGOT_PER_HOUR, timeWindow: '1 hour' } }, schema: { tags: ['users'], body: ZForgotPassword, response: { 200: ZMessage } } },
    async (request) => requestPasswordReset(app.database, request.body, { publicUrl: app.publicUrl, mailer: app.mailer }),
  );

  app.post(
    '/users/password/reset',
    { config: signInLimit, schema: { tags: ['users'], body: ZResetPassword, response: { 200: ZMessage } } },
    async (request) => {
      const answer = await resetPassword(app.database, request.body);
      // Every session of the user ended: answered once no instance honours them.
      request.takesRightsAway();
      return answer;
    },
  );

  // Logging out always succeeds: a missing or stale session is already logged out. It may come
  // with no body at all under a JSON content-type (a fetch with the app's default headers, a
  // beacon); Fastify's parser answers an empty JSON body 400 and the session would stay valid, so
  // here, and only here, an empty body is no body.
  await app.register(async (context) => {
    const scope = context.withTypeProvider<ZodTypeProvider>();
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      json(request, text, done);
    });
    scope.post(
      '/users/logout',
      { schema: { tags: ['users'], body: z.object({ id: z.string().max(64).optional() }).nullish(), response: { 200: ZMessage } } },
      async (request, reply) => {
        // Read the token directly: a disabled account's session must end too.
        const token = tokenOf(request);
        const claims = token ? await readToken(app.sessionKeys, token) : null;
        let language = requestedLanguage(request);
        if (claims) {
          // Said in the language of the one signing out, read before their session ends.
          const own = await app.database.tenant(
            claims.cid,
            async (tx) => {
              const userId = await endSession(tx, claims.sid);
              return userId ? languageOfUser(tx, claims.cid, userId) : null;
            },
            { write: true },
          );
          if (own) language = own;
          app.sessionCache.forgetSession(claims.sid);
          request.takesRightsAway();
        }
        app.clearSessionCookie(reply);
        return { message: say(language, 'Logged out') };
      },
    );
  });
};

/**
 * Before a route that can answer "that e-mail is taken": past EMAIL_PROBES_PER_WINDOW such answers
 * for this user or address, 429 (so nobody can test which e-mails have accounts at speed).
 */
function emailProbeGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => refuseIfTooMany(app.database.db, probeKeys(request.auth?.userId, request.ip), EMAIL_PROBES_PER_WINDOW);
}

/** Routes for any signed-in user. */
export const signedInUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = emailProbeGuard(app);
  app.get(
    '/users/profile/:userId',
    { schema: { tags: ['users'], params: ZUserIdParams, response: { 200: z.object({ user: ZUser }) } } },
    async (request) => usersService.getProfile(request.db, request.auth!, request.params.userId),
  );

  app.put(
    '/users/profile/:id',
    { preHandler, schema: { tags: ['users'], params: ZIdParams, body: ZProfileUpdate, response: { 200: ZUserInfo } } },
    async (request) => {
      const info = await usersService.updateProfile(request.db, request.auth!, request.presentedToken ?? '', request.params.id, request.body);
      app.sessionCache.forgetUser(request.auth!.userId);
      request.takesRightsAway();
      return info;
    },
  );

  // The user list is for admins and the business owner (spec section 6).
  app.get('/users', { schema: { tags: ['users'], response: { 200: z.array(ZUser) } } }, async (request) => {
    const caller = request.auth!;
    if (!caller.isAdmin && !caller.isOwner) throw forbidden(MSG.notAuthorizedAdmin);
    return usersService.listUsers(request.db, caller.cid);
  });
};

/** Routes for admins only. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = emailProbeGuard(app);
  const ZCreateUser = ZAdminRegister.pick({ name: true, email: true, password: true, cid: true });

  app.post('/users', { preHandler, schema: { tags: ['users'], body: ZCreateUser, response: { 201: ZUser } } }, async (request, reply) => {
    const user = await usersService.createUser(request.db, request.auth!, request.body);
    reply.status(201);
    return user;
  });

  app.post('/admin/register', { preHandler, schema: { tags: ['users'], body: ZAdminRegister, response: { 201: ZUser } } }, async (request, reply) => {
    const user = await usersService.createUser(request.db, request.auth!, request.body);
    reply.status(201);
    return user;
  });

  app.get('/users/:id', { schema: { tags: ['users'], params: ZIdParams, response: { 200: ZUser } } }, async (request) =>
    usersService.getUser(request.db, request.auth!.cid, request.params.id),
  );

  // The database announces user changes to every instance; this one forgets at once, before answering.
  app.put('/users/:id', { preHandler, schema: { tags: ['users'], params: ZIdParams, body: ZUserUpdate, response: { 200: ZUser } } }, async (request) => {
    const user = await usersService.updateUser(request.db, request.auth!, request.params.id, request.body);
    app.sessionCache.forgetUser(request.params.id);
    request.takesRightsAway();
    return user;
  });

  app.delete('/users/:id', { schema: { tags: ['users'], params: ZIdParams, response: { 200: ZMessage } } }, async (request) => {
    const result = await usersService.deleteUser(request.db, request.auth!, request.params.id);
    app.sessionCache.forgetUser(request.params.id);
    request.takesRightsAway();
    return result;
  });
};
