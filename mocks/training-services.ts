import { startBackgroundJobs } from '../server/flows/background-jobs';
import { startStandingOrderScheduler } from '../server/flows/standing-order-scheduler';
import { withTrackedTotals } from '../server/flows/tracked-totals';
import { createServices } from '../server/services';
import { trainingLedgerOption } from '../server/accounting/training-ledger-connector';
import { seedTrainingData } from '../server/seed/seed-store';
import { createMemoryStore } from '../server/store/memory-store';

/**
 * Signs training tokens. Fixed on purpose: a training session survives a reload, when the
 * in-memory store is seeded again, and it guards nothing real (the data is canned and local).
 */
export const TRAINING_SECRET = 'bulktrade-training-mode-secret-canned-data-only';

/** PBKDF2 cost in training mode: the canned passwords protect nothing, so sign-in stays fast. */
export const TRAINING_PASSWORD_ITERATIONS = 1000;

/** The reference services as training mode uses them: a web-standard fetch. */
export type TrainingServices = { fetch(request: Request): Promise<Response> };

/**
 * The reference services over a fresh in-memory store seeded with the canned training data.
 * @example const services = await createTrainingServices(new Date());
 * await services.fetch(new Request('http://localhost/api/v1/Products/getAll'));
 */
export async function createTrainingServices(today: Date): Promise<TrainingServices> {
  // Seed, scheduler and routes all write through it, so the stock tracked items count every write.
  const store = withTrackedTotals(createMemoryStore());
  await seedTrainingData(store, { today, passwordIterations: TRAINING_PASSWORD_ITERATIONS });
  // The demo's standing orders make their orders here too, as the Node host's do.
  await startStandingOrderScheduler({ store }).runNow();
  // Scheduled actions and archiving run here too, on the same schedules as the Node host's.
  await startBackgroundJobs({ store }).runNow();
  const app = createServices({
    store,
    secret: TRAINING_SECRET,
    passwordIterations: TRAINING_PASSWORD_ITERATIONS,
    // Everything stays inside this browser tab, so any return address is the app's own.
    allowedRedirect: () => true,
    // The services run inside the browser here and reach no outside service: a logged in-memory ledger.
    connectors: [trainingLedgerOption((line) => console.info(line))],
  });
  return { fetch: async (request) => app.fetch(request) };
}
