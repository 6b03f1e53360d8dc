import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

/** Hands the open database and the configuration to every route. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database; config: Config }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
