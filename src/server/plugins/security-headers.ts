/**
 * Security headers on every response (Content-Security-Policy, frame and sniffing rules, …), set
 * by helmet's middleware, built once. (@fastify/helmet rebuilt that middleware, directives parsed
 * anew, on every request: a few per cent of the server's time under load.)
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { behindTlsProxy: boolean }) {
    const apply = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Strict-Transport-Security only makes sense when the app is reached over TLS.
      strictTransportSecurity: opts.behindTlsProxy ? undefined : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: 'security-headers' },
);
