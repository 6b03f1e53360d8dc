/**
 * One error type for everything the server refuses on purpose. The error handler answers its
 * code (one of the shared codes in domain/error-codes.ts) with that code's status; any other error
 * is a bug, logged and answered with a generic 500.
 */
import { ERROR_STATUS, type ErrorCode } from '../domain/error-codes';

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

export class AppError extends Error {
  counts?: CountedFailure;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** The request field at fault, for VALIDATION refusals (a dotted path: `qty`, `1.saleqty`). */
    readonly field?: string,
  ) {
    super(message);
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

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const duplicate = (message: string) => new AppError('DUPLICATE', message);
/** A request value the schema let through but the data refuses; the message names the field as the schemas do. */
export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, field);

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
