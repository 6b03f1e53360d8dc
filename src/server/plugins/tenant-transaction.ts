/**
 * A signed-in request works inside one database transaction of its caller's business:
 * `request.db` is that transaction, row-level security shows it that business's rows only, and
 * everything the handler writes commits together, before the reply is sent, or not at all.
 *
 * Applied to a whole group of routes at once (`group.addHook('onRoute', runsInBusinessTransaction)`),
 * like authentication, so no handler can forget it.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's transaction in its caller's business (routes of a business group only). */
    readonly db: Tx;
  }
}

const transactions = new WeakMap<FastifyRequest, Tx>();

/** onRoute hook: wraps the route's handler in a transaction of the signed-in caller's business. */
export function runsInBusinessTransaction(route: RouteOptions): void {
  const handler = route.handler;
  route.handler = async function inBusinessTransaction(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    // The group's onRequest hook (requireUser/requireAdmin) has resolved the caller already.
    const cid = request.auth?.cid;
    if (!cid) throw new Error(`${route.method} ${route.url} runs in a business transaction but has no signed-in caller`);
    return request.server.database.tenant(cid, async (tx) => {
      transactions.set(request, tx);
      try {
        const payload: unknown = await handler.call(this as never, request, reply);
        // A reply sent from inside would reach the client before the commit; return the payload.
        if (reply.sent) throw new Error(`${route.method} ${route.url} sent its reply before its transaction committed`);
        return payload;
      } finally {
        transactions.delete(request);
      }
    });
  };
}

export default fp(
  async function tenantTransaction(app) {
    app.decorateRequest('db', {
      getter(this: FastifyRequest): Tx {
        const tx = transactions.get(this);
        if (!tx) throw new Error(`request.db used outside a business transaction (${this.method} ${this.url})`);
        return tx;
      },
    });
  },
  { name: 'tenant-transaction', dependencies: ['db'] },
);
