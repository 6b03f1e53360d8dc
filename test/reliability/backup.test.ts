/**
 * `npm run backup` and `npm run restore` on the embedded database: a backup taken while the server
 * runs (it writes the dump itself) and one taken while it is stopped both bring back the data
 * exactly as it was at backup time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/paths';
import { ownerPayload } from '../helpers/app';
import { startServer, stop } from './server-process';

function npmScript(script: 'backup.ts' | 'restore.ts', env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', projectPath('scripts', script), ...args], {
    cwd: projectPath(),
    env: { ...process.env, ...env, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

describe('backup and restore of the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-backup-'));
  const env = { DATA_DIR: path.join(root, 'data') };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function addItem(base: string, token: string, item: string) {
    const res = await fetch(`${base}/api/item/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ item }),
    });
    expect(res.status).toBe(201);
  }
  async function itemNames(base: string, token: string): Promise<string[]> {
    const res = await fetch(`${base}/api/item/all`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { item: string }[]).map((i) => i.item).sort();
  }

  it('restores what a backup taken from the running server held, and one taken offline', async () => {
    let server = await startServer(env);
    const reg = await fetch(`${server.base}/api/owners/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ownerPayload()),
    });
    const token = ((await reg.json()) as { token: string }).token;
    await addItem(server.base, token, 'Before backup');

    const online = npmScript('backup.ts', env);
    expect(fs.existsSync(online)).toBe(true);
    await addItem(server.base, token, 'After online backup');

    // Restoring over a running server is refused.
    expect(() => npmScript('restore.ts', env, online)).toThrow();
    await stop(server, 'SIGTERM');

    const offline = npmScript('backup.ts', env);
    npmScript('restore.ts', env, online);
    server = await startServer(env);
    expect(await itemNames(server.base, token)).toEqual(['Before backup']);
    await stop(server, 'SIGTERM');

    npmScript('restore.ts', env, offline);
    server = await startServer(env);
    expect(await itemNames(server.base, token)).toEqual(['After online backup', 'Before backup']);
    await stop(server, 'SIGTERM');
  }, 240_000);
});
