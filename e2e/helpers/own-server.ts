/**
 * A Stocktill server of a test's own, run as a child process as production runs it, serving the
 * web app this browser run built: the test can kill it with SIGKILL and start it again on the
 * same address, on the embedded database or on a PostgreSQL database made for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { projectPath } from '../../src/server/paths';
import { freePort } from '../../test/reliability/server-process';

/** PostgreSQL for the browser tests that run on both databases (CI sets it; unset: embedded only). */
export const E2E_PG_URL = process.env.PG_TEST_URL ?? process.env.TEST_DATABASE_URL;

export interface OwnServer {
  base: string;
  /** SIGKILL: no goodbye, no flush, as a pulled plug. */
  kill(): Promise<void>;
  /** Starts it again on the same address and database. */
  restart(): Promise<void>;
  /** Stops it and removes its database. */
  close(): Promise<void>;
}

export type DatabaseKind = 'embedded' | 'PostgreSQL';

export async function startOwnServer(kind: DatabaseKind): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let dropDatabase = async () => {};
  let dbEnv: Record<string, string>;
  if (kind === 'PostgreSQL') {
    if (!E2E_PG_URL) throw new Error('no PostgreSQL for the browser tests');
    const name = `stocktill_e2e_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: E2E_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(E2E_PG_URL);
    url.pathname = `/${name}`;
    dbEnv = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: E2E_PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-e2e-own-'));
    dbEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    dropDatabase = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const env = {
    ...process.env,
    ...dbEnv,
    WEB_DIR: inject('webDir'),
    PORT: String(port),
    HOST: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  };

  let proc: ChildProcess | undefined;
  const start = async () => {
    // node itself (not npx), so SIGKILL hits the process that holds the database.
    proc = spawn(process.execPath, ['--import', 'tsx', projectPath('src', 'server', 'main.ts')], { cwd: projectPath(), env, stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; i < 300; i++) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  };
  const stop = async (signal: NodeJS.Signals) => {
    const running = proc;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill(signal);
    await exited;
  };

  await start();
  return {
    base,
    kill: () => stop('SIGKILL'),
    restart: start,
    close: async () => {
      await stop('SIGTERM');
      await dropDatabase();
    },
  };
}
