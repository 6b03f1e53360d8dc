/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. A failure
 * becomes an ApiError carrying the server's `message` (ready for an alert) and its `code` (what
 * the app reacts to; never the wording). An answer is checked against the shared zod schema of
 * its route before anyone uses it.
 */
import type { z } from 'zod';
import type { Message } from '../../i18n/translator';
import { genericCodeFor, isErrorCode, type ErrorCode } from '../../domain/error-codes';
import { trackRequest } from './network-activity';

/**
 * The server's codes, and two of the app's own: `NETWORK` (no answer came) and `BAD_RESPONSE`
 * (an answer came that does not have the shape this app was built for).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ApiErrorCode,
    /** The request field the server found at fault (VALIDATION answers). */
    readonly field?: string,
    /** The app's own words for `message`, translated where shown (the server's come translated). */
    readonly text?: Message,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = (err: ApiError) => void;
const authFailureListeners = new Set<Listener>();

/** The session layer listens here to sign out on a dead session or a disabled account. */
export function onAuthFailure(listener: Listener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

export interface RequestOptions<S extends z.ZodType = z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The route's response schema (from src/domain/schemas): the answer is parsed with it. */
  schema?: S;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error of a failed answer, from its `{ message, code, field }` body when it has one. */
function errorOf(data: unknown, status: number): ApiError {
  const body = isRecord(data) ? data : {};
  const own = typeof body.message === 'string' ? undefined : { key: 'common:network.requestFailed', values: { status } };
  const message = typeof body.message === 'string' ? body.message : `Request failed with status code ${status}`;
  // A code this build does not know (a newer server) or no body at all (a proxy's page): the status's general code.
  const code = isErrorCode(body.code) ? body.code : genericCodeFor(status);
  return new ApiError(message, status, code, typeof body.field === 'string' ? body.field : undefined, own);
}

/**
 * Checks an answer against its schema, in production too. The web app and the API are one build
 * served by one process, so an answer of another shape is a bug; it is better stopped here, with
 * an error naming the route and the property, than shown as a blank price or printed on a
 * receipt as "undefined". Parsing a page of rows costs microseconds next to the request.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, status: number, what: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the answer';
  const text: Message =
    issue.path.length > 0
      ? { key: 'common:network.badResponse', values: { what, where, problem: issue.message } }
      : { key: 'common:network.badResponseWhole', values: { what, problem: issue.message } };
  throw new ApiError(`The server's answer to ${what} is not what this app expects (${where}: ${issue.message})`, status, 'BAD_RESPONSE', undefined, text);
}

/** An answer's body as JSON; undefined when it is empty or not JSON (a proxy's error page). */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The ApiError of a failed answer. A dead session or a disabled account also tells the session
 * layer, whichever way the request was sent (fetch here, or an upload with progress).
 */
export function failureOf(data: unknown, status: number): ApiError {
  const error = errorOf(data, status);
  if (error.code === 'UNAUTHORIZED' || error.code === 'DISABLED') {
    authFailureListeners.forEach((l) => l(error));
  }
  return error;
}

/** The language the app speaks, sent as Accept-Language: the server answers in it (i18n/index.ts). */
let requestLanguage: string | undefined;

export function setRequestLanguage(language: string) {
  requestLanguage = language;
}

/** The language requests ask the server to answer in (uploads send it too). */
export function getRequestLanguage(): string | undefined {
  return requestLanguage;
}

export async function apiRequest<S extends z.ZodType>(path: string, opts: RequestOptions<S> & { schema: S }): Promise<z.output<S>>;
export async function apiRequest(path: string, opts?: RequestOptions): Promise<unknown>;
export async function apiRequest(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const method = opts.method ?? 'GET';
  let res: Response;
  try {
    res = await trackRequest(fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(requestLanguage ? { 'accept-language': requestLanguage } : {}),
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    // Never the browser's own words ("Failed to fetch"): say what happened and what happens next.
    throw new ApiError(method === 'GET' ? CANT_REACH_RETRYING : CANT_REACH, 0, 'NETWORK');
  }
  const data = parseBody(await res.text());
  if (!res.ok) throw failureOf(data, res.status);
  return opts.schema ? parseAnswer(opts.schema, data, res.status, `${method} ${path.split('?')[0]}`) : data;
}

/**
 * A read that got no answer: queries try again by themselves (main.tsx). These English words are
 * also in the common catalogue (network.*), so wherever they are shown (errorText) they are
 * said in the app's language.
 */
export const CANT_REACH_RETRYING = "Can't reach Stocktill, retrying…";
/** A change that got no answer: it may or may not have arrived, so the person decides. */
export const CANT_REACH = "Can't reach Stocktill. Check the connection and try again.";

/** Each call names the response schema of its route, so every answer the app uses is checked. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) => apiRequest(path, { schema, signal }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, headers?: Record<string, string>) =>
    apiRequest(path, { method: 'POST', schema, body: body ?? {}, headers }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, headers?: Record<string, string>) =>
    apiRequest(path, { method: 'PUT', schema, body: body ?? {}, headers }),
  del: <S extends z.ZodType>(path: string, schema: S) => apiRequest(path, { method: 'DELETE', schema }),
};

/** Builds a query string, leaving out empty values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : '';
}
