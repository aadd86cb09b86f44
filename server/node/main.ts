import { serve } from '@hono/node-server';
import { Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { startBackgroundJobs } from '../flows/background-jobs';
import { startStandingOrderScheduler } from '../flows/standing-order-scheduler';
import { withTrackedTotals } from '../flows/tracked-totals';
import { dispatchEmails } from '../notifications/email-dispatch';
import { loggedEmailSender } from '../notifications/email-port';
import { createDevOutbox, everySender, wantsDevOutbox } from '../notifications/dev-outbox';
import { seedTrainingData } from '../seed/seed-store';
import { createServices } from '../services';
import { httpConnectorOption } from '../accounting/http-connector';
import { authSecret } from './auth-secret';
import { nodeClientAddress } from './client-address';
import { createHost } from './host';
import { openStore } from './open-store';
import { readTimeoutFrom } from '../store/read-timeout';
import { poolSizeFrom } from '../store/sql-client';
import { demoStartLines, demoStateOf, ensureFirstAdmin, wantsDemoData } from './start-options';
import { createTestClock, wantsTestClock } from './test-clock';

// The Node host: the built PWA and the services on one port, data in ./data (or DATABASE_URL).
const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const trustProxy = (process.env.TRUST_PROXY ?? '').toLowerCase() === 'true';

const opened = await openStore(
  dataDir,
  process.env.DATABASE_URL,
  readTimeoutFrom(process.env.READ_TIMEOUT_MS),
  poolSizeFrom(process.env.DATABASE_POOL_SIZE),
);
const description = opened.description;
// Seed, scheduler and routes all write through it, so the stock tracked items count every write.
const store = withTrackedTotals(opened.store);
const demo = wantsDemoData(process.env);
const seeded = demo ? await seedTrainingData(store, { today: new Date() }) : false;
const firstAdmin = await ensureFirstAdmin(store, process.env);
// What the store holds of the demo, whatever DEMO_DATA says now (an earlier start may have added it).
const demoLines = demoStartLines({ asked: demo, state: await demoStateOf(store) });
if (firstAdmin.outcome === 'invalid') {
  console.error(
    `The first admin (ADMIN_USER_NAME, ADMIN_PASSWORD) was not created: ${firstAdmin.problems.join('; ')}`,
  );
}
// Only the e2e hosts move the services' clock (E2E_TEST_CLOCK=1, server/node/test-clock.ts).
// Moving it runs the background work at once, as if its time had come (server/flows/background-jobs.ts).
let afterClockMove: () => Promise<void> = async () => undefined;
const testClock = wantsTestClock(process.env) ? createTestClock(Date.now, () => afterClockMove()) : null;
// Only the e2e hosts keep the mails they send for the tests to read (E2E_DEV_OUTBOX=1, server/notifications/dev-outbox.ts).
const devOutbox = wantsDevOutbox(process.env) ? createDevOutbox() : null;
// E-mails (invitations, queued notifications) go out through the e-mail port: this build logs them.
const sendEmail = devOutbox === null ? loggedEmailSender() : everySender(loggedEmailSender(), devOutbox.send);
const services = createServices({
  store,
  ...(testClock === null ? {} : { clock: testClock.now }),
  secret: authSecret(dataDir, process.env.AUTH_SECRET),
  clientAddress: (c) => nodeClientAddress(c, trustProxy),
  // The generic HTTP accounting connector calls only the origins listed in ACCOUNTING_CONNECTOR_ORIGINS.
  connectors: [httpConnectorOption({ allowedOrigins: process.env.ACCOUNTING_CONNECTOR_ORIGINS })],
  sendEmail,
});
// Standing orders become orders on schedule; the first run catches up on any downtime.
const standingOrders = startStandingOrderScheduler({
  store,
  onRun: (run) => {
    if (run.created.length > 0) console.log(`Standing orders: ${run.created.length} order(s) made`);
    for (const failure of run.failed) console.error(`Standing order ${failure.id}: ${failure.message}`);
  },
});
// Scheduled actions every minute and archiving every hour, on the services' clock; exactly once across processes.
const background = startBackgroundJobs({
  store,
  ...(testClock === null ? {} : { clock: testClock.now }),
  onActions: (run) => {
    for (const action of run.ran)
      (action.ok ? console.log : console.error)(`Scheduled action ${action.id}: ${action.result}`);
  },
  onArchive: (run) => {
    if (run.moved.length > 0)
      console.log(`Archiving: ${run.moved.length} finished record(s) moved to their archives`);
  },
});
afterClockMove = () => background.runNow();
// Queued e-mail notifications go out through the e-mail port every 30 seconds.
const emails = setInterval(() => {
  dispatchEmails({ store, send: sendEmail, now: new Date() }).catch((error: unknown) =>
    console.error('E-mail notifications:', error),
  );
}, 30_000);
emails.unref();

const host = createHost({ services, distDir });
const fetch = (request: Request, env?: unknown) =>
  testClock?.route(request) ?? devOutbox?.route(request) ?? host.fetch(request, env);
const server = serve({ fetch, port }, (info) => {
  console.log(`Bulktrade is running at http://localhost:${info.port}`);
  console.log(`Data: ${description}${seeded ? ' (demo data added on this first start)' : ''}`);
  if (firstAdmin.outcome === 'created')
    console.log(`First admin ${firstAdmin.userName} created; sign in with the password from ADMIN_PASSWORD`);
  for (const line of demoLines) console.log(line);
});

// Idle keep-alive connections outlive a client's or proxy's reuse of them (Node closes them after
// 5 s by default, and a request sent as it closes one meets ECONNRESET).
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutDown() {
  standingOrders.stop();
  background.stop();
  clearInterval(emails);
  server.close();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
