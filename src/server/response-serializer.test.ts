import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../domain/schemas/errors';
import { ZInventoryList } from '../domain/schemas/inventory';
import { compileWriter } from './response-serializer';

const entry = {
  _id: 'i1',
  upc: '012345678905',
  item: 'Soda',
  manufacturer: 'Acme',
  subname: 'Cola "classic"',
  qty: 3,
  lowinventory: 1,
  cost: 0.5,
  price: 1.25,
  cid: 'c1',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('compileWriter', () => {
  it('writes exactly what JSON.stringify would for a valid answer', () => {
    const write = compileWriter(ZInventoryList)!;
    const page = { pageSize: 10, inventory: [entry, { ...entry, _id: 'i2', subname: 'Ünïcödé \\ </script>' }], page: 1, pages: 1, count: 2 };
    expect(JSON.parse(write(page))).toEqual(page);
  });

  it('writes only the properties the schema lists, so nothing unlisted can leak', () => {
    const write = compileWriter(z.object({ name: z.string() }))!;
    expect(write({ name: 'Ann', passwordHash: '$argon2id$…' })).toBe('{"name":"Ann"}');
  });

  it('refuses an answer missing a required property instead of writing half of it', () => {
    const write = compileWriter(z.object({ name: z.string(), email: z.string() }))!;
    expect(() => write({ name: 'Ann' })).toThrow(/email/);
  });

  it('leaves schemas JSON Schema cannot express to the zod check', () => {
    expect(compileWriter(z.string().transform((s) => s.length))).toBeNull();
    expect(compileWriter({ type: 'object' })).toBeNull();
  });
});

describe('the error body writer', () => {
  it('keeps code and field, and is compiled once for every route that declares it', () => {
    const schema = ERROR_RESPONSES.get(400);
    const write = compileWriter(schema)!;
    expect(JSON.parse(write({ message: 'qty: must be a number', code: 'VALIDATION', field: 'qty', stack: 'at …' }))).toEqual({
      message: 'qty: must be a number',
      code: 'VALIDATION',
      field: 'qty',
    });
    expect(compileWriter(schema)).toBe(write);
  });
});
