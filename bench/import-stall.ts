/**
 * `npm run bench:import`: can one business's catalogue import stall the server for the others?
 * The real app runs in its own process; each file below is streamed up as a form upload while
 * `/api/health` is asked every 100 ms (one request at a time) and the server's resident memory is
 * sampled every 50 ms. Reported per file: the answer, how long it took, the slowest health answer
 * and the memory above the server's at rest just before the upload.
 *
 * Files: the review's attacks (a 48 MiB row of 24 million empty cells, a header of 12 million
 * empty columns, one cell of 48 MiB), the worst file under the caps (10,000 rows of 200 cells,
 * 2,000,000 cells in ~49 MB, every row wrong: checked whole, then refused with 400), and the
 * largest honest import (200,000 new products, written).
 * Targets: health answers within 1 s, memory under +300 MB.
 *
 *   npm run bench:import                              # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:import    # a throwaway database on that server
 *
 * Writes its section of bench/results.md (one per database).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ownerPayload } from '../test/helpers/app';
import { writeResultsSection } from './results-section';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL;
const MIB = 1024 * 1024;

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** Writes `lines()` to a file in 1 MB pieces. */
function writeFile(file: string, lines: Iterable<string>): void {
  const out = fs.openSync(file, 'w');
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length > MIB) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
}

function* repeated(text: string, bytes: number): Iterable<string> {
  const piece = text.repeat(Math.ceil(MIB / text.length));
  for (let left = bytes; left > 0; left -= piece.length) yield piece.slice(0, Math.min(piece.length, left));
}

const HEADER = 'upc,item,manufacturer,name,qty,lowinventory,cost,price';

interface Case {
  name: string;
  build(file: string): void;
  dryRun?: boolean;
  expect: number;
}

const CASES: Case[] = [
  {
    name: 'attack: one row of 24 million empty cells (48 MiB)',
    build: (file) => writeFile(file, [`${HEADER}\n111`, ...repeated(',', 48 * MIB - 100), '\n']),
    expect: 413,
  },
  {
    name: 'attack: a header of 12 million empty columns (dry run)',
    build: (file) => writeFile(file, ['upc', ...repeated(',', 12_000_000), '\n111\n']),
    dryRun: true,
    expect: 413,
  },
  {
    name: 'attack: one cell of 48 MiB',
    build: (file) => writeFile(file, [`${HEADER}\n111,Snacks,Acme,`, ...repeated('x', 48 * MIB - 100), '\n']),
    expect: 413,
  },
  {
    name: 'worst under the caps: 10,000 rows × 200 cells (2,000,000 cells), every row wrong (dry run)',
    build: (file) =>
      writeFile(
        file,
        (function* () {
          yield `${[...HEADER.split(','), ...Array.from({ length: 192 }, (_, i) => `extra ${i}`)].join(',')}\n`;
          const filler = Array.from({ length: 192 }, () => 'f'.repeat(22)).join(',');
          for (let i = 0; i < 10_000; i++) yield `${100_000 + i},${'c'.repeat(90)},${'m'.repeat(90)},${'n'.repeat(90)},${'q'.repeat(30)},1,x,y,${filler}\n`;
        })(),
      ),
    dryRun: true,
    expect: 400,
  },
  {
    name: 'worst under the caps, imported (not a dry run)',
    build: () => undefined,
    expect: 400,
  },
  {
    name: 'largest honest import: 200,000 new products',
    build: (file) =>
      writeFile(
        file,
        (function* () {
          yield `${HEADER}\n`;
          for (let i = 1; i <= 200_000; i++) {
            const cost = 50 + ((i * 97) % 5000);
            yield `${100_000_000_000 + i * 7},Category ${i % 20},Brand ${i % 50},"Product ${i}, size ${i % 7}",${(i * 13) % 200},${i % 11},${(cost / 100).toFixed(2)},${((cost * 1.6) / 100).toFixed(2)}\n`;
          }
        })(),
      ),
    expect: 200,
  },
];

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function multipart(file: string, boundary: string): Readable {
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    yield* fs.createReadStream(file);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}

