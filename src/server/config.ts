/**
 * Configuration from the environment, with defaults that let `npm start` run with no setup.
 */
import path from 'node:path';
import { z } from 'zod';

/**
 * TRUST_PROXY, read as Fastify's `trustProxy`. Believing every hop (what `true` used to mean) let
 * a client write its own X-Forwarded-For and pass for any address, escaping per-address limits; so
 * `true` now means one hop, the usual single load balancer. `2` trusts two hops;
 * `10.0.0.0/8,127.0.0.1` trusts exactly those proxies (the right choice when their addresses are known).
 */
export type TrustProxy = false | number | string[];

const HOPS = /^[1-9][0-9]?$/;
const ADDRESS = /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/;

function trustedProxies(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (HOPS.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim()).filter(Boolean);
  if (addresses.length > 0 && addresses.every((a) => ADDRESS.test(a) && (a.includes('.') || a.includes(':')))) return addresses;
  ctx.addIssue({ code: 'custom', message: 'must be false, true (one hop), a number of hops, or proxy addresses/CIDR ranges separated by commas' });
  return false;
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built web app to serve; unset: dist/web beside the server (what `npm run build` writes). */
  WEB_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DATABASE_URL: z.string().optional(),
  /**
   * The login requests connect as (with DATABASE_URL), when it should not be the one the server
   * generates: never a superuser, a role that bypasses row-level security or the tables' owner.
   */
  DATABASE_APP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * How a request's business reaches PostgreSQL (see TenantSetting in db/client.ts): `session`, or
   * `transaction` for Citus and for poolers in transaction mode.
   */
  TENANT_SETTING: z.enum(['session', 'transaction']).default('session'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long an instance may rely on a session it checked recently, in seconds (0 = read every
   * time). Ended sessions and changed users are announced by the database and dropped at once;
   * this only bounds how long a silently dead announcement connection could go unnoticed.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  PAGE_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front of the app to believe about the client's address and scheme (see
   * trustedProxies): `false`, a number of hops, or the proxies' addresses and CIDR ranges.
   */
  TRUST_PROXY: z.string().default('false').transform(trustedProxies),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Sign-in and sign-up attempts allowed per client address per 15 minutes (a shop shares one). */
  SIGNIN_RATE_PER_IP: z.coerce.number().int().min(1).default(300),
  /** Failed sign-ins allowed per e-mail from one address per 15 minutes before that pair is locked for the rest of the window. */
  SIGNIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /**
   * redis://… (or rediss://…) shared by every instance: per-address limits are then counted there,
   * so they hold across instances. Unset: each instance counts in its own memory.
   */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  /** Put before every key Stocktill writes to Redis, so deployments (or test runs) can share one. */
  REDIS_PREFIX: z.string().min(1).max(100).default('stocktill:'),
  /**
   * smtp://user:pass@host:587 (or smtps://…) to send e-mail (password resets). Unset: each message
   * is written to the log instead, so a shop without a mail server can still reset a password.
   */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().min(3).default('Stocktill <no-reply@localhost>'),
  /**
   * The address people open Stocktill at (https://shop.example.com), for links in e-mails. Never
   * taken from a request's Host header, which anyone can forge. Unset: http://localhost:PORT.
   */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^https?:\/\/[^/]+/, 'must start with http:// or https://').optional()),
});

export type Config = z.infer<typeof ZEnv> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const merged = { ...parsed.data, ...overrides };
  return { ...merged, dataDir: path.resolve(merged.DATA_DIR) };
}
