/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one fails deep inside a query as
 * an encoding error. Refusing it here, for every route at once, turns that into a plain 400 before
 * any handler runs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Stream } from 'node:stream';
import { AppError } from '../errors';

export const NUL_MESSAGE = 'Text may not contain NUL characters';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // An upload read as it arrives (the catalogue import) is checked by its reader, not walked here.
  if (value instanceof Stream) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw new AppError('VALIDATION', NUL_MESSAGE);
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
