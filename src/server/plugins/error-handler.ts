import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG } from '../../domain/messages';
import { AppError, type CountedFailure } from '../errors';
import { redactUrl } from '../redact-url';
import { probeKeys, recordFailedAttempts } from '../services/attempts';

const SPEC_MESSAGES = new Set<string>(Object.values(MSG));

/**
 * Turns a validation failure into one sentence. The spec's own messages stand alone
 * ("Please enter all fields"); any other names its field ("qty: Too small: expected ...").
 */
function describeValidation(err: { validation: { instancePath: string; message?: string }[] }): string {
  const first = err.validation[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const msg = first.message ?? 'is invalid';
  if (SPEC_MESSAGES.has(msg) || !field) return msg;
  return `${field}: ${msg}`;
}

/** PostgreSQL data exceptions caused by a value, not by the server: out of range, bad encoding, bad format. */
const BAD_VALUE_CODES = new Set(['22003', '22021', '22P02', '22P05', '22007', '22008', '22001', '54000']);

function isBadValueForDatabase(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string' && BAD_VALUE_CODES.has(e.code)) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** Outside any business and after the request's own transaction ended (see CountedFailure). */
async function recordCountedFailure(app: FastifyInstance, request: FastifyRequest, counts: CountedFailure): Promise<void> {
  const keys = [...(counts.passwordFor ? [counts.passwordFor] : []), ...(counts.emailProbe ? probeKeys(request.auth?.userId, request.ip) : [])];
  await recordFailedAttempts(app.database.db, keys).catch((err: unknown) => request.log.error({ err }, 'could not record a failed attempt'));
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(async (err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        if (err.counts) await recordCountedFailure(app, request, err.counts);
        return reply.status(err.statusCode).send({ message: err.message });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        return reply.status(400).send({ message: describeValidation(err) });
      }
      if (isBadValueForDatabase(err)) {
        // Input the schemas let through but PostgreSQL cannot take (a number out of range, bad text).
        request.log.warn({ err, url: redactUrl(request.url) }, 'database refused a value');
        return reply.status(400).send({ message: 'A value is out of range or not valid' });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, url: redactUrl(request.url) }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: bad JSON, body too large, wrong content type, rate limit.
        const message =
          err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Request body is empty'
                : status === 400 && err.code?.startsWith('FST_ERR_CTP')
                  ? 'Request body is not valid JSON'
                  : err.message;
        return reply.status(status).send({ message });
      }
      request.log.error({ err, method: request.method, url: redactUrl(request.url), cid: request.auth?.cid }, 'unhandled error');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
    });

  },
  { name: 'error-handler' },
);
