/**
 * Builds the Fastify application (no listening): plugins, the API under /api, and the web app
 * for every other path. Tests call this with an in-memory database; main.ts with the real one.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type HTTPMethods } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { projectPath } from './paths';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import inputGuard from './plugins/input-guard';
import purgeSchedule from './plugins/purge-schedule';
import rateLimits from './plugins/rate-limits';
import securityHeaders from './plugins/security-headers';
import businessScope from './plugins/business-scope';
import answerWords from './plugins/answer-words';
import errorHandler, { answerFrameworkError } from './plugins/error-handler';
import { redactUrl } from './redact-url';
import { responseSerializerCompiler } from './response-serializer';
import { apiRoutes } from './routes';
import { loadSessionSecret } from './services/secrets';
import { AUTH_CHANNEL, SessionCache } from './services/session-cache';
import { revocationsFor } from './services/revocation';
import revocationsPlugin from './plugins/revocations';
import { createMailer, type Mailer } from './services/mailer';
import { requestedLanguage } from './services/answer-language';
import { translate } from '../i18n/server-catalog';
import { isAppPath } from '../domain/app-paths';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Where people open Stocktill, for links in e-mails (PUBLIC_URL); never from a request's Host. */
    publicUrl: string;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (default dist/web); browser tests build into a private folder. */
  webDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove no secret is ever logged). */
  logStream?: { write(line: string): void };
  /** Sends e-mail (default: through SMTP_URL, or to the log): tests collect what would be sent. */
  mailer?: Mailer;
}

const WEB_DIR = projectPath('dist', 'web');

export interface RouteSummary {
  method: HTTPMethods;
  url: string;
}
const ROUTES = new WeakMap<FastifyInstance, RouteSummary[]>();

/** Every route the app registered (HEAD twins left out), so tests can prove each one is covered. */
export function registeredRoutes(app: FastifyInstance): readonly RouteSummary[] {
  return ROUTES.get(app) ?? [];
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Whether a raw path names the API once doubled slashes are collapsed and escapes decoded, as the router does. */
function isApiPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as it came.
  }
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  return collapsed === '/api' || collapsed.startsWith('/api/');
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Never log credentials: cookies and bearer tokens are redacted from request logs,
            // and so are wallet ids in URLs (see redact-url.ts).
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
            },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Keep ids and search words in paths readable but bounded.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  const routes: RouteSummary[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }));
  app.decorate('publicUrl', (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''));

  await app.register(errorHandler);
  await app.register(answerWords);
  await app.register(dbPlugin, { database: opts.database, config });
  await app.register(purgeSchedule);
  await app.register(businessScope);
  await app.register(cookie);
  await app.register(csrfPlugin);
  await app.register(inputGuard);
  await app.register(securityHeaders, { behindTlsProxy: config.TRUST_PROXY !== false });
  await app.register(rateLimits, { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 64 * 1024, files: 1, fields: 20 } });
  const sessionCache = new SessionCache({ maxAgeMs: config.SESSION_CACHE_SECONDS * 1000 });
  // Taking rights away is answered once every instance has dropped what it remembered.
  const revocations = revocationsFor(opts.database, sessionCache, config.SESSION_CACHE_SECONDS * 1000, app.log);
  if (config.SESSION_CACHE_SECONDS > 0) {
    const subscription = await opts.database.listen(AUTH_CHANNEL, revocations);
    app.addHook('onClose', () => subscription.close());
  }
  await app.register(revocationsPlugin, { revocations });
  await app.register(authPlugin, {
    keys: { secret: await loadSessionSecret(opts.database.db, config.SESSION_SECRET), days: config.SESSION_DAYS },
    cache: sessionCache,
    cookieSecure: config.COOKIE_SECURE,
    sessionDays: config.SESSION_DAYS,
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Stocktill API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes, { prefix: '/api' });

  const webDir = opts.webDir ?? WEB_DIR;
  const serveWeb = opts.serveWeb !== false && fs.existsSync(webDir);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (scripts/precompress-web.ts); sent when accepted.
      preCompressed: true,
      // Asset names carry a content hash, so a browser may keep them until the name changes.
      setHeaders: (reply, filePath) => {
        if (/[\\/]assets[\\/]/.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // The single-page app answers every other GET; it shows its own 404 for unknown routes. Any
    // spelling of an API path (doubled slashes, escaped letters) gets the API's 404 instead.
    if (serveWeb && request.method === 'GET' && !isApiPath(path)) {
      // The app shows its own 404 page for a path it has no screen for; the status says so too.
      return reply
        .status(isAppPath(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    // No route ran, so no caller is known: the words follow the caller's Accept-Language.
    const message = translate(requestedLanguage(request), 'errors:request.noRoute', { method: request.method, path });
    return reply.status(404).send({ message, code: 'NOT_FOUND' });
  });
  return app;
}