interface Figures {
  name: string;
  mb: number;
  status: number;
  seconds: number;
  answerBytes: number;
  healthMaxMs: number;
  healthCount: number;
  extraMb: number;
  words: string;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-import-stall-'));
  const dbName = `stocktill_import_stall_${randomBytes(4).toString('hex')}`;
  let env: Record<string, string>;
  if (ADMIN_URL) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env = { DATABASE_URL: url.toString() };
  } else {
    env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
  }
  const kind = ADMIN_URL ? 'PostgreSQL' : 'PGlite';
  const child = fork(path.join(HERE, 'serve-app.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'warn', SIGNIN_RATE_PER_IP: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const signUp = await fetch(`${base}/owners/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ownerPayload()) });
    const { token } = (await signUp.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${base}/setting/add`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ taxrate: 13, currency: 'USD' }) });

    const results: Figures[] = [];
    const file = path.join(dir, 'upload.csv');
    for (const c of CASES) {
      c.build(file);
      const mb = fs.statSync(file).size / 1024 / 1024;
      await new Promise((r) => setTimeout(r, 1500));
      const atRest = rssOf(child.pid!);
      let peak = atRest;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
      let uploading = true;
      let healthMaxMs = 0;
      let healthCount = 0;
      const poll = (async () => {
        while (uploading) {
          const t0 = performance.now();
          const r = await fetch(`${base}/health`);
          await r.arrayBuffer();
          healthMaxMs = Math.max(healthMaxMs, performance.now() - t0);
          healthCount += 1;
          await new Promise((res) => setTimeout(res, 100));
        }
      })();
      const boundary = `bench${randomBytes(6).toString('hex')}`;
      const started = performance.now();
      const res = await fetch(`${base}/inventory/import${c.dryRun ? '?dryRun=1' : ''}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Readable.toWeb(multipart(file, boundary)) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const text = await res.text();
      const seconds = (performance.now() - started) / 1000;
      uploading = false;
      await poll;
      clearInterval(sampler);
      const answer = JSON.parse(text) as { message?: string; created?: number };
      const figures: Figures = {
        name: c.name,
        mb,
        status: res.status,
        seconds,
        answerBytes: text.length,
        healthMaxMs,
        healthCount,
        extraMb: (peak - atRest) / MIB,
        words: answer.message ?? `created ${answer.created}`,
      };
      console.log(JSON.stringify(figures));
      if (res.status !== c.expect) throw new Error(`${c.name}: expected ${c.expect}, got ${res.status} ${text.slice(0, 300)}`);
      results.push(figures);
    }

    const lines = [
      `### Imports cannot stall the server (${kind})`,
      '',
      `- ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} at the end (the cores are shared with other work).`,
      `- \`npm run bench:import\`${ADMIN_URL ? ' with `DATABASE_URL`' : ''}: the real app in its own process; each file streamed up as a form upload while \`/api/health\` is asked every 100 ms and the server's memory sampled every 50 ms.`,
      '',
      '| file | size | answer | took | answer size | slowest health (answers) | memory above rest | target |',
      '|---|---:|---|---:|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.mb.toFixed(1)} MB | ${r.status} | ${r.seconds.toFixed(2)} s | ${(r.answerBytes / 1024).toFixed(1)} KB | ${r.healthMaxMs.toFixed(0)} ms (${r.healthCount}) | ${r.extraMb.toFixed(0)} MB | health < 1 s, < 300 MB${r.healthMaxMs >= 1000 || r.extraMb >= 300 ? ' **missed**' : ''} |`,
      ),
    ];
    console.log(lines.join('\n'));
    writeResultsSection(`import-stall:${kind}`, lines.join('\n'));
    process.exitCode = results.some((r) => r.healthMaxMs >= 1000 || r.extraMb >= 300) ? 1 : 0;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (ADMIN_URL) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
