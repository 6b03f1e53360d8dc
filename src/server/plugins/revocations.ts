/**
 * Routes that take rights away (log out, demote, disable, delete a user, change a password) call
 * `request.takesRightsAway()`; the answer then waits, after the request's work has committed and
 * before it is sent, until every instance has dropped what it remembered (services/revocation.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Revocations } from '../services/revocation';

declare module 'fastify' {
  interface FastifyInstance {
    revocations: Revocations;
  }
  interface FastifyRequest {
    /** This request ends sessions or takes rights away: its answer waits until every instance knows. */
    takesRightsAway(): void;
  }
}

export default fp(
  async function revocations(app: FastifyInstance, opts: { revocations: Revocations }) {
    const marked = new WeakSet<FastifyRequest>();
    app.decorate('revocations', opts.revocations);
    app.decorateRequest('takesRightsAway', function (this: FastifyRequest) {
      marked.add(this);
    });
    // onSend runs once the handler has returned, so after a business-scope request's commit. An
    // answer that is an error waits too: the change may have committed before the error.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (marked.has(request)) await opts.revocations.reachEveryInstance();
      return payload;
    });
  },
  { name: 'revocations' },
);
