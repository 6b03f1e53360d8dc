/**
 * Builds the real app on a real, empty database for one test file: in-memory PGlite by default,
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The throwaway PostgreSQL database's name (unset on PGlite). */
  databaseName?: string;
  close(): Promise<void>;
}

export async function buildTestApp(overrides: Partial<Config> = {}, build: Pick<BuildOptions, 'mailer' | 'logStream'> = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, overrides);
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  let databaseName: string | undefined;
  if (adminUrl) {
    const name = `stocktill_test_${randomBytes(6).toString('hex')}`;
    const template = await migratedTemplate(adminUrl);
    await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, tenantSetting: config.TENANT_SETTING });
    databaseName = name;
    dropDatabase = () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedDump() });
  }
  const app = await buildApp({ config, database, serveWeb: false, logger: Boolean(build.logStream), ...build });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseName,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** A digest of the migrations: a changed migration gets fresh templates. */
function migrationsDigest(): string {
  const folder = path.resolve('drizzle');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort()) hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An embedded database already migrated, as a dump each test file starts from (see
 * OpenOptions.loadDataDir). Made by the first file that needs it, kept in the temporary folder
 * under the migrations' digest, and written whole under another name first, then renamed.
 */
async function migratedDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `stocktill-pglite-${migrationsDigest()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    const dump = await fresh.dumpDataDir!();
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** Held while a worker builds the template, so parallel test files build it once. */
const TEMPLATE_LOCK = 7_240_117;

/**
 * A PostgreSQL database already migrated to this checkout's migrations, to copy for each test file:
 * copying is a fraction of a second, while migrating a fresh database costs a second or more per
 * file. Named by a digest of the migrations, so a changed migration gets a template of its own.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `stocktill_template_${migrationsDigest()}`;
  await withAdminClient(adminUrl, async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete: a half-built template is never copied.
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await c.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      await database.close();
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

async function withAdminClient(url: string, work: (c: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A small client for one signed-in user: every call carries the user's Bearer token. */
export interface ApiClient {
  token: string | null;
  request(method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance, token: string | null): ApiClient {
  const request: ApiClient['request'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    token,
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body ?? {}),
    put: (url, body, headers) => request('PUT', url, body ?? {}, headers),
    del: (url) => request('DELETE', url),
  };
}

let seq = 0;
export function uniqueEmail(prefix = 'user'): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}.${seq}.${randomBytes(3).toString('hex')}@example.com`;
}

export function ownerPayload(overrides: Record<string, string> = {}) {
  return {
    fname: 'Olive',
    lname: 'Owner',
    email: uniqueEmail('owner'),
    phone: '+14165550100',
    bname: 'Corner Shop',
    address: '1 Main St',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    mailcode: 'M5V 1A1',
    password: 'secret1',
    ...overrides,
  };
}

export interface Business {
  cid: string;
  bname: string;
  owner: ApiClient & { id: string; email: string; password: string };
  /** Adds a user to this business and signs them in. */
  addUser(opts?: { isAdmin?: boolean; isDisabled?: boolean; name?: string }): Promise<ApiClient & { id: string; email: string; password: string }>;
}

/** Registers a new business through the API and returns a signed-in client for its owner. */
export async function registerBusiness(app: FastifyInstance, overrides: Record<string, string> = {}): Promise<Business> {
  const payload = ownerPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/owners/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const info = res.json();
  const owner = Object.assign(client(app, info.token), { id: info._id as string, email: payload.email, password: payload.password });
  return {
    cid: info.cid,
    bname: info.bname,
    owner,
    async addUser(opts = {}) {
      const email = uniqueEmail(opts.isAdmin ? 'admin' : 'staff');
      const password = 'secret1';
      const created = await owner.post('/admin/register', {
        name: opts.name ?? (opts.isAdmin ? 'Ada Admin' : 'Sam Staff'),
        email,
        password,
        isAdmin: opts.isAdmin ?? false,
        isDisabled: false,
      });
      if (created.statusCode !== 201) throw new Error(`addUser failed: ${created.statusCode} ${created.body}`);
      const id = created.json()._id as string;
      const login = await signIn(app, email, password);
      if (opts.isDisabled) {
        const upd = await owner.put(`/users/${id}`, { name: 'Disabled', email, isAdmin: opts.isAdmin ?? false, isDisabled: true });
        if (upd.statusCode !== 200) throw new Error(`disable failed: ${upd.body}`);
      }
      return Object.assign(client(app, login.token), { id, email, password });
    },
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; _id: string; cid: string };
}
