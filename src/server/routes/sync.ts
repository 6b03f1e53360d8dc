/**
 * The terminal's catalogue on the device: anyone at the till downloads it, whole or as changes.
 * The whole catalogue of a large shop is megabytes of JSON, so it goes gzipped when the client
 * takes gzip (browsers always do), compressed off the event loop.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ZDeviceCatalog, ZDeviceCatalogQuery } from '../../domain/schemas/pos';
import { deviceCatalog } from '../services/sync/device-catalog';

const gzipAsync = promisify(gzip);

/** Below this an answer is sent as it is: compressing a few rows costs more than it saves. */
const COMPRESS_FROM_BYTES = 8 * 1024;

export const signedInSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pos/catalog', { schema: { tags: ['pos'], querystring: ZDeviceCatalogQuery, response: { 200: ZDeviceCatalog } } }, async (request, typedReply) => {
    // Answered as ready-made bytes, which the schema documents but does not type (hence `never`).
    // They are returned, not sent from here, so the answer leaves once the handler's business scope
    // has finished (src/server/plugins/business-scope.ts), like every other route's.
    const reply: FastifyReply = typedReply;
    const catalog = await deviceCatalog(request.db, request.auth!, request.query.since);
    const json = JSON.stringify(catalog);
    reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (!acceptsGzip || json.length < COMPRESS_FROM_BYTES) return json as never;
    reply.header('content-encoding', 'gzip');
    return (await gzipAsync(json, { level: 6 })) as never;
  });
};
