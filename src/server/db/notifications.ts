/**
 * LISTEN/NOTIFY for both databases. Whoever subscribes learns of every notification on a channel,
 * and also of the moments when it may miss some: a PostgreSQL listening connection can drop
 * (restart, failover, network), and notifications sent while it is down are gone for good. A
 * subscriber that keeps derived state (a cache) must treat `onLost` as "forget everything".
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The connection a PostgreSQL subscription listens on. */
export interface ListeningConnection {
  /** Its server process id, as pg_stat_activity shows it. */
  pid: number;
}

export interface ChannelListener {
  onMessage(payload: string): void;
  /**
   * Listening: from now until onLost, every notification on the channel arrives. On PostgreSQL the
   * listening connection is named (see listenerName), so others can tell who is listening.
   */
  onLive(connection?: ListeningConnection): void;
  /** No longer listening: notifications may be missed until the next onLive. */
  onLost(): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** Channel names are fixed identifiers chosen by the code, never input; checked all the same. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** PGlite lives in this process and every write goes through it, so nothing can be missed. */
export async function listenPglite(client: PGlite, channel: string, listener: ChannelListener): Promise<Subscription> {
  const unlisten = await client.listen(checkedChannel(channel), (payload) => listener.onMessage(payload));
  listener.onLive();
  return {
    async close() {
      listener.onLost();
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * The application_name of every connection listening on `channel`: a connection listed in
 * pg_stat_activity under this name is listening, or about to (the name is set just before LISTEN).
 */
export function listenerName(channel: string): string {
  return `stocktill listens on ${checkedChannel(channel)}`;
}

export interface PostgresListenOptions {
  /** Wait before reconnecting after the connection is lost or refused. */
  retryMs?: number;
}

/**
 * A dedicated connection (outside the pool: a pooled connection is handed to other work) that
 * LISTENs on the channel and reconnects after it is lost. Resolves once the first attempt has
 * either succeeded or failed, so a caller starting up knows whether it is live.
 */
export async function listenPostgres(url: string, channel: string, listener: ChannelListener, opts: PostgresListenOptions = {}): Promise<Subscription> {
  const name = checkedChannel(channel);
  const retryMs = opts.retryMs ?? 1000;
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current === client) {
      current = undefined;
      listener.onLost();
    }
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
    }
  }

  async function connect(): Promise<void> {
    // Keep-alive probes notice a connection that died without a word (a cut network).
    const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      lost(client);
    };
    client.on('error', onGone);
    client.on('end', onGone);
    client.on('notification', (msg) => {
      if (msg.channel === name) listener.onMessage(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`SET application_name = '${listenerName(name)}'`);
      await client.query(`LISTEN ${name}`);
    } catch (err) {
      console.warn(`Could not listen on ${name} (${err instanceof Error ? err.message : String(err)}); retrying.`);
      onGone();
      return;
    }
    if (closed || gone) {
      onGone();
      return;
    }
    current = client;
    listener.onLive({ pid: (client as unknown as { processID: number }).processID });
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      listener.onLost();
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
