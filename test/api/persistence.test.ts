/**
 * The embedded database keeps its data across a clean restart and across a crash (kill -9):
 * the real server is started as a child process on a throwaway data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerPayload } from '../helpers/app';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${log()}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-persist-'));
const children: ChildProcess[] = [];

async function startServer(port: number) {
  let output = '';
  // The PostgreSQL run of the suite must not point this server at PostgreSQL: it tests the embedded store.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, () => output);
  return { child, base };
}

/** Sends a signal to the whole process group (npx, tsx and node) and waits for the server to go. */
async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((r) => child.once('exit', r));
  if (child.pid) process.kill(-child.pid, signal);
  await exited;
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null && c.pid) process.kill(-c.pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(base: string, email: string, password: string) {
  return fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

describe('embedded data survives restarts', () => {
  it('keeps a registered business after a clean stop and after kill -9', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const payload = ownerPayload({ bname: 'Durable Shop' });

    let server = await startServer(port);
    const reg = await fetch(`${server.base}/api/owners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(reg.status).toBe(201);
    await stop(server.child, 'SIGTERM');

    server = await startServer(port);
    const afterRestart = await login(server.base, payload.email, payload.password);
    expect(afterRestart.status).toBe(200);
    expect((await afterRestart.json()).bname).toBe('Durable Shop');

    // Write something more, then crash without any chance to flush or close.
    const second = ownerPayload({ bname: 'Written Before Crash' });
    expect((await fetch(`${server.base}/api/owners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(second) })).status).toBe(201);
    await stop(server.child, 'SIGKILL');

    server = await startServer(port);
    const afterCrash = await login(server.base, payload.email, payload.password);
    expect(afterCrash.status).toBe(200);
    const secondLogin = await login(server.base, second.email, second.password);
    expect(secondLogin.status).toBe(200);
    expect((await secondLogin.json()).bname).toBe('Written Before Crash');
    await stop(server.child, 'SIGTERM');
  });
});
