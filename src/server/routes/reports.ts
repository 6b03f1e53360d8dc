/**
 * Inventory reports and the dashboard summary (spec sections 2 and 7): any signed-in user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLowInventoryPage, ZLowInventoryQuery, ZSummary } from '../../domain/schemas/reports';
import * as reportsService from '../services/reports';

export const signedInReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/lowinventory',
    { schema: { tags: ['reports'], querystring: ZLowInventoryQuery, response: { 200: ZLowInventoryPage } } },
    async (request) => reportsService.listLowInventory(request.db, request.auth!, { page: request.query.lowpageNumber, pageSize: app.config.PAGE_SIZE }),
  );

  app.get('/summary', { schema: { tags: ['reports'], response: { 200: ZSummary } } }, async (request) => reportsService.getSummary(request.db, request.auth!));
};
