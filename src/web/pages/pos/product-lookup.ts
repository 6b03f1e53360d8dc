/**
 * How the terminal finds the product behind a scanned code: any function from a code to the
 * product, or null when the shop has none. Today the server answers; a catalogue kept on the
 * device can be put in front of it with `firstFound`, so most scans never wait for the network.
 */
import type { TPosProduct } from '../../api/pos';

export type ProductLookup = (code: string) => Promise<TPosProduct | null>;

/**
 * The device's catalogue as a look-up, answering as the server would: only a product in stock.
 * One it holds as sold out may have been restocked since its last sync, so that is left to the
 * server (null passes the question on); the server checks stock again at checkout either way.
 */
export function inStockOnly(find: (code: string) => Promise<TPosProduct | undefined>): ProductLookup {
  return async (code) => {
    const product = await find(code);
    return product && product.qty > 0 ? product : null;
  };
}

/**
 * Asks each look-up in turn and answers the first product found. One that fails (a device
 * catalogue not loaded yet) passes the question on; if the last one fails, so does this.
 */
export function firstFound(...lookups: ProductLookup[]): ProductLookup {
  return async (code) => {
    for (const [i, lookup] of lookups.entries()) {
      const isLast = i === lookups.length - 1;
      try {
        const found = await lookup(code);
        if (found) return found;
      } catch (err) {
        if (isLast) throw err;
      }
    }
    return null;
  };
}

/** A look-up that gave no answer in time, so the next one is asked. */
export class LookupTooSlow extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/**
 * The look-up, given `ms` to answer before it counts as failed (so `firstFound` asks the next).
 * The device's catalogue answers from memory in well under a millisecond, or from IndexedDB in a
 * few; an IndexedDB held up (a long write, another tab upgrading the store) must not hold the
 * scan, which the server can answer instead.
 */
export function answerWithin(ms: number, lookup: ProductLookup): ProductLookup {
  return (code) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new LookupTooSlow(ms)), ms);
      lookup(code).then(
        (found) => {
          clearTimeout(timer);
          resolve(found);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
}
