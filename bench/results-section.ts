/**
 * Replaces one bench's section of bench/results.md (between `<!-- bench:<name> -->` markers),
 * keeping every other section; a section not there yet is added at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md');

export function writeResultsSection(name: string, section: string): void {
  const [start, end] = [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`];
  const block = `${start}\n${section}\n${end}`;
  const text = fs.readFileSync(RESULTS, 'utf8');
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  fs.writeFileSync(RESULTS, re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`);
}
