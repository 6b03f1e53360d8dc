/**
 * What every server bench/run.ts forks does at the end of start-up: listen on a free loopback port,
 * report it to the parent, and close cleanly (then run `cleanup`) on SIGTERM.
 */
import type { FastifyInstance } from 'fastify';

export async function listenAndReport(app: FastifyInstance, cleanup: () => Promise<unknown> = async () => undefined): Promise<void> {
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(cleanup)
      .finally(() => process.exit(0));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}
