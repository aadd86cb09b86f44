// Seeds the demo company into a data folder and closes it, as a host does at its first start
// (server/node/main.ts: the stock totals tracked, then seedTrainingData), for start-hosts.ts to
// copy to every host. Run as its own process so the seeding (PGlite's CPU) goes side by side
// with the build.
// node --import tsx tests/e2e/support/seed-demo.ts <data folder>
import { withTrackedTotals } from '../../../server/flows/tracked-totals';
import { openStore } from '../../../server/node/open-store';
import { seedTrainingData } from '../../../server/seed/seed-store';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('Usage: seed-demo.ts <data folder>');
const opened = await openStore(dataDir, undefined);
await seedTrainingData(withTrackedTotals(opened.store), { today: new Date() });
await opened.store.close();
