/**
 * Manufacturers (spec section 7, the `/name` paths): anyone signed in lists them; admins add and delete.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZManufacturer, ZManufacturerAdd, ZManufacturerList, ZManufacturerListQuery } from '../../domain/schemas/inventory';
import * as manufacturersService from '../services/manufacturers';

const tags = ['manufacturers'];

export const signedInManufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/name/list', { schema: { tags, querystring: ZManufacturerListQuery, response: { 200: ZManufacturerList } } }, async (request) =>
    manufacturersService.listManufacturers(request.db, request.auth!.cid, request.query, request.query.pageSize ?? app.config.PAGE_SIZE),
  );

  app.get('/name/all', { schema: { tags, response: { 200: z.array(ZManufacturer) } } }, async (request) =>
    manufacturersService.allManufacturers(request.db, request.auth!.cid),
  );
};

export const adminManufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/name/add', { schema: { tags, body: ZManufacturerAdd, response: { 201: ZManufacturer } } }, async (request, reply) => {
    const manufacturer = await manufacturersService.addManufacturer(request.db, request.auth!, request.body);
    reply.status(201);
    return manufacturer;
  });

  app.delete('/name/del/:id', { schema: { tags, params: ZIdParams, response: { 200: ZMessage } } }, async (request) =>
    manufacturersService.deleteManufacturer(request.db, request.auth!, request.params.id),
  );
};
