/**
 * Registers and their shifts (the cash drawer). Anyone signed in sees the registers, opens a shift
 * on one, pays cash in and out and closes the shifts they opened; admins add registers and act on
 * and see every shift (services/money/shifts.ts holds who may do what to a shift).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../domain/schemas/common';
import {
  ZRegister,
  ZRegisterInput,
  ZRegisterList,
  ZShiftCashInput,
  ZShiftCloseInput,
  ZShiftList,
  ZShiftListQuery,
  ZShiftOpenInput,
  ZShiftReport,
} from '../../domain/schemas/money';
import { createRegister, listRegisters } from '../services/money/registers';
import { closeShift, listShifts, moveCash, openShift, openShiftReport, shiftReport } from '../services/money/shifts';

const tags = ['registers'];

export const signedInRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/registers', { schema: { tags, response: { 200: ZRegisterList } } }, async (request) => ({
    registers: await listRegisters(request.db, request.auth!.cid),
  }));

  app.post('/registers/:id/shifts', { schema: { tags, params: ZIdParams, body: ZShiftOpenInput, response: { 201: ZShiftReport } } }, async (request, reply) => {
    const report = await openShift(request.db, request.auth!, request.params.id, request.body);
    reply.status(201);
    return report;
  });

  app.get('/registers/:id/shift', { schema: { tags, params: ZIdParams, response: { 200: ZShiftReport } } }, async (request) =>
    openShiftReport(request.db, request.auth!, request.params.id),
  );

  app.post('/shifts/:id/cash', { schema: { tags, params: ZIdParams, body: ZShiftCashInput, response: { 201: ZShiftReport } } }, async (request, reply) => {
    const report = await moveCash(request.db, request.auth!, request.params.id, request.body);
    reply.status(201);
    return report;
  });

  app.post('/shifts/:id/close', { schema: { tags, params: ZIdParams, body: ZShiftCloseInput, response: { 200: ZShiftReport } } }, async (request) =>
    closeShift(request.db, request.auth!, request.params.id, request.body),
  );

  app.get('/shifts/:id', { schema: { tags, params: ZIdParams, response: { 200: ZShiftReport } } }, async (request) =>
    shiftReport(request.db, request.auth!, request.params.id),
  );

  app.get('/shifts', { schema: { tags, querystring: ZShiftListQuery, response: { 200: ZShiftList } } }, async (request) =>
    listShifts(request.db, request.auth!, request.query, app.config.PAGE_SIZE),
  );
};

export const adminRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/registers', { schema: { tags, body: ZRegisterInput, response: { 201: ZRegister } } }, async (request, reply) => {
    const register = await createRegister(request.db, request.auth!.cid, request.body);
    reply.status(201);
    return register;
  });
};
