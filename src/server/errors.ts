/**
 * One error type for everything the server refuses on purpose. The error handler answers its
 * code (one of the shared codes in domain/error-codes.ts) with that code's status; any other error
 * is a bug, logged and answered with a generic 500.
 */
import { ERROR_STATUS, type ErrorCode } from '../domain/error-codes';
import type { Language } from '../i18n/languages';
import { say, translate } from '../i18n/server-catalog';
import { isMessage, type Message } from '../i18n/translator';

export type AppErrorCode = ErrorCode;

/** The one map from code to status, shared with the web app. */
export const STATUS_OF: Readonly<Record<AppErrorCode, number>> = ERROR_STATUS;

/**
 * A refusal that counts as a failed attempt (services/attempts.ts). It is recorded by the error
 * handler, after the request's transaction has rolled back, so the refusal changes nothing else
 * and the count still sticks.
 */
export interface CountedFailure {
  /** A wrong password for this e-mail, counted like a failed sign-in. */
  passwordFor?: string;
  /** An answer that reveals whether an e-mail has an account, counted per user and address. */
  emailProbe?: boolean;
}

/**
 * Words put together in each language from several catalogue messages: a list of lines, each with
 * its own values, or a label that is itself translated inside a sentence.
 */
export interface Composed {
  readonly compose: (language: Language) => string;
}

export const composed = (compose: (language: Language) => string): Composed => ({ compose });

function isComposed(value: unknown): value is Composed {
  return typeof value === 'object' && value !== null && typeof (value as Composed).compose === 'function';
}

/**
 * What a refusal says: plain English (shown translated when a catalogue holds the same words), a
 * catalogue message with values (`message('errors:stock.soldOut', { left, name })`), or words
 * composed of several (`composed((language) => ...)`), worded in the caller's language by the error
 * handler. `error.message` is always the English, for logs.
 */
export type Saying = string | Message | Composed;

/** A saying in a language: plain English found in a catalogue is translated, other text stays as it is. */
export function wordsOf(saying: Saying, language: Language): string {
  return isComposed(saying) ? saying.compose(language) : say(language, saying);
}

export class AppError extends Error {
  counts?: CountedFailure;
  /** The message as it was given, to be worded in the caller's language. */
  readonly saying: Saying;
  constructor(
    readonly code: AppErrorCode,
    saying: Saying,
    /** The request field at fault, for VALIDATION refusals (a dotted path: `qty`, `1.saleqty`). */
    readonly field?: string,
  ) {
    super(isComposed(saying) ? saying.compose('en') : isMessage(saying) ? translate('en', saying.key, saying.values) : saying);
    this.saying = saying;
    this.name = 'AppError';
  }
  get statusCode(): number {
    return STATUS_OF[this.code];
  }
  counting(counts: CountedFailure): this {
    this.counts = counts;
    return this;
  }
}

export const badRequest = (message: Saying) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message: Saying) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: Saying) => new AppError('FORBIDDEN', message);
export const notFound = (what: Saying = 'Not found') => new AppError('NOT_FOUND', what);
export const conflict = (message: Saying) => new AppError('CONFLICT', message);
export const duplicate = (message: Saying) => new AppError('DUPLICATE', message);
/** A request value the schema let through but the data refuses; the message names the field as the schemas do. */
export const invalid = (field: string, message: Saying) => new AppError('VALIDATION', message, field);

/** PostgreSQL's unique_violation, raised when two requests race to insert the same key. */
export function isUniqueViolation(err: unknown): boolean {
  return hasPgCode(err, '23505');
}

/** PostgreSQL's foreign_key_violation: a row still referenced, or a reference to a row just removed. */
export function isForeignKeyViolation(err: unknown): boolean {
  return hasPgCode(err, '23503');
}

/**
 * The SQLSTATE of a PostgreSQL error, looked for down the error's causes (Drizzle wraps the
 * driver's error in its own, a few levels deep at most).
 */
export function pgCodeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

function hasPgCode(err: unknown, code: string): boolean {
  return pgCodeOf(err) === code;
}
