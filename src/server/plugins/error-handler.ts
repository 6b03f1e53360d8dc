import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { genericCodeFor } from '../../domain/error-codes';
import { MSG } from '../../domain/messages';
import { ERROR_RESPONSES, type TErrorBody } from '../../domain/schemas/errors';
import { AppError, STATUS_OF, pgCodeOf, wordsOf, type AppErrorCode, type CountedFailure } from '../errors';
import { isApiRoute } from './csrf';
import { redactUrl } from '../redact-url';
import { passwordFailureKeys, probeKeys, recordFailedAttempts } from '../services/attempts';
import { answerLanguage, requestedLanguage } from '../services/answer-language';
import { say } from '../../i18n/server-catalog';
import { zodDefaultIn } from '../../i18n/zod-words';
import type { Language } from '../../i18n/languages';

const SPEC_MESSAGES = new Set<string>(Object.values(MSG));

/**
 * Turns a validation failure into one sentence and the field at fault. The spec's own messages
 * stand alone ("Please enter all fields"); any other names its field ("qty: Too small: expected ...").
 */
type ValidationEntry = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/**
 * A validation message in `language`: a schema's own message from the catalogues; zod's default
 * words ("Too small: …") from zod's locale for that language.
 */
function wordValidation(entry: ValidationEntry, language: Language): string {
  const english = entry.message ?? 'is invalid';
  const said = say(language, english);
  if (said !== english || language === 'en' || !entry.keyword) return said;
  const issue = { ...entry.params, code: entry.keyword, path: [], message: english };
  return zodDefaultIn(language, issue, english) ?? english;
}

function describeValidation(err: { validation: ValidationEntry[] }, language: Language): { message: string; field?: string } {
  const first = err.validation[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const msg = wordValidation(first, language);
  if (!field) return { message: msg };
  return { message: SPEC_MESSAGES.has(first.message ?? '') ? msg : `${field}: ${msg}`, field };
}

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Every error answer: the code's status, `{ message, code }`, and `field` when one is at fault.
 * `message` is already in the caller's language (sendEnglish words a fixed English one).
 */
function sendError(reply: FastifyReply, code: AppErrorCode, message: string, field?: string) {
  const body: TErrorBody = field ? { message, code, field } : { message, code };
  return reply.status(STATUS_OF[code]).send(body);
}

/** An answer worded once in English, in the caller's language when a catalogue has it. */
function sendEnglish(reply: FastifyReply, language: Language, code: AppErrorCode, english: string) {
  return sendError(reply, code, say(language, english));
}

/** Fastify's own client errors: bad JSON, body too large, wrong content type, rate limit. */
function describeClientError(err: FastifyError, status: number): { code: AppErrorCode; message: string } {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'BAD_REQUEST', message: 'Request body is empty' };
  }
  if (status === 400 && err.code?.startsWith('FST_ERR_CTP')) return { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' };
  return { code: genericCodeFor(status), message: err.message };
}

/**
 * Lists the error answers in every API route's schema, so the documentation shows them and the
 * response writer compiled per status keeps `code` and `field`. A status a route declares itself
 * is left as it is.
 */
function declareErrorResponses(route: RouteOptions): void {
  if (!isApiRoute(route.url) || route.schema?.hide) return;
  const response: Record<string, unknown> = { ...(route.schema?.response ?? {}) };
  for (const [status, schema] of ERROR_RESPONSES) if (!(status in response)) response[status] = schema;
  route.schema = { ...route.schema, response };
}

/** PostgreSQL data exceptions caused by a value, not by the server: out of range, bad encoding, bad format. */
const BAD_VALUE_CODES = new Set(['22003', '22021', '22P02', '22P05', '22007', '22008', '22001', '54000']);

function isBadValueForDatabase(err: unknown): boolean {
  const code = pgCodeOf(err);
  return code !== undefined && BAD_VALUE_CODES.has(code);
}

/** Outside any business and after the request's own transaction ended (see CountedFailure). */
async function recordCountedFailure(app: FastifyInstance, request: FastifyRequest, counts: CountedFailure): Promise<void> {
  const keys = [...(counts.passwordFor ? passwordFailureKeys(counts.passwordFor, request.ip) : []), ...(counts.emailProbe ? probeKeys(request.auth?.userId, request.ip) : [])];
  await recordFailedAttempts(app.database.db, keys).catch((err: unknown) => request.log.error({ err }, 'could not record a failed attempt'));
}

/**
 * Fastify's router refuses two kinds of path before any route or error handler runs; they get the
 * same kind of answer. A path value longer than any id is an id that does not exist.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestedLanguage(request);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendEnglish(reply, language, 'NOT_FOUND', 'Not found');
  if (err.code === 'FST_ERR_BAD_URL') return sendEnglish(reply, language, 'BAD_REQUEST', 'The path is not a valid URL');
  reply.log.error({ err }, 'router error');
  return sendEnglish(reply, language, 'INTERNAL', INTERNAL_MESSAGE);
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(async (err: FastifyError, request, reply) => {
      const language = await answerLanguage(app, request);
      if (err instanceof AppError) {
        if (err.counts) await recordCountedFailure(app, request, err.counts);
        return sendError(reply, err.code, wordsOf(err.saying, language), err.field);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const { message, field } = describeValidation(err, language);
        return sendError(reply, 'VALIDATION', message, field);
      }
      if (isBadValueForDatabase(err)) {
        // Input the schemas let through but PostgreSQL cannot take (a number out of range, bad text).
        request.log.warn({ err, url: redactUrl(request.url) }, 'database refused a value');
        return sendEnglish(reply, language, 'VALIDATION', 'A value is out of range or not valid');
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, url: redactUrl(request.url) }, 'response did not match its schema');
        return sendEnglish(reply, language, 'INTERNAL', INTERNAL_MESSAGE);
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        // A status no code is meant for becomes its general code's (one map, so clients see only listed statuses).
        const { code, message } = describeClientError(err, status);
        return sendEnglish(reply, language, code, message);
      }
      request.log.error({ err, method: request.method, url: redactUrl(request.url), cid: request.auth?.cid }, 'unhandled error');
      return sendEnglish(reply, language, 'INTERNAL', INTERNAL_MESSAGE);
    });

    app.addHook('onRoute', declareErrorResponses);

  },
  { name: 'error-handler' },
);
