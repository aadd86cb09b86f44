import { loadavg } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInForToken } from '../../server/auth/auth-test-kit';
import { seedUser } from '../../server/auth/seed-user';
import { createServices } from '../../server/services';
import { pgliteClient, type SqlClient } from '../../server/store/sql-client';
import { scopeIndexSpecs } from '../../server/store/sql-scope';
import { createSqlStore } from '../../server/store/sql-store';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';
import { memoryLocks } from '../../sync/leadership';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import { createSignalHub } from '../../sync/signal-hub';
import { createSyncEngine } from '../../sync/sync-engine';
import { syncedEntities } from '../../sync/synced-entities';
import { writeBenchmarkSection } from './benchmarks-doc';
import { machineDescription } from './measure';

// Issue 25 §1: a driver's first sync on a generated company, with sync scopes and as every
// device pulled before them (the same driver's sections, whole). The real engine (sync/) pulls
// through the real services (server/) on PGlite, in this process; the company is made with bulk
// SQL (the services' write path would take hours for 1,000,000 records), then indexed as the
// services index it at start (only the change and scope indexes: list sorts and searches play no
// part in a pull). Measured: until today's journey and all its stops are in the device's
// mirror, until the first sync ends, and the bytes of every answer the device read.

const COMPANY = 'bench-couriers';
const DRIVERS = 50;
const STOPS_PER_JOURNEY = 150;
const PASSWORD = 'Bench-driver1!';
const SECRET = 'sync-scope-bench-secret-at-least-32-bytes';
const DRIVER_PERMISSIONS = 'driver,journeys.edit,deliveries.edit,releases.edit';
// The dispatcher's hub permission names no section: the same sections as the driver, read whole.
const UNSCOPED_PERMISSIONS = `${DRIVER_PERMISSIONS},dispatcher`;
const DAY_MS = 86_400_000;
// Journeys run from history up to 14 days ahead, 5.5 a day across the fleet (2,000 a year).
const JOURNEYS_PER_DAY = 2000 / 365;
const DAYS_AHEAD = 14;

type Size = { label: string; records: number; deliveries: number; journeys: number };
const SIZES: readonly Size[] = [
  { label: '100,000 records', records: 100_000, deliveries: 30_000, journeys: 200 },
  { label: '1,000,000 records', records: 1_000_000, deliveries: 300_000, journeys: 2_000 },
];
const RUN_FULL = process.env.BENCH_FULL !== '0';
// BENCH_SCOPE_RECORDS=100000 runs one size only.
const ONLY = Number(process.env.BENCH_SCOPE_RECORDS ?? 0);

// Today at noon UTC (an afternoon in Melbourne), fixed for the run.
const NOW = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 2 * 3_600_000);

/** The day (from today) journey `index` of `count` runs on: evenly spread, the last ones 14 days ahead. */
function journeyDay(index: number, count: number): number {
  const span = count / JOURNEYS_PER_DAY;
  return Math.floor(DAYS_AHEAD - span + (index * span) / count);
}

