/**
 * Cross-site request forgery guard. The session cookie is SameSite=Lax, which already keeps it off
 * cross-site POSTs in current browsers; this is the server-side second line for older browsers and
 * same-site sibling hosts. An unsafe request to the API is refused when the browser says it comes
 * from another site (Sec-Fetch-Site, or an Origin naming another host when that header is absent),
 * and a cookie-authenticated unsafe request may not use the body types a form or a no-cors fetch
 * sends (url-encoded, text/plain), nor multipart (which a form can send too) unless the browser
 * says it comes from this very site (Sec-Fetch-Site: same-origin, or an Origin naming this host):
 * browsers send those on every POST and PUT they make, the app's own uploads included, so only a
 * forged or very old client arrives without them. The app itself only sends JSON and same-origin
 * multipart.
 * Bearer-token callers are not exposed to CSRF: a browser never attaches that header on its own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors';
import { SESSION_COOKIE } from './auth';

export const CSRF_MESSAGE = 'Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_LIKE_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];

function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  // 'none' is a navigation the user started themselves (address bar, bookmark).
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (sandboxed frames, file:) and garbage are not our origin.
    return true;
  }
}

/** The browser vouches that the request comes from a page of this very site. */
function isMarkedSameOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function usesCookieSession(request: FastifyRequest): boolean {
  const hasBearer = /^Bearer\s+\S/i.test(request.headers.authorization ?? '');
  return !hasBearer && typeof request.cookies?.[SESSION_COOKIE] === 'string';
}

export function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl === '/api' || (routeUrl?.startsWith('/api/') ?? false);
}

export default fp(
  async function csrf(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      // Judged by the route the router matched, not by the raw URL: the router also matches
      // duplicate slashes and percent-escaped letters, so `//api/users` and `/%61pi/users` reach
      // `/api/users` too. A request that matched no route gets the not-found handler's 404.
      if (SAFE_METHODS.has(request.method) || !isApiRoute(request.routeOptions.url)) return;
      if (isCrossSite(request)) throw forbidden(CSRF_MESSAGE);
      if (!usesCookieSession(request)) return;
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (FORM_LIKE_TYPES.includes(type)) throw forbidden(CSRF_MESSAGE);
      if (type === 'multipart/form-data' && !isMarkedSameOrigin(request)) throw forbidden(CSRF_MESSAGE);
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'error-handler'] },
);
