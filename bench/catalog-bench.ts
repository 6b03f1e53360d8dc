/**
 * `npm run bench:catalog`: importing and exporting a 100,000-row catalogue through the real app
 * in its own process, as a shop would: the CSV is streamed up as a form upload, and the server's
 * memory (its resident set, sampled every 50 ms) is compared with its memory at rest.
 * Targets (issue 17): import under 30 s on PostgreSQL and 90 s on PGlite, under 300 MB more
 * memory than at rest; export starts within 200 ms and ends under 5 s.
 *
 *   npm run bench:catalog                              # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:catalog    # a throwaway database on that server
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
import { writeResultsSection } from './results-section';
import pg from 'pg';
import { ownerPayload } from '../test/helpers/app';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL;
const ROWS = Number(process.env.BENCH_CATALOG_ROWS ?? 100_000);

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** A catalogue as another shop's system would export it: 20 categories, 50 brands, prices with cents. */
function writeCatalog(file: string): void {
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, 'upc,item,manufacturer,name,qty,lowinventory,cost,price\n');
  let chunk = '';
  for (let i = 1; i <= ROWS; i++) {
    const upc = String(100_000_000_000 + i * 7);
    const cost = 50 + ((i * 97) % 5000);
    chunk += `${upc},Category ${i % 20},Brand ${i % 50},"Product ${i}, size ${i % 7}",${(i * 13) % 200},${i % 11},${(cost / 100).toFixed(2)},${((cost * 1.6) / 100).toFixed(2)}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** The upload as a stream: the form's framing around the file, read from disk as it is sent. */
function multipart(file: string, boundary: string): Readable {
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    yield* fs.createReadStream(file);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-catalog-bench-'));
  const dbName = `stocktill_catalog_bench_${randomBytes(4).toString('hex')}`;
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

    const file = path.join(dir, 'catalog.csv');
    writeCatalog(file);
    const megabytes = fs.statSync(file).size / 1024 / 1024;

    // Memory at rest, after start-up and sign-up have settled.
    await new Promise((r) => setTimeout(r, 1000));
    const atRest = rssOf(child.pid!);
    let peak = atRest;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);

    const boundary = `bench${randomBytes(6).toString('hex')}`;
    const started = performance.now();
    const res = await fetch(`${base}/inventory/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(multipart(file, boundary)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as { created?: number; errors?: unknown[]; message?: string };
    const importSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (res.status !== 200 || answer.created !== ROWS) throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);

    const exports: { format: string; firstByteMs: number; totalMs: number; bytes: number }[] = [];
    for (const format of ['csv', 'xlsx']) {
      const t0 = performance.now();
      const r = await fetch(`${base}/inventory/export.${format}`, { headers: auth });
      const reader = r.body!.getReader();
      let firstByteMs = -1;
      let bytes = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (firstByteMs < 0) firstByteMs = performance.now() - t0;
        bytes += chunk.value.length;
      }
      exports.push({ format, firstByteMs, totalMs: performance.now() - t0, bytes });
    }

    const extraMb = (peak - atRest) / 1024 / 1024;
    const importTarget = ADMIN_URL ? 30 : 90;
    const lines = [
      `### Catalogue import and export (${kind})`,
      '',
      `- ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} at the end.`,
      `- \`npm run bench:catalog\`${ADMIN_URL ? ' with `DATABASE_URL`' : ''}: the real app in its own process; a ${ROWS.toLocaleString('en-US')}-row CSV (${megabytes.toFixed(1)} MB) streamed up as a form upload into an empty business.`,
      '',
      '| measure | figure | target |',
      '|---|---:|---:|',
      `| import ${ROWS.toLocaleString('en-US')} rows | ${importSeconds.toFixed(1)} s | < ${importTarget} s |`,
      `| server memory above rest during the import (peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB) | ${extraMb.toFixed(0)} MB | < 300 MB |`,
      ...exports.map((e) => `| export .${e.format}: first byte / whole file (${(e.bytes / 1024 / 1024).toFixed(1)} MB) | ${e.firstByteMs.toFixed(0)} ms / ${(e.totalMs / 1000).toFixed(2)} s | < 200 ms / < 5 s |`),
    ];
    console.log(lines.join('\n'));
    writeResultsSection(`catalog:${kind}`, lines.join('\n'));
    const slow = importSeconds >= importTarget || extraMb >= 300 || exports.some((e) => e.firstByteMs >= 200 || e.totalMs >= 5000);
    process.exitCode = slow ? 1 : 0;
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
