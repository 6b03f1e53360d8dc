/**
 * Sales history, the period summary and their CSV exports: admins only. Each clerk sees their own
 * receipts of today.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ZDateRange, ZOwnSalesToday, ZSalesListQuery, ZSalesPage, ZSalesSummary, ZSalesToday } from '../../domain/schemas/reports';
import { ZHeldSaleAccepted, ZHeldSaleParams, ZOfflineReport, ZOfflineReportQuery } from '../../domain/schemas/offline-sales';
import { offlineReport } from '../services/offline-report';
import { acceptHeldSale } from '../services/offline-sales';
import * as salesHistory from '../services/sales-history';
import { salesToday } from '../services/sales-today';

const ZCsv = z.string();
/** A CSV export sent as it is read (a stream); the API documentation shows it as the text it is. */
const ZCsvStream = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', description: 'CSV text' });

function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}

export const signedInSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sales/mine', { schema: { tags: ['sales'], response: { 200: ZOwnSalesToday } } }, async (request) => salesHistory.ownSalesToday(request.db, request.auth!));
};

export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sales made offline of the last `days` days: the stock they took below zero, the prices they changed.
  app.get('/sales/offline', { schema: { tags: ['sales'], querystring: ZOfflineReportQuery, response: { 200: ZOfflineReport } } }, async (request) =>
    offlineReport(request.db, request.auth!.cid, request.query.days),
  );

  // A held offline sale looked at: it may be refunded from now on.
  app.post('/sales/offline/:barcode/accept', { schema: { tags: ['sales'], params: ZHeldSaleParams, response: { 200: ZHeldSaleAccepted } } }, async (request) =>
    acceptHeldSale(request.db, request.auth!, request.params.barcode),
  );

  app.get('/sales/list', { schema: { tags: ['sales'], querystring: ZSalesListQuery, response: { 200: ZSalesPage } } }, async (request) => {
    const { pageNumber, from, to } = request.query;
    return salesHistory.listSales(request.db, request.auth!.cid, { page: pageNumber, pageSize: app.config.PAGE_SIZE, from, to });
  });

  // The dashboard's figures of today, read each time they are asked (never remembered), so they stay live.
  app.get('/sales/today', { schema: { tags: ['sales'], response: { 200: ZSalesToday } } }, async (request) => salesToday(request.db, request.auth!.cid));

  app.get('/sales/summary', { schema: { tags: ['sales'], querystring: ZDateRange, response: { 200: ZSalesSummary } } }, async (request) =>
    salesHistory.summarizeSales(request.db, request.auth!.cid, request.query),
  );

  app.get('/sales/export.csv', { schema: { tags: ['sales'], querystring: ZDateRange, response: { 200: ZCsvStream } } }, async (request, reply) => {
    const { from, to } = request.query;
    const cid = request.auth!.cid;
    const csv = await salesHistory.exportSalesCsv(request.db, (work) => app.database.tenant(cid, work), cid, request.query);
    const name = `sales-${from ?? 'start'}-to-${to ?? 'now'}.csv`;
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(name)).header('cache-control', 'private, no-store');
    return csv;
  });

  app.get('/sales/summary.csv', { schema: { tags: ['sales'], querystring: ZDateRange, response: { 200: ZCsv } } }, async (request, reply) => {
    const { csv, from, to } = await salesHistory.exportSummaryCsv(request.db, request.auth!.cid, request.query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(`sales-summary-${from}-to-${to}.csv`))
      .header('cache-control', 'private, no-store');
    return csv;
  });
};
