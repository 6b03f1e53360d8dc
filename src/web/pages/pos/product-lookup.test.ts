import { describe, expect, it } from 'vitest';
import type { TPosProduct } from '../../api/pos';
import { answerWithin, firstFound, LookupTooSlow, type ProductLookup } from './product-lookup';

const HAMMER: TPosProduct = { _id: 'p1', cid: 'c1', upc: '100000000011', item: 'Tools', manufacturer: 'Acme', subname: 'Claw Hammer', qty: 3, lowinventory: 1, price: 19.99, taxRate: 13, updatedAt: '' };

function recorded(answer: (code: string) => TPosProduct | null | Error) {
  const asked: string[] = [];
  const lookup: ProductLookup = async (code) => {
    asked.push(code);
    const a = answer(code);
    if (a instanceof Error) throw a;
    return a;
  };
  return { lookup, asked };
}

describe('finding a scanned product', () => {
  it('answers from the first look-up that knows the code, without asking the next', async () => {
    const device = recorded(() => HAMMER);
    const server = recorded(() => null);
    expect(await firstFound(device.lookup, server.lookup)('100000000011')).toBe(HAMMER);
    expect(server.asked).toEqual([]);
  });

  it('asks the server when the device does not know the code, or cannot answer', async () => {
    const server = recorded((code) => (code === '100000000011' ? HAMMER : null));
    expect(await firstFound(recorded(() => null).lookup, server.lookup)('100000000011')).toBe(HAMMER);
    expect(await firstFound(recorded(() => new Error('not loaded')).lookup, server.lookup)('100000000011')).toBe(HAMMER);
  });

  it('answers null when nobody knows the code, and fails when the last look-up fails', async () => {
    expect(await firstFound(recorded(() => null).lookup, recorded(() => null).lookup)('999')).toBeNull();
    await expect(firstFound(recorded(() => null).lookup, recorded(() => new Error('offline')).lookup)('999')).rejects.toThrow('offline');
  });
});

describe('a device catalogue that does not answer in time', () => {
  const never: ProductLookup = () => new Promise(() => undefined);

  it('counts as failed after the deadline, so the server answers the scan', async () => {
    const server = recorded(() => HAMMER);
    expect(await firstFound(answerWithin(20, never), server.lookup)('100000000011')).toBe(HAMMER);
    expect(server.asked).toEqual(['100000000011']);
    await expect(answerWithin(20, never)('1')).rejects.toBeInstanceOf(LookupTooSlow);
  });

  it('passes on an answer or a failure that comes in time', async () => {
    expect(await answerWithin(1000, recorded(() => HAMMER).lookup)('100000000011')).toBe(HAMMER);
    expect(await answerWithin(1000, recorded(() => null).lookup)('9')).toBeNull();
    await expect(answerWithin(1000, recorded(() => new Error('not loaded')).lookup)('9')).rejects.toThrow('not loaded');
  });
});
