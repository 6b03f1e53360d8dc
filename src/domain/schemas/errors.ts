/**
 * The body of every error answer of the API, and its per-status variants that the API's
 * documentation lists under each route.
 */
import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUSES, codesOfStatus } from '../error-codes';

export const ZErrorBody = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** The request field at fault (a dotted path such as `qty` or `1.saleqty`), on VALIDATION answers. */
  field: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Body too large',
  415: 'Unsupported content type',
  422: 'Idempotency-Key replayed with another request',
  429: 'Too many requests',
  500: 'Server fault',
};

/** Each error status with a body schema whose `code` lists exactly the codes of that status. */
export const ERROR_RESPONSES: ReadonlyMap<number, z.ZodType> = new Map(
  ERROR_STATUSES.map((status) => {
    const codes = codesOfStatus(status);
    const title = STATUS_TITLES[status] ?? 'Error';
    return [status, ZErrorBody.extend({ code: z.enum(codes) }).meta({ description: `${title} (code: ${codes.join(', ')})` })];
  }),
);
