/**
 * The large data set for load tests: one business with 100,000 inventory entries and 50,000
 * sales (with their lines) beside 200 small businesses sharing the same tables.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/seed.ts     # or DATA_DIR=./bench/out/data for PGlite
 *
 * BENCH_INVENTORY / BENCH_SALES / BENCH_SHOPS shrink or grow it.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { seedDataset, type DatasetOptions, type SeededDataset } from './dataset';
import type { Db } from '../src/server/db/client';

export const BENCH_PASSWORD = 'bench-password-1';

export function largeDatasetOptions(env: NodeJS.ProcessEnv = process.env): DatasetOptions {
  const num = (name: string, fallback: number) => (env[name] ? Number.parseInt(env[name], 10) : fallback);
  return {
    main: {
      bname: 'Harbourfront General Store',
      inventory: num('BENCH_INVENTORY', 100_000),
      sales: num('BENCH_SALES', 50_000),
      manufacturers: 200,
      items: 30,
      days: 180,
    },
    smallShops: num('BENCH_SHOPS', 200),
    small: { inventory: 200, sales: 50, manufacturers: 20, items: 15, days: 60 },
    password: BENCH_PASSWORD,
    taxratePpm: 130_000,
    currency: 'CAD',
  };
}

export function seedLarge(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<SeededDataset> {
  return seedDataset(db, largeDatasetOptions(env));
}

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', purpose: 'npm run bench:seed' });
  try {
    const started = performance.now();
    const seeded = await seedLarge(database.owner);
    console.log(`Seeded ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(JSON.stringify(seeded, null, 2));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
