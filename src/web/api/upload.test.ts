import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, onAuthFailure } from './http';
import { readUploadAnswer } from './upload';

const ZDone = z.object({ rows: z.number() });
const ZRefusal = z.object({ rows: z.number(), errors: z.array(z.string()) });
const opts = { schema: ZDone, refusal: ZRefusal, what: 'POST /inventory/import' };

function failure(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

describe('an upload’s answer', () => {
  it('gives back a success checked against its schema', () => {
    expect(readUploadAnswer(200, '{"rows":3}', opts)).toEqual({ status: 200, data: { rows: 3 } });
    expect(failure(() => readUploadAnswer(200, '{"rows":"3"}', opts)).code).toBe('BAD_RESPONSE');
  });

  it('gives back a refusal of the expected shape as an outcome, with its status', () => {
    expect(readUploadAnswer(400, '{"rows":3,"errors":["Row 2: UPC is empty"],"message":"The file has problems"}', opts)).toEqual({ status: 400, data: { rows: 3, errors: ['Row 2: UPC is empty'] } });
  });

  it('turns any other refusal into an error with the server’s message and code (a file too large, one that is no spreadsheet)', () => {
    const tooLarge = failure(() => readUploadAnswer(413, '{"message":"The file is larger than 50 MB: split it and import each part","code":"PAYLOAD_TOO_LARGE"}', opts));
    expect(tooLarge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 50 MB: split it and import each part' });
    const unreadable = failure(() => readUploadAnswer(400, '{"message":"This is not a CSV or XLSX file","code":"VALIDATION","field":"file"}', opts));
    expect(unreadable).toMatchObject({ status: 400, code: 'VALIDATION', field: 'file' });
    // A proxy's page in front of the server: the status still says what happened.
    expect(failure(() => readUploadAnswer(413, '<html>Too large</html>', opts)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('tells the session layer when the session is gone', () => {
    const seen: string[] = [];
    const stop = onAuthFailure((e) => seen.push(e.code));
    failure(() => readUploadAnswer(401, '{"message":"Not authorized","code":"UNAUTHORIZED"}', opts));
    stop();
    expect(seen).toEqual(['UNAUTHORIZED']);
  });
});
