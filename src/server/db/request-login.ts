/**
 * The login PostgreSQL requests connect as. Row-level security holds `stocktill_app` to one
 * business, but a role switched to with SET ROLE is only as strong as the login under it: over a
 * superuser login, anything that runs SQL on a request connection could `SET ROLE postgres` (or
 * `RESET ROLE`, `SET SESSION AUTHORIZATION`) and see every business. So requests connect as a login
 * that is no superuser, cannot bypass row-level security, owns no table, and can become nothing but
 * `stocktill_app`:
 *
 * - `DATABASE_APP_URL` when it is given (`stocktill_app` itself made able to log in, or a login
 *   granted it), which the operator manages;
 * - otherwise a login generated for this database by the owner (the login in `DATABASE_URL`) at
 *   start: `stocktill_login_<random>`, NOINHERIT (on its own it may read nothing), member of
 *   `stocktill_app` alone, with a random password. Its name and password are kept in `app_meta`,
 *   so every instance, and every database copied from this one, uses the same login. Roles belong
 *   to the whole server while `app_meta` belongs to one database, hence a login per database rather
 *   than a password on the shared `stocktill_app`: two databases would otherwise keep resetting
 *   each other's. The `stocktill_app` role can read the row, which gives it nothing it does not
 *   already have.
 *
 * Either way the server checks the login on a request connection before it serves anything
 * (`checkRequestLogin`) and refuses to start when it could reach beyond one business.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';

const APP_ROLE = 'stocktill_app';
const META_KEY = 'request_login';

interface StoredLogin {
  role: string;
  password: string;
}

/** `url` with another user and password; everything else (host, database, options) kept. */
export function withLogin(url: string, role: string, password: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL must be a postgres:// URL for the server to derive the login requests use; or set DATABASE_APP_URL.');
  }
  parsed.username = encodeURIComponent(role);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/**
 * The password as PostgreSQL stores it (SCRAM-SHA-256), so the plain password never travels in a
 * statement, where a server logging statements would keep it. Generated passwords are ASCII, which
 * SASLprep leaves as they are.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a role name: ${name}`);
  return `"${name}"`;
}

async function readStored(owner: pg.Client): Promise<StoredLogin | null> {
  const found = await owner.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [META_KEY]);
  if (!found.rows[0]) return null;
  const value: unknown = JSON.parse(found.rows[0].value);
  if (value && typeof value === 'object' && 'role' in value && 'password' in value && typeof value.role === 'string' && typeof value.password === 'string') {
    return { role: value.role, password: value.password };
  }
  throw new Error(`app_meta's ${META_KEY} is not a login; delete the row to have a new one generated`);
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, options: `-c role=${APP_ROLE}` });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The URL requests connect with when no DATABASE_APP_URL is given: the generated login of this
 * database, created (or given back its password and membership) when it cannot connect. Runs on the
 * owner's migrating connection, under the migration lock, so instances starting together agree.
 */
export async function generatedRequestLogin(owner: pg.Client, ownerUrl: string): Promise<string> {
  let stored = await readStored(owner);
  if (!stored) {
    const fresh: StoredLogin = { role: `stocktill_login_${randomBytes(6).toString('hex')}`, password: randomBytes(24).toString('base64url') };
    await owner.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [META_KEY, JSON.stringify(fresh)]);
    stored = (await readStored(owner))!;
  }
  const url = withLogin(ownerUrl, stored.role, stored.password);
  if (await connects(url)) return url;
  // Missing (a new database, or one restored onto another server), or its password or membership
  // lost: made again, with nothing but the right to log in and to become the app's role.
  const role = ident(stored.role);
  const verifier = scramVerifier(stored.password);
  const exists = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [stored.role]);
  try {
    if (exists.rowCount) await owner.query(`ALTER ROLE ${role} LOGIN NOINHERIT PASSWORD '${verifier}'`);
    else await owner.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION NOINHERIT PASSWORD '${verifier}'`);
    await owner.query(`GRANT ${APP_ROLE} TO ${role}`);
  } catch (err) {
    throw new Error(
      `Could not create the login requests use (${stored.role}): ${err instanceof Error ? err.message : String(err)}. ` +
        'The login in DATABASE_URL needs the right to create roles (CREATEROLE) for that, or set DATABASE_APP_URL to a login that may become stocktill_app.',
      { cause: err },
    );
  }
  return url;
}

export interface RequestLogin {
  login: string;
  /** Roles that are superusers or bypass row-level security which the login is or may become. */
  exempt: string[];
  /** Whether the login is, or may become, the owner of the tables (who may lift their security). */
  ownsTables: boolean;
}

/** A pool or a client: what runs one statement. */
export interface Queryable {
  query(text: string): Promise<pg.QueryResult>;
}

/** What the login of a request connection could become. */
export async function inspectRequestLogin(client: Queryable): Promise<RequestLogin> {
  const { rows } = await client.query(
    `SELECT session_user::text AS login,
            ARRAY(SELECT r.rolname::text FROM pg_roles r
                  WHERE (r.rolsuper OR r.rolbypassrls) AND pg_has_role(session_user, r.oid, 'MEMBER')
                  ORDER BY r.rolname) AS exempt,
            pg_has_role(session_user, (SELECT c.relowner FROM pg_class c WHERE c.oid = 'public.businesses'::regclass), 'MEMBER') AS "ownsTables"`,
  );
  return rows[0] as RequestLogin;
}

/** Refuses (throws) when the login requests run on could see beyond one business. */
export async function checkRequestLogin(client: Queryable, source: string): Promise<void> {
  const found = await inspectRequestLogin(client);
  if (found.exempt.length > 0) {
    throw new Error(
      `Refusing to serve requests as ${found.login} (${source}): it is or may become a superuser or a role that bypasses row-level security (${found.exempt.join(', ')}), ` +
        'so one request could read every business. Give requests a login that is neither (see docs/scaling.md).',
    );
  }
  if (found.ownsTables) {
    throw new Error(
      `Refusing to serve requests as ${found.login} (${source}): it owns the tables, or may become their owner, and an owner may lift their row-level security. ` +
        'Give requests a login of their own (see docs/scaling.md).',
    );
  }
}
