/**
 * Purchase orders and receiving (issue 12, item 4): anyone signed in sees the orders and receives
 * goods against them (staff unpack the deliveries); admins place and cancel orders, and draft them
 * from the inventory (which shows cost).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../domain/schemas/common';
import {
  ZOrderableEntries,
  ZOrderableQuery,
  ZPurchaseOrder,
  ZPurchaseOrderInput,
  ZPurchaseOrderList,
  ZPurchaseOrderListQuery,
  ZReceiptInput,
} from '../../domain/schemas/purchasing';
import { findOrderableEntries, lowStockEntries } from '../services/stock/order-drafts';
import * as ordersService from '../services/stock/purchase-orders';
import { receivePurchaseOrder } from '../services/stock/receiving';

const tags = ['purchase orders'];

export const signedInPurchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/purchase-orders', { schema: { tags, querystring: ZPurchaseOrderListQuery, response: { 200: ZPurchaseOrderList } } }, async (request) =>
    ordersService.listPurchaseOrders(request.db, request.auth!, request.query, app.config.PAGE_SIZE),
  );

  app.get('/purchase-orders/:id', { schema: { tags, params: ZIdParams, response: { 200: ZPurchaseOrder } } }, async (request) =>
    ordersService.getPurchaseOrder(request.db, request.auth!, request.params.id),
  );

  app.post('/purchase-orders/:id/receive', { schema: { tags, params: ZIdParams, body: ZReceiptInput, response: { 200: ZPurchaseOrder } } }, async (request) =>
    receivePurchaseOrder(request.db, request.auth!, request.params.id, request.body),
  );
};

export const adminPurchaseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/purchase-orders', { schema: { tags, body: ZPurchaseOrderInput, response: { 201: ZPurchaseOrder } } }, async (request, reply) => {
    const order = await ordersService.createPurchaseOrder(request.db, request.auth!, request.body);
    reply.status(201);
    return order;
  });

  app.post('/purchase-orders/:id/cancel', { schema: { tags, params: ZIdParams, response: { 200: ZPurchaseOrder } } }, async (request) =>
    ordersService.cancelPurchaseOrder(request.db, request.auth!, request.params.id),
  );

  // Drafting: "Order what is low", and the entries a scan or a search finds.
  app.get('/purchase-orders/low-stock', { schema: { tags, response: { 200: ZOrderableEntries } } }, async (request) => lowStockEntries(request.db, request.auth!.cid));

  app.get('/purchase-orders/orderable', { schema: { tags, querystring: ZOrderableQuery, response: { 200: ZOrderableEntries } } }, async (request) =>
    findOrderableEntries(request.db, request.auth!.cid, request.query.keyword, app.config.PAGE_SIZE),
  );
};
