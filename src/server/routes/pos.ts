/**
 * Sales terminal, checkout, receipts and returns (spec section 7, /pos/*). Any signed-in user of
 * the business may sell and accept returns: they are its sales staff.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBarcodeParams,
  ZCheckoutBody,
  ZCheckoutQuery,
  ZCheckoutResult,
  ZIdempotencyHeaders,
  ZPosList,
  ZPosListQuery,
  ZReceipt,
  ZReturnsList,
  ZReturnsQuery,
  ZReturnSummary,
  ZReturnUpdate,
} from '../../domain/schemas/pos';
import { ZPartialReturn, ZReturnResult } from '../../domain/schemas/money';
import { ZOfflineSale, ZOfflineSaleHeaders, ZOfflineSaleResult } from '../../domain/schemas/offline-sales';
import { checkout } from '../services/checkout';
import { recordOfflineSale } from '../services/offline-sales';
import { returnUnits } from '../services/money/returns';
import { listProductsForSale } from '../services/pos';
import { acceptReturn, findReturns, getReceipt } from '../services/receipts';

export const signedInPosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pos/list', { schema: { tags: ['pos'], querystring: ZPosListQuery, response: { 200: ZPosList } } }, async (request) =>
    listProductsForSale(request.db, request.auth!, request.query, app.config.PAGE_SIZE),
  );

  app.put(
    '/pos/generate',
    {
      schema: {
        tags: ['pos'],
        querystring: ZCheckoutQuery,
        headers: ZIdempotencyHeaders,
        body: ZCheckoutBody,
        response: { 201: ZCheckoutResult },
      },
    },
    async (request, reply) => {
      const result = await checkout(request.db, {
        auth: request.auth!,
        body: request.body,
        qrid: request.query.qrid,
        register: request.query.register,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.status(201);
      return result;
    },
  );

  // A sale made while the terminal had no server: 201 when recorded, 200 with the first result
  // when its key was seen before (services/offline-sales.ts).
  app.post(
    '/pos/offline-sales',
    { schema: { tags: ['pos'], headers: ZOfflineSaleHeaders, body: ZOfflineSale, response: { 200: ZOfflineSaleResult, 201: ZOfflineSaleResult } } },
    async (request, reply) => {
      const { created, result } = await recordOfflineSale(request.db, { auth: request.auth!, sale: request.body, idempotencyKey: request.headers['idempotency-key'] });
      reply.status(created ? 201 : 200);
      return result;
    },
  );

  app.get('/pos/receipt/:barcode', { schema: { tags: ['pos'], params: ZBarcodeParams, response: { 200: ZReceipt } } }, async (request) =>
    getReceipt(request.db, request.auth!.cid, request.params.barcode),
  );

  app.get('/pos/returns', { schema: { tags: ['pos'], querystring: ZReturnsQuery, response: { 200: ZReturnsList } } }, async (request) =>
    findReturns(request.db, request.auth!.cid, request.query.barcode),
  );

  app.post('/pos/returns', { schema: { tags: ['pos'], body: ZPartialReturn, response: { 201: ZReturnResult } } }, async (request, reply) => {
    const { result } = await returnUnits(request.db, request.auth!, request.body);
    reply.status(201);
    return result;
  });

  app.put('/pos/returns/update', { schema: { tags: ['pos'], body: ZReturnUpdate, response: { 200: ZReturnSummary } } }, async (request) =>
    acceptReturn(request.db, request.auth!, request.body),
  );
};
