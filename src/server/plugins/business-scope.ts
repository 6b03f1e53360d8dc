/**
 * A signed-in request works in its caller's business: `request.db` is a database handle on which
 * row-level security shows that business's rows only. A request that may write (any method but
 * GET and HEAD) runs in one transaction, committed before the reply is sent or rolled back when
 * the handler throws, so a write is all or nothing; a read runs without one (see TenantOptions).
 *
 * Applied to a whole group of routes at once (`group.addHook('onRoute', runsInBusinessScope)`),
 * like authentication, so no handler can forget it.
 *
 * A route whose work is long and mostly reading (the catalogue import) may instead set
 * `config: { ownTransactions: true }`: it then gets no `request.db` but `request.inBusiness`, which
 * runs each step in the caller's business (row-level security as for any request) and only the
 * steps that ask for it in a transaction. On the embedded database a transaction holds the one
 * connection, so every other request of every business waits for it: such a route keeps its
 * transaction to the writes.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx, TenantOptions } from '../db/client';

/** Runs `work` in the caller's business: in a transaction of its own when it writes. */
export type InBusiness = <T>(work: (db: DbOrTx) => Promise<T>, options?: TenantOptions) => Promise<T>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's handle in its caller's business (routes of a business group only). */
    readonly db: DbOrTx;
    /** Steps in the caller's business (routes with `config.ownTransactions` only). */
    readonly inBusiness: InBusiness;
  }
  interface FastifyContextConfig {
    /** The handler opens its own transactions through `request.inBusiness` instead of running in one. */
    ownTransactions?: boolean;
  }
}

const handles = new WeakMap<FastifyRequest, DbOrTx>();
const steps = new WeakMap<FastifyRequest, InBusiness>();
const READS = new Set(['GET', 'HEAD']);

/** onRoute hook: runs the route's handler on a handle of the signed-in caller's business. */
export function runsInBusinessScope(route: RouteOptions): void {
  const handler = route.handler;
  const write = [route.method].flat().some((m) => !READS.has(m));
  if (route.config?.ownTransactions) {
    route.handler = async function inBusinessSteps(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const cid = request.auth?.cid;
      if (!cid) throw new Error(`${route.method} ${route.url} runs in a business scope but has no signed-in caller`);
      const database = request.server.database;
      steps.set(request, (work, options) => database.tenant(cid, work, options));
      try {
        return await handler.call(this as never, request, reply);
      } finally {
        steps.delete(request);
      }
    };
    return;
  }
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
    app.decorateRequest('inBusiness', {
      getter(this: FastifyRequest): InBusiness {
        const inBusiness = steps.get(this);
        if (!inBusiness) throw new Error(`request.inBusiness used outside a route with its own transactions (${this.method} ${this.url})`);
        return inBusiness;
      },
    });
  },
  { name: 'business-scope', dependencies: ['db'] },
);
