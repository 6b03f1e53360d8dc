/**
 * A signed-in request works in its caller's business: `request.db` is a database handle on which
 * row-level security shows that business's rows only. A request that may write (any method but
 * GET and HEAD) runs in one transaction, committed before the reply is sent or rolled back when
 * the handler throws, so a write is all or nothing; a read runs without one (see TenantOptions).
 *
 * Applied to a whole group of routes at once (`group.addHook('onRoute', runsInBusinessScope)`),
 * like authentication, so no handler can forget it.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's handle in its caller's business (routes of a business group only). */
    readonly db: DbOrTx;
  }
}

const handles = new WeakMap<FastifyRequest, DbOrTx>();
const READS = new Set(['GET', 'HEAD']);

/** onRoute hook: runs the route's handler on a handle of the signed-in caller's business. */
export function runsInBusinessScope(route: RouteOptions): void {
  const handler = route.handler;
  const write = [route.method].flat().some((m) => !READS.has(m));
  route.handler = async function inBusinessScope(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    // The group's onRequest hook (requireUser/requireAdmin) has resolved the caller already.
    const cid = request.auth?.cid;
    if (!cid) throw new Error(`${route.method} ${route.url} runs in a business scope but has no signed-in caller`);
    return request.server.database.tenant(
      cid,
      async (db) => {
        handles.set(request, db);
        try {
          const payload: unknown = await handler.call(this as never, request, reply);
          // A reply sent from inside would reach the client before the commit; return the payload.
          // A read has nothing to commit, and throwing once its answer is out would only log an
          // error for a request that succeeded.
          if (write && reply.sent) throw new Error(`${route.method} ${route.url} sent its reply before its work committed`);
          return payload;
        } finally {
          handles.delete(request);
        }
      },
      { write },
    );
  };
}

export default fp(
  async function businessScope(app) {
    app.decorateRequest('db', {
      getter(this: FastifyRequest): DbOrTx {
        const db = handles.get(this);
        if (!db) throw new Error(`request.db used outside a business scope (${this.method} ${this.url})`);
        return db;
      },
    });
  },
  { name: 'business-scope', dependencies: ['db'] },
);
