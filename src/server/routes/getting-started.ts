/**
 * The dashboard's getting-started checklist and the sample catalogue (issue 18, item 1), for admins
 * (the dashboard is theirs).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGettingStarted, ZGettingStartedUpdate, ZSampleProductsResult } from '../../domain/schemas/getting-started';
import { addSampleProducts, gettingStarted, removeSampleProducts, setDismissed } from '../services/getting-started';

const tags = ['getting-started'];

export const adminGettingStartedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getting-started', { schema: { tags, response: { 200: ZGettingStarted } } }, async (request) => gettingStarted(request.db, request.auth!.cid));

  app.put('/getting-started', { schema: { tags, body: ZGettingStartedUpdate, response: { 200: ZGettingStarted } } }, async (request) =>
    setDismissed(request.db, request.auth!.cid, request.body.dismissed),
  );

  app.post('/getting-started/sample-products', { schema: { tags, response: { 201: ZSampleProductsResult } } }, async (request, reply) => {
    const result = await addSampleProducts(request.db, request.auth!);
    reply.status(201);
    return result;
  });

  app.delete('/getting-started/sample-products', { schema: { tags, response: { 200: ZSampleProductsResult } } }, async (request) =>
    removeSampleProducts(request.db, request.auth!.cid),
  );
};
