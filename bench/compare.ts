/**
 * `npm run bench:compare`: the same endpoints of two builds, measured in one run: a baseline commit
 * (checked out into a temporary worktree) and the working tree. Each build gets its own throwaway
 * database at its own schema, seeded by its own generator with the same data set, and serves it
 * from its own process; rounds alternate between the builds (and which goes first), so drift on
 * this shared machine falls on both alike. Reports each endpoint's median req/s and p99 per build
 * and the ratio, and writes a section of bench/results.md.
 *
 *   BENCH_BASE=<commit> [BENCH_AFTER=<commit>] [DATABASE_URL=postgres://…] npm run bench:compare
 *
 * BENCH_AFTER measures that commit (in a second worktree) instead of the working tree, so work in
 * progress in a shared checkout stays out of the figures.
 *
 * Options (environment): BENCH_SECONDS (5), BENCH_CONNECTIONS (32), BENCH_REPEAT (3), BENCH_ONLY
 * (comma-separated endpoint names; the receipt-image flood runs only without it),
 * BENCH_INVENTORY / BENCH_SALES / BENCH_SHOPS (data set size, bench/seed.ts), BENCH_LABEL (the
 * section's title).
 */
import autocannon from 'autocannon';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
const BASE = process.env.BENCH_BASE;
const AFTER = process.env.BENCH_AFTER;

interface Build {
  label: string;
  root: string;
  env: Record<string, string>;
  dispose: () => Promise<void>;
  child?: ChildProcess;
  base?: string;
  token?: string;
  seeded?: { ownerEmail: string; password: string };
  checkoutIds?: string[];
  scanUpc?: string;
}

interface Measure {
  reqPerSec: number;
  p99: number;
  non2xx: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (b: Build) => string;
  body?: (b: Build) => unknown;
  signedIn: boolean;
}

const ALL_ENDPOINTS: Endpoint[] = [
  { name: 'sign-in', method: 'POST', url: () => '/api/users/login', body: (b) => ({ email: b.seeded?.ownerEmail, password: b.seeded?.password }), signedIn: false },
  { name: 'inventory list page', method: 'GET', url: () => '/api/inventory/list?pageNumber=50', signedIn: true },
  { name: 'pos list page', method: 'GET', url: () => '/api/pos/list?pageNumberpos=20', signedIn: true },
  { name: 'pos scan (exact upc)', method: 'GET', url: (b) => `/api/pos/list?pageNumberpos=1&keyword=${b.scanUpc}&field=upc&exact=1`, signedIn: true },
  { name: 'low-inventory report', method: 'GET', url: () => '/api/reports/lowinventory?lowpageNumber=3', signedIn: true },
  {
    name: 'checkout 3 lines',
    method: 'PUT',
    url: () => '/api/pos/generate',
    // One product of the first ten and two of the rest, so concurrent sales contend as at a till.
    body: (b) => {
      const ids = b.checkoutIds ?? [];
      const pick = (from: number, span: number) => ids[from + Math.floor(Math.random() * span)];
      const lines = [pick(0, 10), pick(10, 10), pick(20, 10)];
      return [{ subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 }, ...lines.map((_id) => ({ _id, saleqty: 1, disc: 0 }))];
    },
    signedIn: true,
  },
  {
    // Issue 14: the same sale paid part by card and the rest in cash with change. A build from before
    // payments existed ignores the field and takes the spec's cash sale: the ratio is what tender costs.
    name: 'checkout split tender',
    method: 'PUT',
    url: () => '/api/pos/generate',
    body: (b) => {
      const ids = b.checkoutIds ?? [];
      const pick = (from: number, span: number) => ids[from + Math.floor(Math.random() * span)];
      const lines = [pick(0, 10), pick(10, 10), pick(20, 10)];
      const payments = [
        { method: 'card', amount: 0.01, reference: 'bench' },
        { method: 'cash', amount: 1000 },
      ];
      return [{ shipping: 0, payments }, ...lines.map((_id) => ({ _id, saleqty: 1, itemdiscount: 0 }))];
    },
    signedIn: true,
  },
];

const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const ENDPOINTS = ONLY ? ALL_ENDPOINTS.filter((ep) => ONLY.includes(ep.name)) : ALL_ENDPOINTS;

function run(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string> }): string {
  return execFileSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
}

/** A throwaway database for one build: a PostgreSQL database on DATABASE_URL's server, or a PGlite directory. */
async function makeDatabase(tag: string): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stocktill-compare-${tag}-`));
    return { env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `stocktill_compare_${tag}_${randomBytes(3).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The baseline's source in a temporary worktree, sharing this checkout's installed packages. */
function checkoutBase(commit: string): { root: string; dispose: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-base-'));
  run('git', ['worktree', 'add', '--detach', root, commit], { cwd: ROOT });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, dispose: () => void run('git', ['worktree', 'remove', '--force', root], { cwd: ROOT }) };
}

