import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStandingOrderScheduler } from '../flows/standing-order-scheduler';
import { seedTrainingData } from '../seed/seed-store';
import { TRAINING_USER_NAME, TRAINING_USER_PASSWORD } from '../seed/training-companies';
import { createServices } from '../services';
import { authSecret } from './auth-secret';
import { openStore } from './open-store';

// The Node host: the built PWA and the services on one port, data in ./data (or DATABASE_URL).
const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const { store, description } = await openStore(dataDir, process.env.DATABASE_URL);
const seeded = await seedTrainingData(store, { today: new Date() });
const services = createServices({ store, secret: authSecret(dataDir, process.env.AUTH_SECRET) });
// Standing orders become orders on schedule; the first run catches up on any downtime.
const standingOrders = startStandingOrderScheduler({
  store,
  onRun: (run) => {
    if (run.created.length > 0) console.log(`Standing orders: ${run.created.length} order(s) made`);
    for (const failure of run.failed) console.error(`Standing order ${failure.id}: ${failure.message}`);
  },
});

const host = new Hono();
host.all('/api/*', (c) => services.fetch(c.req.raw));
host.all('/auth/*', (c) => services.fetch(c.req.raw));
// The service worker must always be fetched fresh so updates are found.
host.use('/sw.js', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-cache');
});
host.use('/*', serveStatic({ root: distDir }));
// Every other path is a client route: the app shell answers it.
host.get('*', (c) => {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return c.text('The app is not built yet: run npm run build.', 503);
  return c.html(readFileSync(index, 'utf8'));
});

const server = serve({ fetch: host.fetch, port }, (info) => {
  console.log(`Bulktrade is running at http://localhost:${info.port}`);
  console.log(`Data: ${description}${seeded ? ' (demo data added on this first start)' : ''}`);
  console.log(`Sign in with user name ${TRAINING_USER_NAME} and password ${TRAINING_USER_PASSWORD}`);
});

async function shutDown() {
  standingOrders.stop();
  server.close();
  await store.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
