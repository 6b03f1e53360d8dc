/**
 * After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of
 * dist/web, once, at the highest levels. The server hands them to browsers that accept them
 * (@fastify/static preCompressed), so the app ships a third of its bytes with no compression
 * work per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectPath } from '../src/server/paths';

const WEB_DIR = projectPath('dist', 'web');
// Beside text: the camera's WebAssembly barcode reader (about 1 MB), which Brotli shrinks by half or more.
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.map', '.wasm']);
// Below this, compression saves less than a packet.
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.has(path.extname(entry.name))) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(WEB_DIR)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(`precompressed web assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`);
