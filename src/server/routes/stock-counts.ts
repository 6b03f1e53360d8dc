/**
 * Stock counts (issue 12, item 5). Everyone signed in sees counts and counts (scans, types and
 * removes lines); admins open, cancel and commit them. The count rule is in docs/stock.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZStockCount,
  ZStockCountCommit,
  ZStockCountCreate,
  ZStockCountLineChange,
  ZStockCountLineParams,
  ZStockCountLineRemoved,
  ZStockCountLineSet,
  ZStockCountList,
  ZStockCountListQuery,
  ZStockCountParams,
  ZStockCountScan,
} from '../../domain/schemas/stock-counts';
import * as counts from '../services/stock/counts';

const tags = ['stock counts'];

export const signedInStockCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stock-counts', { schema: { tags, querystring: ZStockCountListQuery, response: { 200: ZStockCountList } } }, async (request) =>
    counts.listCounts(request.db, request.auth!.cid, request.query, app.config.PAGE_SIZE),
  );

  app.get('/stock-counts/:id', { schema: { tags, params: ZStockCountParams, response: { 200: ZStockCount } } }, async (request) =>
    counts.getCount(request.db, request.auth!, request.params.id),
  );

  app.post(
    '/stock-counts/:id/scan',
    { schema: { tags, params: ZStockCountParams, body: ZStockCountScan, response: { 200: ZStockCountLineChange } } },
    async (request) => counts.scanIntoCount(request.db, request.auth!, request.params.id, request.body),
  );

  app.put(
    '/stock-counts/:id/lines/:inventoryId',
    { schema: { tags, params: ZStockCountLineParams, body: ZStockCountLineSet, response: { 200: ZStockCountLineChange } } },
    async (request) => counts.setCountedLine(request.db, request.auth!, request.params.id, request.params.inventoryId, request.body),
  );

  app.delete(
    '/stock-counts/:id/lines/:inventoryId',
    { schema: { tags, params: ZStockCountLineParams, response: { 200: ZStockCountLineRemoved } } },
    async (request) => counts.removeCountLine(request.db, request.auth!, request.params.id, request.params.inventoryId),
  );
};

export const adminStockCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/stock-counts', { schema: { tags, body: ZStockCountCreate, response: { 201: ZStockCount } } }, async (request, reply) => {
    const created = await counts.createCount(request.db, request.auth!, request.body);
    reply.status(201);
    return created;
  });

  app.post(
    '/stock-counts/:id/commit',
    { schema: { tags, params: ZStockCountParams, body: ZStockCountCommit, response: { 200: ZStockCount } } },
    async (request) => counts.commitCount(request.db, request.auth!, request.params.id, request.body),
  );

  app.post('/stock-counts/:id/cancel', { schema: { tags, params: ZStockCountParams, response: { 200: ZStockCount } } }, async (request) =>
    counts.cancelCount(request.db, request.auth!, request.params.id),
  );
};
