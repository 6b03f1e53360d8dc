/**
 * The till offline (issue 15) on PostgreSQL: the tests whose outcome rests on the database (a crash
 * mid-sync, two senders at once, stock below zero); e2e/helpers/offline-till-suite.ts. They need a
 * PostgreSQL (PG_TEST_URL or TEST_DATABASE_URL): CI always has one, and fails without it.
 */
import { describe, it } from 'vitest';
import { DATABASE_BOUND, offlineTillSuite } from './helpers/offline-till-suite';
import { E2E_PG_URL } from './helpers/own-server';

if (E2E_PG_URL) offlineTillSuite('PostgreSQL', DATABASE_BOUND);
else if (process.env.CI) {
  describe('the till offline, on PostgreSQL', () => {
    it('has a PostgreSQL to run on', () => {
      throw new Error('CI runs the offline till on PostgreSQL too: set PG_TEST_URL');
    });
  });
} else {
  console.warn('[e2e] Skipping the offline till on PostgreSQL: set PG_TEST_URL to a PostgreSQL server to run it.');
  describe.skip('the till offline, on PostgreSQL (no PG_TEST_URL)', () => {
    it('needs PG_TEST_URL', () => undefined);
  });
}
