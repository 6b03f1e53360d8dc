/**
 * The stock ledger (issue: every unit accounted for): anyone signed in reads an entry's history
 * and the business's movements; admins adjust stock by hand.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ZIdParams } from '../../domain/schemas/common';
import { ZAdjustment, ZAdjustmentResult, ZEntryMovementsQuery, ZMovementPage, ZMovementsFilter, ZMovementsQuery } from '../../domain/schemas/stock';
import { adjustStock } from '../services/stock/adjustments';
import { exportMovementsCsv, listEntryMovements, listMovements } from '../services/stock/movements';

const tags = ['stock'];
/** A CSV export sent as it is read (a stream); the API documentation shows it as the text it is. */
const ZCsvStream = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', description: 'CSV text' });

export const signedInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory/:id/movements',
    { schema: { tags, params: ZIdParams, querystring: ZEntryMovementsQuery, response: { 200: ZMovementPage } } },
    async (request) => listEntryMovements(request.db, request.auth!.cid, request.params.id, request.query, app.config.PAGE_SIZE),
  );

  app.get('/movements', { schema: { tags, querystring: ZMovementsQuery, response: { 200: ZMovementPage } } }, async (request) =>
    listMovements(request.db, request.auth!.cid, request.query, app.config.PAGE_SIZE),
  );

  app.get('/movements.csv', { schema: { tags, querystring: ZMovementsFilter, response: { 200: ZCsvStream } } }, async (request, reply) => {
    const cid = request.auth!.cid;
    const { from, to, reason } = request.query;
    const csv = await exportMovementsCsv(request.db, (work) => app.database.tenant(cid, work), cid, request.query);
    const name = `stock-movements-${from ?? 'start'}-to-${to ?? 'now'}${reason ? `-${reason}` : ''}.csv`;
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
    return csv;
  });
};

export const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/inventory/:id/adjust', { schema: { tags, params: ZIdParams, body: ZAdjustment, response: { 200: ZAdjustmentResult } } }, async (request) =>
    adjustStock(request.db, request.auth!, request.params.id, request.body),
  );
};
