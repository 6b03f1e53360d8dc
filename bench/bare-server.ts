/**
 * The framework ceiling: Fastify with nothing but one GET and one PUT route answering a fixed
 * JSON body about the size of an inventory page. Forked by bench/run.ts; reports its port.
 */
import Fastify from 'fastify';
import { listenAndReport } from './child-server';

const page = {
  inventory: Array.from({ length: 10 }, (_, i) => ({
    _id: `00000000-0000-4000-8000-00000000000${i}`,
    upc: `1000000${i}7919`,
    item: 'Beverages',
    manufacturer: 'Northwind Foods',
    subname: 'Classic Cola 500 ml',
    qty: 40 + i,
    lowinventory: 8,
    cost: 1.25,
    price: 2.49,
    cid: '00000000-0000-4000-8000-0000000000aa',
    updatedAt: '2026-01-01T12:00:00.000Z',
  })),
  page: 1,
  pages: 10000,
  count: 100000,
};

async function main() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => page);
  // Writes parse a JSON body first, as sign-in and checkout do.
  app.route({ method: ['POST', 'PUT'], url: '/bare', handler: async (request) => ({ received: Array.isArray(request.body) ? request.body.length : 1 }) });
  await listenAndReport(app);
}

void main();
