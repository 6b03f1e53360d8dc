/** The server's answer to a scan, as a ProductLookup, and which of its failures are worth retrying. */
import { ApiError } from '../../api/http';
import { fetchExactUpc } from '../../api/pos';
import type { ProductLookup } from './product-lookup';

/** The one in-stock product with exactly this code; none (or, against the unique index, two) is not found. */
export const serverLookup: ProductLookup = async (code) => {
  const matches = await fetchExactUpc(code);
  return matches.length === 1 ? matches[0] : null;
};

/** No answer, or the server's own trouble: asking again may work. A refusal (4xx) will not. */
export function isTransientLookupError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK' || error.status >= 500);
}
