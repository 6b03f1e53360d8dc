/**
 * Item categories (spec section 7): anyone signed in lists them; admins add (from Settings) and delete.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMessage } from '../../domain/schemas/common';
import { ZItem, ZItemAdd, ZItemList, ZItemListQuery } from '../../domain/schemas/inventory';
import * as itemsService from '../services/items';

const tags = ['items'];

export const signedInItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/item/list', { schema: { tags, querystring: ZItemListQuery, response: { 200: ZItemList } } }, async (request) =>
    itemsService.listItems(request.db, request.auth!.cid, request.query, request.query.pageSize ?? app.config.PAGE_SIZE),
  );

  app.get('/item/all', { schema: { tags, response: { 200: z.array(ZItem) } } }, async (request) => itemsService.allItems(request.db, request.auth!.cid));
};

export const adminItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/item/add', { schema: { tags, body: ZItemAdd, response: { 201: ZItem } } }, async (request, reply) => {
    const item = await itemsService.addItem(request.db, request.auth!, request.body);
    reply.status(201);
    return item;
  });

  app.delete('/item/del/:id', { schema: { tags, params: ZIdParams, response: { 200: ZMessage } } }, async (request) =>
    itemsService.deleteItem(request.db, request.auth!, request.params.id),
  );
};
