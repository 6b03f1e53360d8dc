/**
 * Runs the purge of expired sessions and old sign-in failures (services/purge.ts) a minute after
 * start and then every hour. Every instance keeps the schedule; the purge's advisory lock lets one
 * work at a time, so a cluster needs no instance set apart for it. A purge that fails is logged
 * and tried again at the next hour: it must never take the server down.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../services/purge';

const FIRST_PURGE_AFTER_MS = 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export default fp(
  async function purgeSchedule(app: FastifyInstance) {
    let running: Promise<void> | undefined;
    const timers: NodeJS.Timeout[] = [];
    const closing = new AbortController();

    function purge() {
      running ??= purgeExpired(app.database.db, { signal: closing.signal })
        .then(
          (purged) => {
            if (purged && (purged.sessions > 0 || purged.failures > 0)) app.log.info({ purged }, 'purged expired sessions and old sign-in failures');
          },
          (err: unknown) => app.log.warn({ err }, 'purging expired sessions failed; trying again at the next round'),
        )
        .finally(() => {
          running = undefined;
        });
    }

    app.addHook('onReady', async () => {
      // Timers never keep the process alive on their own.
      timers.push(setTimeout(purge, FIRST_PURGE_AFTER_MS).unref(), setInterval(purge, PURGE_EVERY_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      // The database closes after the app: a purge under way ends its round first.
      closing.abort();
      await running;
    });
  },
  { name: 'purge-schedule', dependencies: ['db'] },
);
