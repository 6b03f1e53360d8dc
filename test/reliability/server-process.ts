/** Runs the real server as a child process, as production does, so tests can kill it for real. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { projectPath } from '../../src/server/paths';

const SECRET = randomBytes(32).toString('hex');

/** A port nothing listens on now (the OS's choice), for a server the test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Server {
  proc: ChildProcess;
  base: string;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // node itself (not npx) so that SIGKILL hits the process that holds the database.
  const proc = spawn(process.execPath, ['--import', 'tsx', projectPath('src', 'server', 'main.ts')], {
    cwd: projectPath(),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: SECRET, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

export async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.proc.exitCode !== null) return;
  const exited = new Promise((r) => server.proc.once('exit', r));
  server.proc.kill(signal);
  await exited;
}

