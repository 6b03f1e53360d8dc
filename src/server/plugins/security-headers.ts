/**
 * Security headers on every response (Content-Security-Policy, frame and sniffing rules, …), set
 * as helmet computes them, once. (@fastify/helmet rebuilt helmet's middleware, directives parsed
 * anew, on every request: a few per cent of the server's time under load.) API answers are kept
 * out of every cache unless their route chose its own caching.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiRoute } from './csrf';
import type { IncomingMessage, ServerResponse } from 'node:http';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { behindTlsProxy: boolean }) {
    const apply = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // WebAssembly (the camera's barcode reader) may be compiled; JavaScript eval stays forbidden.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
    // Every option above is fixed (no per-request nonce or function), so the headers are the same
    // for every response: collect them once and hand each reply the finished set.
    const fixed: Record<string, string> = {};
    const collector = {
      setHeader: (name: string, value: unknown) => void (fixed[name.toLowerCase()] = String(value)),
      removeHeader: (name: string) => void delete fixed[name.toLowerCase()],
    };
    // helmet's middleware only calls setHeader and removeHeader on the response and reads nothing
    // of the request, so these two stand-ins are all it touches; the casts only name its types.
    apply({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
      if (err) throw err;
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(fixed);
      done();
    });
    // An API answer holds one business's data (stock, sales, users) for one signed-in caller: a
    // browser's or a proxy's cache must not keep it for whoever asks next. A route that chose its
    // own caching (receipt images, exports) keeps it, and the web app's files keep theirs.
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (!reply.hasHeader('cache-control') && (isApiRoute(request.routeOptions.url) || /^application\/json\b/i.test(String(reply.getHeader('content-type') ?? '')))) {
        reply.header('cache-control', 'no-store');
      }
      done();
    });
  },
  { name: 'security-headers' },
);
