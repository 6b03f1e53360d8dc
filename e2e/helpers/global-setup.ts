/**
 * Builds the web app (unless E2E_SKIP_BUILD=1) and starts the real server on a free port with
 * a fresh embedded database, for all browser tests.
 */
import { and, eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { receiptImages, sales } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/services/mailer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** See startTimeMachine. */
    timeMachineURL: string;
    /** GET: the e-mails the app has sent so far, newest last (see startTimeMachine). */
    outboxURL: string;
    /** The built web app, for a test that starts a server of its own (empty: the default build). */
    webDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A private build folder: a build started elsewhere meanwhile cannot swap the chunks this run loads.
  let webDir: string | undefined;
  if (process.env.E2E_SKIP_BUILD !== '1') {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-e2e-web-'));
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-e2e-'));
  const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  const database = await openDatabase({ dataDir });
  const outbox: MailMessage[] = [];
  const app = await buildApp({ config, database, logger: false, webDir, mailer: { send: async (m) => void outbox.push(m) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('webDir', webDir ?? '');
  const timeMachine = await startTimeMachine(database, outbox);
  project.provide('timeMachineURL', timeMachine.url);
  project.provide('outboxURL', `${timeMachine.url}/outbox`);

  return async () => {
    await new Promise((resolve) => timeMachine.server.close(resolve));
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  };
}

/**
 * For tests only, beside the app and never part of it: moves a receipt to another instant. The
 * server stamps each sale with the moment it is made, so without this a test could not show where
 * a sale made late in the evening on the day the clocks change is counted. POST
 * { cid, barcode, createdAt }; the receipt's stored images are dropped so they repaint. GET
 * /outbox answers the e-mails the app sent instead of mailing them.
 */
async function startTimeMachine(database: Database, outbox: MailMessage[]): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    // The mail the app would have sent (a password-reset link), for the tests that follow it.
    if (req.method === 'GET' && req.url === '/outbox') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(outbox));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        try {
          const { cid, barcode, createdAt } = JSON.parse(body) as { cid: string; barcode: string; createdAt: string };
          const [sale] = await database.owner
            .update(sales)
            .set({ createdAt: new Date(createdAt) })
            .where(and(eq(sales.cid, cid), eq(sales.barcode, barcode)))
            .returning({ id: sales.id });
          if (sale) await database.owner.delete(receiptImages).where(and(eq(receiptImages.cid, cid), eq(receiptImages.saleId, sale.id)));
          res.statusCode = sale ? 204 : 404;
          res.end();
        } catch (err) {
          res.statusCode = 500;
          res.end(String(err));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
