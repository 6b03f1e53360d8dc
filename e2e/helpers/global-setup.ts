/**
 * Builds the web app (unless E2E_SKIP_BUILD=1) and starts the real server on a free port with
 * a fresh embedded database, for all browser tests.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
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
  const app = await buildApp({ config, database, logger: false, webDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseURL', `http://127.0.0.1:${port}`);

  return async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  };
}
