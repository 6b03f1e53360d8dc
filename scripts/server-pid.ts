import fs from 'node:fs';

/** The pid of the server holding the embedded database, or null when none is running. */
export function runningServerPid(pidFile: string): number | null {
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    // A pid file left by a crash.
    return null;
  }
}
