// The SQL store's contract runs against a real PostgreSQL server too. This makes one available:
// TEST_DATABASE_URL when set, else a throwaway cluster of Debian's PostgreSQL in a temp folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.TEST_POSTGRES_PORT ?? 54329);
// A fixed folder per port, so a later run finds (and reuses) the cluster of an earlier one.
const baseDir = join(tmpdir(), `bulktrade-postgres-${port}`);
const dataDir = join(baseDir, 'data');
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin, if any. */
function binDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function installPostgres() {
  if (!isRoot) {
    fail(
      'PostgreSQL was not found. Install it (Debian: `sudo apt-get install -y postgresql`) or set ' +
        'TEST_DATABASE_URL to a server the tests may use (e.g. postgres://user:password@host:5432/db), then run again.',
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get (one time)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
  }
  const installed = binDir();
  if (!installed) fail('apt-get finished but no PostgreSQL binaries were found under /usr/lib/postgresql.');
  return installed;
}

// PostgreSQL refuses to run as root, so as root every server command runs as the postgres user.
// Output is dropped (initdb and pg_ctl are chatty); errors still show.
function run(bin, command, args, stderr = 'inherit') {
  const program = join(bin, command);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return spawnSync(file, argv, { stdio: ['ignore', 'ignore', stderr], cwd: tmpdir() });
}

function isUp(bin) {
  return run(bin, 'pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)], 'ignore').status === 0;
}

function createCluster(bin) {
  rmSync(baseDir, { recursive: true, force: true });
  mkdirSync(baseDir, { recursive: true, mode: 0o700 });
  if (isRoot) {
    const owned = spawnSync('chown', ['postgres:postgres', baseDir], { stdio: 'inherit' });
    if (owned.status !== 0)
      fail('Could not hand the cluster folder to the postgres user (is the postgres user missing?).');
  }
  const args = ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
  const result = run(bin, 'initdb', args);
  if (result.status !== 0) fail(`initdb failed (exit ${result.status}).`);
}

/**
 * A PostgreSQL server for the tests: TEST_DATABASE_URL, else a local throwaway cluster on
 * 127.0.0.1 (started now, or still running from an earlier call). Returns its connection URL.
 */
export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const bin = binDir() ?? installPostgres();
  if (isUp(bin)) return url;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) createCluster(bin);
  // Durability is pointless for a throwaway cluster; without it the tests run faster.
  const options = `-p ${port} -h 127.0.0.1 -k ${baseDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const started = run(bin, 'pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(baseDir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  if (started.status !== 0 || !isUp(bin)) {
    fail(`PostgreSQL did not start on port ${port}; see ${join(baseDir, 'server.log')}.`);
  }
  return url;
}

/** Stops the throwaway cluster and deletes it; a server given by TEST_DATABASE_URL is left alone. */
export function stopPostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  const bin = binDir();
  if (bin && existsSync(join(dataDir, 'PG_VERSION'))) {
    run(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  }
  rmSync(baseDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--stop')) {
    stopPostgres();
    console.log('PostgreSQL test server stopped.');
  } else {
    console.log(ensurePostgres());
  }
}
