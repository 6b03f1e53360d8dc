/**
 * Tax classes (docs/money.md): anyone signed in lists them (the terminal prices with them); admins
 * add, rename, re-rate, make default and delete them, and pick an item category's class.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZItem } from '../../domain/schemas/inventory';
import { ZItemTaxClassInput, ZTaxClass, ZTaxClassInput, ZTaxClassUpdate } from '../../domain/schemas/tax';
import * as taxClasses from '../services/tax-classes';

const tags = ['tax classes'];

export const signedInTaxClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tax-classes', { schema: { tags, response: { 200: z.array(ZTaxClass) } } }, async (request) => taxClasses.listTaxClasses(request.db, request.auth!.cid));
};

export const adminTaxClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/tax-classes', { schema: { tags, body: ZTaxClassInput, response: { 201: ZTaxClass } } }, async (request, reply) => {
    const created = await taxClasses.addTaxClass(request.db, request.auth!.cid, request.body);
    reply.status(201);
    return created;
  });

  app.put('/tax-classes/:id', { schema: { tags, params: ZIdParams, body: ZTaxClassUpdate, response: { 200: ZTaxClass } } }, async (request) =>
    taxClasses.updateTaxClass(request.db, request.auth!.cid, request.params.id, request.body),
  );

  app.delete('/tax-classes/:id', { schema: { tags, params: ZIdParams, response: { 200: ZMessage } } }, async (request) =>
    taxClasses.deleteTaxClass(request.db, request.auth!.cid, request.params.id),
  );

  /** An item category's class: `{ taxClassId }`, or `{ taxClassId: null }` for the default class. */
  app.put('/item/:id/tax-class', { schema: { tags: ['items', ...tags], params: ZIdParams, body: ZItemTaxClassInput, response: { 200: ZItem } } }, async (request) =>
    taxClasses.setItemTaxClass(request.db, request.auth!.cid, request.params.id, request.body),
  );
};