/** Seeds with the build's own generator (its schema, its tables) and returns what it printed. */
function seed(b: Build): void {
  const out = run(process.execPath, ['--import', 'tsx', path.join(b.root, 'bench', 'seed.ts')], { cwd: b.root, env: b.env });
  const json = out.slice(out.indexOf('{'));
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || !('ownerEmail' in parsed) || !('password' in parsed)) throw new Error(`${b.label}: unexpected seed output`);
  b.seeded = { ownerEmail: String(parsed.ownerEmail), password: String(parsed.password) };
}

function start(b: Build): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(b.root, 'bench', 'serve-app.ts'), [], {
      cwd: b.root,
      execArgv: ['--import', 'tsx'],
      // One client address signs in thousands of times: lift the per-address and per-e-mail limits.
      env: { ...process.env, LOG_LEVEL: 'warn', SIGNIN_RATE_PER_IP: '1000000000', SIGNIN_FAILURES_PER_EMAIL: '1000000000', ...b.env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (msg) => {
      const port = msg && typeof msg === 'object' && 'port' in msg && typeof msg.port === 'number' ? msg.port : 0;
      if (!port) return reject(new Error(`${b.label} did not report a port`));
      b.child = child;
      b.base = `http://127.0.0.1:${port}`;
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`${b.label} exited with ${code}`)));
  });
}

