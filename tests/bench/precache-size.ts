import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type PrecacheSize = { files: number; raw: number; gzipped: number; sourceMaps: number };

/**
 * What the app's service worker precaches (the URLs of dist/sw.js's manifest), raw and gzipped
 * at level 9 (what a compressing server sends), and how many of them are source maps (none
 * should be: maps are for developers).
 * @example const size = precacheSize('dist'); console.log(size.gzipped / 1024);
 */
export function precacheSize(distDir: string): PrecacheSize {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  let raw = 0;
  let gzipped = 0;
  for (const url of urls) {
    const body = readFileSync(join(distDir, url));
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzipped, sourceMaps: urls.filter((url) => url.endsWith('.map')).length };
}
