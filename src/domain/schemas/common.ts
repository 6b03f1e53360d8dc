import { z } from 'zod';

/**
 * Characters no text may hold: C0 controls but tab and line feed, DEL, and the non-characters
 * U+FFFE/U+FFFF. Stored, they were copied onto receipts and broke the receipt image for good.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F\uFFFE\uFFFF]/;
export const FORBIDDEN_TEXT_MESSAGE = 'contains characters that are not allowed';

/**
 * The one text type of every request field that holds text (passwords alone excepted: they are
 * hashed, never shown). Use it wherever `z.string()` would be.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((s) => !FORBIDDEN_TEXT_CHARACTERS.test(s), FORBIDDEN_TEXT_MESSAGE);
}

/**
 * Form inputs and the old client send numbers as strings: a non-blank string becomes a number,
 * anything else stays as it is (and then fails the number check that follows).
 */
export function numberFromText(v: unknown): unknown {
  return typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
}

/** A date range whose ends (ISO days, either may be open) are in order. */
export function isOrderedRange(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}
export const RANGE_ORDER_MESSAGE = 'The start date must not be after the end date';

/** Record ids are opaque strings; anything else in a path is simply "not found". */
export const ZId = text().min(1).max(64);
export const ZIdParams = z.object({ id: ZId });

export const ZMessage = z.object({ message: text() });
export type TMessage = z.infer<typeof ZMessage>;

/** A page number from a query string: missing, empty or nonsense means page 1. */
export const ZPageNumber = z.preprocess((v) => {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 1_000_000) : 1;
}, z.number().int().min(1));

/** A free-text search keyword: trimmed, bounded, empty means "no search". */
export const ZKeyword = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 100) : ''),
  text(),
);

/** Longest product search accepted: a product's name is at most 100 characters. */
export const MAX_SEARCH_KEYWORD = 100;

/**
 * A product search as typed (inventory list, terminal): trimmed, and refused with a 400 when longer
 * than any name could be, rather than cut, so what is searched is always what was typed.
 */
export const ZSearchKeyword = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), text().max(MAX_SEARCH_KEYWORD, `must be at most ${MAX_SEARCH_KEYWORD} characters`));
