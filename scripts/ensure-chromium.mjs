// Browser tests drive Debian's Chromium; Playwright's own browser download does not work here.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium was not found. Install it (Debian: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium with apt-get (one time)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  const installed = chromiumPath();
  if (!installed) {
    console.error('apt-get finished but no Chromium executable was found.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