/** Makes the company with bulk SQL: journeys, their stops, and the rest as orders and ledger rows. */
async function generate(client: SqlClient, size: Size): Promise<void> {
  const start = NOW.getTime();
  const span = size.journeys / JOURNEYS_PER_DAY;
  await client.query(
    `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
     SELECT 'Courier/Journeys', 'jny-' || j, $1::text, '{}', 1, false, j + 1,
       jsonb_build_object('id', 'jny-' || j, 'journeyName', 'Run ' || j, 'driverUserID', 'drv-' || (j % ${DRIVERS}),
         'dueStartOn', to_char(to_timestamp($2::float8 / 1000) + make_interval(days => floor(${DAYS_AHEAD} - $3::float8 + j * $3::float8 / $4::int)::int) - interval '10 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'startLocationID', 'loc-depot', 'endLocationID', 'loc-depot', 'isReady', true,
         'destinationCount', ${STOPS_PER_JOURNEY}, 'lastPackages', 420, 'lastWeight', 812.5)
     FROM generate_series(0, $4::int - 1) AS j`,
    [COMPANY, start, span, size.journeys],
  );
  await client.query(
    `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
     SELECT 'Courier/Deliveries', 'dlv-' || i, $1::text, ARRAY['cust-' || (i % 400)], 1, false, $2::int + i + 1,
       jsonb_build_object('id', 'dlv-' || i, 'journeyID', 'jny-' || (i / ${STOPS_PER_JOURNEY}),
         'arrivalSortNumber', i % ${STOPS_PER_JOURNEY},
         'dueArrivalOn', to_char(to_timestamp($3::float8 / 1000) + make_interval(days => floor(${DAYS_AHEAD} - $4::float8 + (i / ${STOPS_PER_JOURNEY}) * $4::float8 / $5::int)::int, mins => i % ${STOPS_PER_JOURNEY} * 3) - interval '10 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'buyerID', 'cust-' || (i % 400), 'sellerID', $1::text, 'courierID', $1::text,
         'destinationLocationID', 'loc-' || (i % 400),
         'destinationLocation', jsonb_build_object('locationName', 'Customer ' || (i % 400), 'addressLine1', (i % 400) || ' Smith Street',
           'suburb', 'Fitzroy', 'state', 'VIC', 'postcode', '3065', 'lat', -37.8 - (i % 400) * 0.0001, 'lng', 144.98 + (i % 400) * 0.0001),
         'packagedItems', jsonb_build_array(
           jsonb_build_object('productID', 'prd-' || (i % 90), 'productName', 'Sourdough loaf', 'quantity', 12, 'packages', 1),
           jsonb_build_object('productID', 'prd-' || (i % 90 + 1), 'productName', 'Full cream milk 2 L', 'quantity', 6, 'packages', 1)),
         'receiverName', '', 'isFulfilled', false, 'isFlagged', false, 'driverNotes', '')
     FROM generate_series(0, $6::int - 1) AS i`,
    [COMPANY, size.journeys, start, span, size.journeys, size.deliveries],
  );
  const rest = size.records - size.journeys - size.deliveries;
  const first = size.journeys + size.deliveries;
  await client.query(
    `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
     SELECT CASE WHEN k % 2 = 0 THEN 'CustomerOrders' ELSE 'Stock/Ledger' END, 'rec-' || k, $1::text, '{}', 1, false, $2::int + k + 1,
       jsonb_build_object('id', 'rec-' || k, 'customerOrderNumber', k, 'dueDate', '2026-01-01T00:00:00Z', 'quantity', k % 50)
     FROM generate_series(0, $3::int - 1) AS k`,
    [COMPANY, first, rest],
  );
  // The change order goes on after the generated rows (records_seq hands out the next seq).
  await client.query("SELECT setval('records_seq', $1::bigint)", [size.records]);
  await client.query('ANALYZE records', []);
}

type Pull = { todayMs: number; doneMs: number; bytes: number; requests: number; rows: number };

