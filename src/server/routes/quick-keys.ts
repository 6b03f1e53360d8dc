/**
 * The terminal's quick keys: everyone at the till reads the grid; admins choose it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZQuickKeys, ZQuickKeysInput } from '../../domain/schemas/pos';
import { listQuickKeys, saveQuickKeys } from '../services/quick-keys';

const tags = ['pos'];

export const signedInQuickKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pos/quick-keys', { schema: { tags, response: { 200: ZQuickKeys } } }, async (request) => listQuickKeys(request.db, request.auth!));
};

export const adminQuickKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/pos/quick-keys', { schema: { tags, body: ZQuickKeysInput, response: { 200: ZQuickKeys } } }, async (request) => saveQuickKeys(request.db, request.auth!, request.body));
};
