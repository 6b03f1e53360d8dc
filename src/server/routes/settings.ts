/**
 * Tax rate and currency (spec section 7): everyone signed in reads them (the header shows them);
 * admins set them. The update accepts JSON or the old client's multipart form, and its path with
 * the stray closing brace (`/setting/update/{id}}`): the id schema drops the brace.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSetting, ZSettingIdParams, ZSettingInput } from '../../domain/schemas/settings';
import { ZBusinessDetails } from '../../domain/schemas/business';
import { ZRegion, ZRegionInput } from '../../domain/schemas/region';
import { getBusinessDetails, updateBusinessDetails } from '../services/business-details';
import * as settingsService from '../services/settings';
import { getRegion, updateRegion } from '../services/region';

const tags = ['settings'];

export const signedInSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/setting/list', { schema: { tags, response: { 200: z.array(ZSetting) } } }, async (request) => settingsService.listSettings(request.db, request.auth!.cid));

  /** The time zone and locale: every business has them from sign-up, unlike the tax row above. */
  app.get('/setting/region', { schema: { tags, response: { 200: ZRegion } } }, async (request) => getRegion(request.db, request.auth!.cid));

  /** The shop's name, address and phone, as receipts print them. */
  app.get('/setting/business', { schema: { tags, response: { 200: ZBusinessDetails } } }, async (request) => getBusinessDetails(request.db, request.auth!.cid));
};

export const adminSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/setting/add', { schema: { tags, body: ZSettingInput, response: { 201: ZSetting } } }, async (request, reply) => {
    const setting = await settingsService.addSettings(request.db, request.auth!, request.body);
    reply.status(201);
    return setting;
  });

  app.put('/setting/update/:id', { schema: { tags, params: ZSettingIdParams, body: ZSettingInput, response: { 200: ZSetting } } }, async (request) =>
    settingsService.updateSettings(request.db, request.auth!, request.params.id, request.body),
  );

  app.put('/setting/region', { schema: { tags, body: ZRegionInput, response: { 200: ZRegion } } }, async (request) =>
    updateRegion(request.db, request.auth!.cid, request.body),
  );

  app.put('/setting/business', { schema: { tags, body: ZBusinessDetails, response: { 200: ZBusinessDetails } } }, async (request) =>
    updateBusinessDetails(request.db, request.auth!.cid, request.body),
  );
};
