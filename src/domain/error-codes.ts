/**
 * The stable codes of the API's error answers (`{ message, code, field? }`), shared by the server,
 * which picks one for every refusal, and the web app, which reacts to them. The message is for
 * people and may be reworded or translated; the code is for programs and never changes meaning.
 */
export const ERROR_STATUS = {
  /** A value of the request is missing or wrong; `field` names it when one field is at fault. */
  VALIDATION: 400,
  /** The request as a whole cannot be read (not JSON, empty body) or is refused with no more specific code. */
  BAD_REQUEST: 400,
  /** A password-reset link that is malformed, used, expired or for a disabled account. */
  RESET_LINK_INVALID: 400,
  /** Not signed in, or the session ended or cannot be read. */
  UNAUTHORIZED: 401,
  /** Sign-in with a wrong e-mail or password. */
  INVALID_CREDENTIALS: 401,
  /** The account is disabled: the web app signs out and shows the spec's alert. */
  DISABLED: 403,
  /** Signed in, but not allowed to do this (not an admin, another business, a cross-site request). */
  FORBIDDEN: 403,
  /** No such record in the caller's business (another business's record looks the same), or no such API path. */
  NOT_FOUND: 404,
  /** The request clashes with the current state in a way no more specific code names. */
  CONFLICT: 409,
  /** The e-mail, UPC, item category, manufacturer, supplier name or settings already exist. */
  DUPLICATE: 409,
  /** The record cannot be deleted while other records use it (inventory entries, purchase orders). */
  IN_USE: 409,
  /** Not enough stock left for a line at checkout; nothing was sold. */
  SOLD_OUT: 409,
  /** The receipt was already returned. */
  RECEIPT_RETURNED: 409,
  /** A return asks for more units of a line than are left to return; nothing was returned. */
  OVER_RETURN: 409,
  /** A sale or cash movement names a register with no open shift, or a shift that is closed. */
  REGISTER_CLOSED: 409,
  /** A shift is already open on that register. */
  SHIFT_OPEN: 409,
  /** A sale made offline at prices its products never had waits for an admin before any refund. */
  SALE_HELD: 409,
  /** The request body is larger than the API accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** The request body's content type is not one the route reads. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key was replayed with a different request. */
  IDEMPOTENCY_MISMATCH: 422,
  /** Too many requests or failed sign-ins from this address or for this e-mail; wait and retry. */
  RATE_LIMITED: 429,
  /** A fault of the server; the message never says more than "try again". */
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS).filter(isErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The statuses an error answer can have, each with the codes it may carry. */
export const ERROR_STATUSES = [...new Set(Object.values(ERROR_STATUS))].sort((a, b) => a - b);

export function codesOfStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
}

/**
 * The general code for a status when nothing more specific is known: a client error Fastify raised
 * itself, or (on the web) an answer that came from a proxy rather than the API.
 */
export function genericCodeFor(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
