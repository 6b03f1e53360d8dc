/**
 * Inventory entries (spec section 7). Listing, viewing and adding are for any signed-in user
 * (section 6 lists "add inventory" for everyone); editing and deleting are for admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZInventoryAdd, ZInventoryEntry, ZInventoryList, ZInventoryListQuery, ZInventoryReplace, ZInventoryRow, ZInventoryUpdate, ZUpdmQuery } from '../../domain/schemas/inventory';
import * as inventoryService from '../services/inventory';

const tags = ['inventory'];

export const signedInInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/inventory/list', { schema: { tags, querystring: ZInventoryListQuery, response: { 200: ZInventoryList } } }, async (request) =>
    inventoryService.listInventory(request.db, request.auth!, request.query, app.config.PAGE_SIZE),
  );

  app.get('/inventory/edit/:id', { schema: { tags, params: ZIdParams, response: { 200: ZInventoryRow } } }, async (request) =>
    inventoryService.getEntry(request.db, request.auth!, request.params.id),
  );

  app.post('/inventory/add', { schema: { tags, body: ZInventoryAdd, response: { 201: ZInventoryRow } } }, async (request, reply) => {
    const entry = await inventoryService.addEntry(request.db, request.auth!, request.body);
    reply.status(201);
    return entry;
  });
};

export const adminInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/inventory/upd/:id', { schema: { tags, params: ZIdParams, body: ZInventoryUpdate, response: { 200: ZInventoryEntry } } }, async (request) =>
    inventoryService.updateEntry(request.db, request.auth!, request.params.id, request.body),
  );

  // `objcount` (the old client's batch size) is accepted and not needed: each call names one entry.
  app.put(
    '/inventory/updm/:id',
    { schema: { tags, params: ZIdParams, querystring: ZUpdmQuery, body: ZInventoryReplace, response: { 200: ZInventoryEntry } } },
    async (request) => inventoryService.replaceEntry(request.db, request.auth!, request.params.id, request.body),
  );

  app.delete('/inventory/del/:id', { schema: { tags, params: ZIdParams, response: { 200: ZMessage } } }, async (request) =>
    inventoryService.deleteEntry(request.db, request.auth!, request.params.id),
  );
};
