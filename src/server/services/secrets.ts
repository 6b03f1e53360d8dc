import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * The session-signing secret: SESSION_SECRET when given, otherwise one generated on first start
 * and kept in the database, so every instance sharing that database signs with the same key.
 */
export async function loadSessionSecret(db: DbOrTx, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(appMeta).values({ key: 'session_secret', value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'session_secret'));
  return new TextEncoder().encode(row.value);
}
