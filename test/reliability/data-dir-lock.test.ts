/**
 * One process at a time on the embedded database. With the real server holding DATA_DIR, every
 * other command that would open it (seed:demo, bench:seed, restore, a second server) is refused,
 * naming the server; backup goes through the server instead. The server's data is intact
 * afterwards, and a server killed with SIGKILL leaves no stale lock behind.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/paths';
import { ownerPayload } from '../helpers/app';
import { startServer, stop } from './server-process';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-dirlock-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Runs a project script as `npm run …` would, against `dataDir`; answers its exit code and output. */
function runScript(script: string, dataDir: string, args: string[] = []) {
  const done = spawnSync(process.execPath, ['--import', 'tsx', projectPath(script), ...args], {
    cwd: projectPath(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: '0' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: done.status, output: `${done.stdout}${done.stderr}` };
}

async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return { status: res.status, body: (await res.json()) as { token?: string } };
}

describe('the embedded database has one owner process', () => {
  it('refuses every other command while the server holds it, and keeps the data', async () => {
    const dataDir = path.join(work, 'data');
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const owner = ownerPayload();
      const reg = await fetch(`${server.base}/api/owners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
      expect(reg.status).toBe(201);
      const holder = `in use by the Stocktill server (process ${server.proc.pid}`;

      const seed = runScript('scripts/seed-demo.ts', dataDir);
      expect(seed.status).not.toBe(0);
      expect(seed.output).toContain(holder);
      expect(seed.output).toContain('stop the server, run npm run seed:demo');

      const benchSeed = runScript('bench/seed.ts', dataDir);
      expect(benchSeed.status).not.toBe(0);
      expect(benchSeed.output).toContain(holder);

      // A backup is taken by the running server itself, so it succeeds.
      const backup = runScript('scripts/backup.ts', dataDir);
      expect(backup.status, backup.output).toBe(0);
      const file = backup.output.trim().split('\n').pop() ?? '';
      expect(fs.existsSync(file)).toBe(true);

      const restore = runScript('scripts/restore.ts', dataDir, [file]);
      expect(restore.status).not.toBe(0);
      expect(restore.output).toContain(holder);
      expect(fs.readdirSync(path.dirname(dataDir)).some((f) => f.includes('before-restore'))).toBe(false);

      const second = runScript('src/server/main.ts', dataDir);
      expect(second.status).not.toBe(0);
      expect(second.output).toContain(holder);

      // Nothing was harmed: the business still signs in on the running server.
      const login = await signIn(server.base, owner.email, owner.password);
      expect(login.status).toBe(200);
    } finally {
      await stop(server, 'SIGKILL');
    }

    // Killed with SIGKILL: no stale lock; the next server opens the same data.
    const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const health = await fetch(`${again.base}/api/health`);
      expect(health.status).toBe(200);
      const users = await fetch(`${again.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(users.status).toBe(400);
    } finally {
      await stop(again, 'SIGTERM');
    }

    // With no server running, the commands work.
    const seeded = runScript('scripts/seed-demo.ts', dataDir);
    expect(seeded.status, seeded.output).toBe(0);
    expect(seeded.output).toContain('is ready');
  });
});
