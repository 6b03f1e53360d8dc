/**
 * `npm test`'s last step: the unit and API tests and the browser tests at the same time. The unit
 * tests keep both cores busy computing, while a browser test mostly waits for pages and answers,
 * so together they end minutes before one after the other. The unit tests print as they run; the
 * browser tests' report follows once both are done. Fails if either fails.
 */
import { spawn } from 'node:child_process';

function run(script, live) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npm', ['run', script], { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    if (!live) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

const [unit, browser] = await Promise.all([run('test:unit', true), run('test:e2e', false)]);
process.stdout.write(`\n== browser tests (npm run test:e2e)\n${browser.output}`);
for (const r of [unit, browser]) if (r.code !== 0) console.error(`npm run ${r.script} failed (exit ${r.code})`);
process.exit(unit.code === 0 && browser.code === 0 ? 0 : 1);
