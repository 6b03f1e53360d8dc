/**
 * Receipt images. Public at the routing level because a customer's wallet fetches them without an
 * account: a signed-in user of the business, or `?wallet=` naming the wallet the receipt was sent
 * to, may see it; anyone else gets the same 404 as for a receipt that does not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReceiptImageParams, ZReceiptImageQuery } from '../../domain/schemas/pos';
import { receiptImage } from '../services/receipt-image-store';
import { getReceiptForImage } from '../services/receipts';

/**
 * Per client address: a wallet page shows a few dozen receipts at most, while a flood (which costs
 * a look-up per request even once each image is stored) gets 429 long before it matters.
 */
const IMAGES_PER_MINUTE = 120;

export const publicReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/return/:qfname',
    {
      config: { rateLimit: { max: IMAGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['pos'], params: ZReceiptImageParams, querystring: ZReceiptImageQuery },
    },
    async (request, reply) => {
      try {
        await app.requireUser(request);
      } catch {
        // Not signed in (or not any more): only the wallet may open it.
      }
      const receipt = await getReceiptForImage(app.database, request.params.qfname, { cid: request.auth?.cid, walletId: request.query.wallet });
      // A receipt never changes except to become returned (which the image shows), so that is
      // all the validator needs; a revalidation then costs a lookup, not a render.
      const etag = `"${receipt.barcode}-${receipt.returned ? 'r' : 'o'}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-disposition', `inline; filename="${receipt.qfname}"`)
        .type('image/png')
        .send(await receiptImage(app.database, receipt));
    },
  );
};