async function api<T>(b: Build, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(b.token ? { authorization: `Bearer ${b.token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${b.label}: ${method} ${url} answered ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in, and gives 30 products on the terminal's list a stock no benchmark can sell out (900,000 each). */
async function prepare(b: Build): Promise<void> {
  b.token = (await api<{ token: string }>(b, 'POST', '/api/users/login', { email: b.seeded?.ownerEmail, password: b.seeded?.password })).token;
  const ids: string[] = [];
  for (let page = 1; ids.length < 30; page += 1) {
    const list = await api<{ sales: { _id: string; upc: string }[] }>(b, 'GET', `/api/pos/list?pageNumberpos=${page}`);
    if (list.sales.length === 0) break;
    if (page === 1) b.scanUpc = list.sales[0].upc;
    ids.push(...list.sales.map((p) => p._id));
  }
  b.checkoutIds = ids.slice(0, 30);
  for (const id of b.checkoutIds) {
    // The spec's edit takes the whole entry and adds its qty to the stock.
    const entry = await api<Record<string, unknown>>(b, 'GET', `/api/inventory/edit/${id}`);
    const { upc, item, manufacturer, subname, lowinventory, cost, price } = entry;
    await api(b, 'PUT', `/api/inventory/upd/${id}`, { upc, item, manufacturer, subname, lowinventory, cost, price, qty: 900_000 - Number(entry.qty) });
  }
}

async function load(b: Build, ep: Endpoint, seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: b.base ?? '',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(ep.signedIn ? { authorization: `Bearer ${b.token}` } : {}) },
    requests: [
      {
        method: ep.method,
        path: ep.url(b),
        setupRequest: (req) => (ep.body ? { ...req, body: JSON.stringify(ep.body(b)) } : req),
      },
    ],
  });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, z) => a - z)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, z) => a - z)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

interface FloodResult {
  quiet: number[];
  flooded: number[];
  floodPerSec: number;
  floodStatuses: string;
}

/**
 * The receipt-image flood of the security review: 32 connections fetching one receipt's image
 * through its wallet (signed out) while another business signs in, one attempt after another.
 * Sign-in latency is measured without the flood, then during it.
 */
async function flood(b: Build): Promise<FloodResult> {
  const wallet = (await api<{ id: string }>(b, 'POST', '/api/wallets')).id;
  const id = b.checkoutIds?.[0];
  const sale = await api<{ qfname: string }>(b, 'PUT', `/api/pos/generate?qrid=${wallet}`, [
    { subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 },
    { _id: id, saleqty: 1, disc: 0 },
  ]);
  const email = `flood.${randomBytes(4).toString('hex')}@bench.example`;
  const password = 'flood-bench-1';
  const owner = { fname: 'Fay', lname: 'Flood', email, phone: '+14165550100', bname: 'Next Door', address: '2 Main St', city: 'Toronto', state: 'ON', country: 'Canada', mailcode: 'M5V 1A1', password };
  await api(b, 'POST', '/api/owners/register', owner);
  const signIn = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${b.base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${b.label}: sign-in answered ${res.status}`);
    return performance.now() - started;
  };
  const quiet: number[] = [];
  while (quiet.length < 20) quiet.push(await signIn());

  let flooding = true;
  const load = autocannon({ url: `${b.base}/api/return/${sale.qfname}?wallet=${wallet}`, connections: CONNECTIONS, duration: SECONDS * 2 });
  const stop = () => (flooding = false);
  load.then(stop, stop);
  await new Promise((r) => setTimeout(r, 1000));
  const flooded: number[] = [];
  while (flooding) flooded.push(await signIn());
  const result = await load;
  const floodStatuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${stat.count}`)
    .join(', ');
  return { quiet, flooded, floodPerSec: result.requests.average, floodStatuses };
}

async function main() {
  if (!BASE) throw new Error('Set BENCH_BASE to the commit to compare against');
  const baseCommit = run('git', ['rev-parse', '--short', BASE], { cwd: ROOT }).trim();
  const head = run('git', ['rev-parse', '--short', AFTER ?? 'HEAD'], { cwd: ROOT }).trim();
  const dirty = !AFTER && run('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT }).trim() !== '';
  const worktree = checkoutBase(BASE);
  const afterTree = AFTER ? checkoutBase(AFTER) : undefined;
  const builds: Build[] = [];
  try {
    for (const [label, root] of [
      [`before (${baseCommit})`, worktree.root],
      [`after (${head}${dirty ? '+changes' : ''})`, afterTree?.root ?? ROOT],
    ] as const) {
      const db = await makeDatabase(builds.length === 0 ? 'before' : 'after');
      const build: Build = { label, root, env: db.env, dispose: db.dispose };
      builds.push(build);
      const started = performance.now();
      seed(build);
      console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await start(build);
      await prepare(build);
    }

    const results = new Map<string, Measure[][]>(ENDPOINTS.map((ep) => [ep.name, builds.map(() => [])]));
    for (let round = 0; round < REPEAT; round += 1) {
      for (const ep of ENDPOINTS) {
        // Alternate who goes first, so a trend across the run favours neither build.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          await load(builds[i], ep, 1); // warm-up
          results.get(ep.name)?.[i].push(await load(builds[i], ep, SECONDS));
        }
        console.log(`round ${round + 1}/${REPEAT}: ${ep.name}`);
      }
    }

    const lines = [
      `- ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per measurement, median of ${REPEAT} alternating rounds.`,
      `- Each build on its own ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} database seeded by its own generator with the large data set.`,
      '',
      `| endpoint | ${builds[0].label} req/s | p99 ms | ${builds[1].label} req/s | p99 ms | after / before | per round (noise) | non-2xx |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    for (const ep of ENDPOINTS) {
      const [before, after] = results.get(ep.name) ?? [[], []];
      const b = median(before.map((m) => m.reqPerSec));
      const a = median(after.map((m) => m.reqPerSec));
      const non2xx = [...before, ...after].reduce((n, m) => n + m.non2xx, 0);
      // Each round measures both builds back to back: the spread of its ratios is the run's noise.
      const ratios = before.map((m, i) => (after[i].reqPerSec / m.reqPerSec) * 100).sort((x, z) => x - z);
      const spread = `${ratios[0].toFixed(0)}–${ratios[ratios.length - 1].toFixed(0)} %`;
      lines.push(
        `| ${ep.name} | ${b.toFixed(0)} | ${median(before.map((m) => m.p99)).toFixed(0)} | ${a.toFixed(0)} | ${median(after.map((m) => m.p99)).toFixed(0)} | ${((a / b) * 100).toFixed(1)} % | ${spread} | ${non2xx} |`,
      );
    }
    console.log(lines.join('\n'));
    if (!ONLY) lines.push('', `Receipt-image flood: ${CONNECTIONS} connections fetch one receipt's image through its wallet (signed out) for ${SECONDS * 2} s while another business signs in, one attempt after another.`, '');
    if (!ONLY) lines.push('| build | sign-in p50 ms, quiet | p99 ms, quiet | sign-in p50 ms, flooded | p99 ms, flooded | flood req/s | flood answers |', '|---|---:|---:|---:|---:|---:|---|');
    for (const b of ONLY ? [] : builds) {
      const f = await flood(b);
      lines.push(
        `| ${b.label} | ${percentile(f.quiet, 0.5).toFixed(0)} | ${percentile(f.quiet, 0.99).toFixed(0)} | ${percentile(f.flooded, 0.5).toFixed(0)} | ${percentile(f.flooded, 0.99).toFixed(0)} | ${f.floodPerSec.toFixed(0)} | ${f.floodStatuses} |`,
      );
      console.log(`flood: ${b.label}`);
    }
    const title = process.env.BENCH_LABEL ?? `Before/after ${baseCommit}`;
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const section = `<!-- compare:${kind}:${baseCommit} -->\n### ${title} (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})\n\n${lines.join('\n')}\n<!-- /compare:${kind}:${baseCommit} -->`;
    console.log(`\n${section}\n`);
    const file = path.join(HERE, 'results.md');
    const current = fs.readFileSync(file, 'utf8');
    const marker = new RegExp(`<!-- compare:${kind}:${baseCommit} -->[\\s\\S]*?<!-- /compare:${kind}:${baseCommit} -->`);
    fs.writeFileSync(file, marker.test(current) ? current.replace(marker, section) : `${current.trimEnd()}\n\n${section}\n`);
  } finally {
    for (const b of builds) {
      b.child?.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await b.dispose().catch(() => undefined);
    }
    worktree.dispose();
    afterTree?.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