/** One device's first sync through the real engine: until today's journey and its stops are in the mirror, and until it ends. */
async function firstSync(
  app: ReturnType<typeof createServices>,
  token: string,
  permissions: string,
  today: { journey: string; stops: readonly string[] },
): Promise<Pull> {
  const mirror = createMemoryMirrorPort();
  let bytes = 0;
  let requests = 0;
  const session = { permissions, subscriptionCode: 'COUR' as const };
  const engine = createSyncEngine(
    {
      mirror,
      transport: async (request) => {
        const response = await app.fetch(request);
        const body = await response.arrayBuffer();
        bytes += body.byteLength;
        requests += 1;
        return new Response(body, { status: response.status, headers: response.headers });
      },
      clock: { now: () => Date.now() },
      timers: {
        set: (callback, ms) => setTimeout(callback, ms),
        clear: (handle) => clearTimeout(handle as number),
      },
      random: () => 0.5,
      auth: () => ({ token, expiresOn: null }),
      leadership: memoryLocks(),
      signals: createSignalHub(true),
    },
    { baseUrl: 'http://bench.test', entities: () => syncedEntities(session), periodMs: 3_600_000 },
  );
  const started = performance.now();
  let todayMs = Number.NaN;
  const done = new Promise<void>((resolve) => {
    const unsubscribe = engine.status.subscribe((status) => {
      if (status.lastSyncedAt !== null && !status.running) {
        unsubscribe();
        resolve();
      }
    });
  });
  const todayReady = (async () => {
    for (;;) {
      const held = await mirror.transact(['journeys', 'deliveries'], async (tx) => {
        const journey = await tx.getRecord('journeys', today.journey);
        const stops = await tx.getRecords('deliveries', today.stops);
        return journey !== undefined && stops.every((stop) => stop !== undefined);
      });
      if (held) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })().then(() => {
    todayMs = performance.now() - started;
  });
  await engine.start();
  await done;
  const doneMs = performance.now() - started;
  await todayReady;
  await engine.stop();
  const rows = (
    await mirror.transact(['journeys', 'deliveries'], async (tx) => [
      ...(await tx.recordIds('journeys')),
      ...(await tx.recordIds('deliveries')),
    ])
  ).length;
  return { todayMs, doneMs, bytes, requests, rows };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const lines: string[] = [];
for (const size of SIZES.filter((candidate) => ONLY === 0 || candidate.records === ONLY)) {
  const directory = mkdtempSync(join(tmpdir(), 'bt-scope-bench-'));
  const client = pgliteClient(directory);
  await createSqlStore(client);
  const generating = performance.now();
  await generate(client, size);
  const store = await createSqlStore(client, { scopes: scopeIndexSpecs(servedEntities(ENTITIES)) });
  const generated = performance.now() - generating;
  const app = createServices({ store, secret: SECRET, clock: () => NOW, passwordIterations: 1000 });
  // The driver with a journey today: the journeys of day 0, the first of them.
  const todayIndex = Array.from({ length: size.journeys }, (_, index) => index).find(
    (index) => journeyDay(index, size.journeys) === 0,
  );
  if (todayIndex === undefined) throw new Error('No journey today');
  const driver = `drv-${todayIndex % DRIVERS}`;
  const today = {
    journey: `jny-${todayIndex}`,
    stops: Array.from(
      { length: STOPS_PER_JOURNEY },
      (_, stop) => `dlv-${todayIndex * STOPS_PER_JOURNEY + stop}`,
    ),
  };
  const company = { id: COMPANY, companyName: 'Bench Couriers', subscriptionCode: 'COUR' as const };
  for (const [id, permissions] of [
    [driver, DRIVER_PERMISSIONS],
    ['bench-unscoped', UNSCOPED_PERMISSIONS],
  ] as const)
    await seedUser({
      store,
      company,
      user: { id, userName: `${id}@bench.test`, permissions, isGlobalAdmin: false },
      password: PASSWORD,
      passwordIterations: 1000,
    });
  const sections = (permissions: string) =>
    syncedEntities({ permissions, subscriptionCode: 'COUR' }).slice().sort().join();
  if (sections(DRIVER_PERMISSIONS) !== sections(UNSCOPED_PERMISSIONS))
    throw new Error('The unscoped driver must pull the same sections');
  const scoped = await firstSync(
    app,
    await signInForToken(app, `${driver}@bench.test`, PASSWORD),
    DRIVER_PERMISSIONS,
    today,
  );
  const load = loadavg()[0]?.toFixed(2) ?? '?';
  const full = RUN_FULL
    ? await firstSync(
        app,
        await signInForToken(app, 'bench-unscoped@bench.test', PASSWORD),
        UNSCOPED_PERMISSIONS,
        today,
      )
    : null;
  const line =
    `| ${size.label} (${size.deliveries.toLocaleString('en')} deliveries, ${size.journeys.toLocaleString('en')} journeys) ` +
    `| ${s(scoped.todayMs)} | ${s(scoped.doneMs)} | ${mb(scoped.bytes)} (${scoped.rows.toLocaleString('en')} journeys and stops, ${scoped.requests} requests) ` +
    `| ${full === null ? 'not run' : `${s(full.todayMs)} / ${s(full.doneMs)}`} | ${full === null ? '' : `${mb(full.bytes)} (${full.rows.toLocaleString('en')} rows, ${full.requests} requests)`} ` +
    `| ${full === null ? '' : `${(full.bytes / scoped.bytes).toFixed(0)}× fewer bytes, ${(full.doneMs / scoped.doneMs).toFixed(0)}× sooner`} | ${s(generated)}, load ${load} |`;
  console.log(line);
  lines.push(line);
  // The progress counts run beside the pull and may still be answering.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await store.close();
  rmSync(directory, { recursive: true, force: true });
}

writeBenchmarkSection(
  "Sync scopes: a driver's first sync (issue 25 §1)",
  `A generated courier company (50 drivers, 150 stops a journey, 2,000 journeys a year; the rest of its records orders and ledger rows), made with bulk SQL on PGlite (on disk, in this process) and indexed as the services index it. A driver's phone syncs for the first time through the real sync engine (\`sync/\`, memory mirror) against the real services: with sync scopes (its own journeys from 7 days back to 14 ahead and their stops, journeys first), and as every device pulled before them (the same sections whole: the same permissions read as an office device). "Today's journey" is until that journey and all its 150 stops are in the mirror; "done" until the first sync ends. Bytes are the bodies of every answer the device read (uncompressed JSON). \`npx tsx tests/bench/sync-scope-bench.ts\`; \`BENCH_FULL=0\` skips the unscoped pull.

Machine: ${machineDescription()}, shared with other engineers (load average in the last column).

| Company | Scoped: today's journey | Scoped: done | Scoped: downloaded | Before scopes: today's journey / done | Before scopes: downloaded | Ratio | Generated in |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}`,
);
