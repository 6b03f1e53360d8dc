/** The web app's paths: a screen answers 200, any other path the app's 404 page with status 404. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';

let app: FastifyInstance;
let database: Database;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Stocktill</title>');
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), database, webDir, logger: false });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/inventory/edit/abc', '/shifts/1/close', '/pos', '/reset-password/a.b'])('answers %s with the app and 200', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it.each(['/nope', '/dashboard/extra', '/shifts/1/2/3'])('answers %s with the app (its 404 page) and 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Stocktill</title>');
  });

  it('answers an unknown API path with JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
