/**
 * Receipt wallets (public: a customer has no account). Creating one is rate-limited per address
 * so nobody can fill the table; reading needs the unguessable id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWallet, ZWalletCreated, ZWalletIdParams } from '../../domain/schemas/pos';
import { createWallet, getWallet } from '../services/wallets';

const WALLETS_PER_IP_PER_HOUR = 20;

export const publicWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wallets',
    {
      config: { rateLimit: { max: WALLETS_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
      schema: { tags: ['wallets'], response: { 201: ZWalletCreated } },
    },
    async (_request, reply) => reply.status(201).send(await createWallet(app.db)),
  );

  app.get('/wallets/:id', { schema: { tags: ['wallets'], params: ZWalletIdParams, response: { 200: ZWallet } } }, async (request, reply) => {
    // Receipts arrive while the page is open; never serve a stale list.
    reply.header('cache-control', 'no-store');
    return getWallet(app.database, request.params.id);
  });
};
