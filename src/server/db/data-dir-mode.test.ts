import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeRepair, makePrivate, privateDir, writePrivateFile } from './data-dir-mode';

describe('data directory modes', () => {
  const roots: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-private-'));
    roots.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const modeOf = (p: string) => fs.lstatSync(p).mode & 0o777;

  it('makes directories 0700 and files 0600, says what it changed, and leaves private ones and links alone', () => {
    const root = tmp();
    fs.mkdirSync(path.join(root, 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(root, 'base', '1', '112'), 'x');
    fs.writeFileSync(path.join(root, 'PG_VERSION'), '17');
    fs.writeFileSync(path.join(root, 'already'), 'x');
    fs.symlinkSync('/etc/hostname', path.join(root, 'link'));
    for (const p of ['', 'base', 'base/1']) fs.chmodSync(path.join(root, p), 0o777);
    for (const p of ['base/1/112', 'PG_VERSION']) fs.chmodSync(path.join(root, p), 0o666);
    fs.chmodSync(path.join(root, 'already'), 0o600);

    const repaired = makePrivate(root);
    expect(repaired.changed.map((c) => [path.relative(root, c.path), c.mode]).sort()).toEqual(
      [['', 0o777], ['PG_VERSION', 0o666], ['base', 0o777], ['base/1', 0o777], ['base/1/112', 0o666]].sort(),
    );
    for (const p of ['', 'base', 'base/1']) expect(modeOf(path.join(root, p))).toBe(0o700);
    for (const p of ['base/1/112', 'PG_VERSION', 'already']) expect(modeOf(path.join(root, p))).toBe(0o600);
    expect(fs.statSync('/etc/hostname').mode & 0o077).not.toBe(0);
    expect(describeRepair(root, repaired)).toMatch(/5 files and directories were open to other users.*PG_VERSION \(was 0666\)/);
    expect(makePrivate(root).changed).toEqual([]);
  });

  it('writes files 0600 and folders 0700 whatever the umask', () => {
    const before = process.umask(0);
    try {
      const dir = path.join(tmp(), 'backups');
      privateDir(dir);
      writePrivateFile(path.join(dir, 'b.tar.gz'), 'x');
      expect(modeOf(dir)).toBe(0o700);
      expect(modeOf(path.join(dir, 'b.tar.gz'))).toBe(0o600);
      fs.chmodSync(dir, 0o777);
      privateDir(dir);
      expect(modeOf(dir)).toBe(0o700);
    } finally {
      process.umask(before);
    }
  });
});
