/**
 * The embedded database's files are the server's alone. A data directory left open to everyone
 * (files 0666, directories 0777, as an older version or a careless copy leaves it) is made private
 * when the server starts, files the running server creates are private, and so are backups and a
 * restored directory.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/paths';
import { ownerPayload } from '../helpers/app';
import { startServer, stop } from './server-process';

/** Every path under `root` (itself included) with a mode other than 0700 (directories) or 0600 (files). */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${p} ${mode.toString(8)}`);
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else if (!stat.isSymbolicLink() && mode !== 0o600) found.push(`${p} ${mode.toString(8)}`);
  };
  visit(root);
  return found;
}

function openToAll(root: string): number {
  let count = 0;
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    fs.chmodSync(p, stat.isDirectory() ? 0o777 : 0o666);
    count += 1;
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return count;
}

function script(name: 'backup.ts' | 'restore.ts', env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', projectPath('scripts', name), ...args], {
    cwd: projectPath(),
    // The shell's umask says nothing about how private the files must be.
    env: { ...process.env, ...env, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

describe('the data directory is the server’s alone', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-mode-'));
  const dataDir = path.join(root, 'data');
  const env = { DATA_DIR: dataDir };
  const umask = process.umask(0);
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('makes a data directory open to everyone private at start, keeps new files private, and writes private backups', async () => {
    // A first start writes the database under a umask of 0 (the child inherits it).
    let server = await startServer(env);
    const reg = await fetch(`${server.base}/api/owners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ownerPayload()) });
    expect(reg.status).toBe(201);
    await stop(server, 'SIGTERM');

    const opened = openToAll(dataDir);
    expect(opened).toBeGreaterThan(900);
    expect(notPrivate(dataDir).length).toBe(opened);

    server = await startServer(env);
    try {
      // Writes after start: new relation files, write-ahead log, catalogue caches.
      const token = ((await reg.json()) as { token: string }).token;
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${server.base}/api/item/add`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ item: `Item ${i}` }),
        });
        expect(res.status).toBe(201);
      }
      expect(notPrivate(dataDir)).toEqual([]);
      expect(fs.statSync(`${dataDir}.pid`).mode & 0o777).toBe(0o600);

      // Taken by the running server (SIGUSR2).
      const online = script('backup.ts', env);
      expect(fs.statSync(online).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(online)).mode & 0o777).toBe(0o700);
    } finally {
      await stop(server, 'SIGTERM');
    }

    // A backups folder someone opened, and a backup taken with the server stopped.
    fs.chmodSync(`${dataDir}-backups`, 0o777);
    const offline = script('backup.ts', env);
    expect(fs.statSync(offline).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(offline)).mode & 0o777).toBe(0o700);

    script('restore.ts', env, offline);
    expect(notPrivate(dataDir)).toEqual([]);
    const kept = fs.readdirSync(root).find((f) => f.startsWith('data.before-restore-'));
    expect(kept).toBeDefined();
    expect(notPrivate(path.join(root, kept!))).toEqual([]);
  }, 240_000);
});
