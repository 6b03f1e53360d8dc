import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockAddressOf, lockDataDir } from './data-dir-lock';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-lock-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the data directory lock', () => {
  it('refuses a second holder, naming the first, and is free again once released', async () => {
    const dir = path.join(work, 'a');
    const first = await lockDataDir(dir, 'the Stocktill server');
    const refused = await lockDataDir(dir, 'npm run seed:demo').then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).holder).toMatchObject({ pid: process.pid, purpose: 'the Stocktill server' });
    expect((refused as Error).message).toContain(`in use by the Stocktill server (process ${process.pid}`);
    await first.release();
    const again = await lockDataDir(dir, 'npm run seed:demo');
    await again.release();
  });

  it('names one directory however its path is written', () => {
    expect(lockAddressOf(path.join(work, 'b'))).toBe(lockAddressOf(`${work}/./x/../b`));
    expect(lockAddressOf(path.join(work, 'b'))).not.toBe(lockAddressOf(path.join(work, 'c')));
  });

  it('dies with its process: a holder killed with SIGKILL leaves no stale lock', async () => {
    const dir = path.join(work, 'killed');
    // A child that takes the lock, says so, and waits to be killed.
    const script = path.join(work, 'holder.mjs');
    fs.writeFileSync(
      script,
      `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
       const lock = await lockDataDir(${JSON.stringify(dir)}, 'a holder about to be killed');
       process.send('locked'); setInterval(() => lock, 1000);`,
    );
    const child = fork(script, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`holder exited early (${code})`)));
    });
    const refused = await lockDataDir(dir, 'me').catch((err: unknown) => err);
    expect((refused as DataDirLockedError).holder).toMatchObject({ pid: child.pid, purpose: 'a holder about to be killed' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const taken = await lockDataDir(dir, 'me');
    await taken.release();
  });
});
