/**
 * Suppliers (issue 12, item 3): anyone signed in may look them up (staff receive the goods);
 * admins add, change and remove them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZSupplier, ZSupplierInput, ZSupplierList, ZSupplierListQuery } from '../../domain/schemas/purchasing';
import * as suppliersService from '../services/stock/suppliers';

const tags = ['suppliers'];

export const signedInSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/suppliers', { schema: { tags, querystring: ZSupplierListQuery, response: { 200: ZSupplierList } } }, async (request) =>
    suppliersService.listSuppliers(request.db, request.auth!.cid, request.query, app.config.PAGE_SIZE),
  );

  app.get('/suppliers/:id', { schema: { tags, params: ZIdParams, response: { 200: ZSupplier } } }, async (request) =>
    suppliersService.getSupplier(request.db, request.auth!.cid, request.params.id),
  );
};

export const adminSupplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/suppliers', { schema: { tags, body: ZSupplierInput, response: { 201: ZSupplier } } }, async (request, reply) => {
    const supplier = await suppliersService.addSupplier(request.db, request.auth!.cid, request.body);
    reply.status(201);
    return supplier;
  });

  app.put('/suppliers/:id', { schema: { tags, params: ZIdParams, body: ZSupplierInput, response: { 200: ZSupplier } } }, async (request) =>
    suppliersService.updateSupplier(request.db, request.auth!.cid, request.params.id, request.body),
  );

  app.delete('/suppliers/:id', { schema: { tags, params: ZIdParams, response: { 200: ZMessage } } }, async (request) =>
    suppliersService.deleteSupplier(request.db, request.auth!.cid, request.params.id),
  );
};
