import { z } from 'zod';

/** Record ids are opaque strings; anything else in a path is simply "not found". */
export const ZId = z.string().min(1).max(64);
export const ZIdParams = z.object({ id: ZId });

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** A page number from a query string: missing, empty or nonsense means page 1. */
export const ZPageNumber = z.preprocess((v) => {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 1_000_000) : 1;
}, z.number().int().min(1));

/** A free-text search keyword: trimmed, bounded, empty means "no search". */
export const ZKeyword = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 100) : ''),
  z.string(),
);
