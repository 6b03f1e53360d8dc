/**
 * `npm run seed:demo`: a demo business to click through, in the same database the app uses
 * (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL). It gets realistic categories and
 * manufacturers, a few hundred products and three months of sales whose totals, stock and
 * receipts are what the app itself would have written. Prints how to sign in.
 *
 * Stop the app first when it runs on PGlite: the embedded database has one owner at a time.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { one, rows, seedDataset } from '../bench/dataset';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-shop-1';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2, purpose: 'npm run seed:demo' });
  try {
    let email = (process.env.DEMO_EMAIL ?? 'demo@stocktill.test').toLowerCase();
    const taken = await rows(database.owner, sql`SELECT 1 FROM users WHERE lower(email) = ${email}`);
    // E-mails are unique across the service: a second demo shop gets its own address.
    if (taken.length > 0) email = email.replace('@', `+${randomBytes(3).toString('hex')}@`);
    const seeded = await seedDataset(database.owner, {
      main: { bname: 'Maple Corner Market', email, staffEmail: email.replace('@', '.staff@'), inventory: 320, sales: 1500, manufacturers: 24, items: 18, days: 90 },
      smallShops: 0,
      small: { inventory: 0, sales: 0, manufacturers: 0, items: 0, days: 1 },
      password: PASSWORD,
      taxratePpm: 130_000,
      currency: 'CAD',
    });
    const mine = await one<{ products: number; sales: number }>(
      database.owner,
      sql`SELECT (SELECT count(*)::int FROM inventory WHERE cid = ${seeded.cid}) AS products, (SELECT count(*)::int FROM sales WHERE cid = ${seeded.cid}) AS sales`,
    );
    console.log(`Demo business "${seeded.bname}" is ready (${database.kind}): ${mine.products} products, ${mine.sales} sales.`);
    console.log(`  Owner (admin): ${seeded.ownerEmail}  password: ${seeded.password}`);
    console.log(`  Staff:         ${seeded.staffEmail}  password: ${seeded.password}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    // The demo is written straight into the embedded database, which only one process may hold.
    console.error(`${err.message}\nTo add the demo shop, stop the server, run npm run seed:demo, then start the server again.`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
