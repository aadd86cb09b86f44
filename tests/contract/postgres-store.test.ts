import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import type { RecordWrite } from '../../server/store/store';
import { archiveFinished } from '../../server/flows/archiving';
import { runScheduledActions } from '../../server/flows/scheduled-actions';
import { describeSqlStoreSuites } from './sql-store-suites';
import { createTestSchema, inSchema, testSchemaName } from '../support/pg-test-schema';

// A real PostgreSQL server; `node scripts/ensure-postgres.mjs` starts a local one and prints its URL.
// An empty value counts as unset, as a CI variable left blank would be.
const url = process.env.TEST_DATABASE_URL || undefined;
const inCI = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
const missingInCI = url === undefined && inCI;

/** A promise and the function that settles it: one transaction waits on it while the test looks. */
function latch(): [Promise<void>, () => void] {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return [opened, open];
}

describe.runIf(missingInCI)('PostgreSQL store', () => {
  it('has a server to test against', () => {
    expect.fail(
      'TEST_DATABASE_URL is not set, and CI must test the SQL store on a real PostgreSQL server. ' +
        'Run `export TEST_DATABASE_URL=$(node scripts/ensure-postgres.mjs)` before the tests, or set it to ' +
        'a service container, e.g. postgres://postgres:postgres@localhost:5432/postgres.',
    );
  });
});

// Each run gets its own schema, so runs sharing one server (or a developer's data) never meet.
const schema = testSchemaName('store_test');

describe.skipIf(url === undefined)('PostgreSQL server', () => {
  // Pools connect on first use, so building them for a skipped suite costs nothing.
  const admin = pgClient(url ?? '');
  const shared = pgClient(url === undefined ? '' : inSchema(url, schema));

  beforeAll(async () => {
    await createTestSchema(admin, schema);
    await createSqlStore(shared);
  });

  afterAll(async () => {
    await shared.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
    await admin.close();
  });

  const emptyStore = describeSqlStoreSuites('PostgreSQL', shared);

  it('never lets a reader see a later write before an earlier one commits', async () => {
    const store = await emptyStore();
    const write = (id: string): RecordWrite => ({
      section: 'Products',
      id,
      companyAccountID: 'compA',
      parties: [],
      isInactive: false,
      data: {},
    });
    const [gate, release] = latch();
    const [held, holding] = latch();
    const slow = store.transaction(async (tx) => {
      await tx.insert(write('first'));
      holding();
      await gate;
    });
    await held;
    // This write of the same company starts later on another connection; it must wait (on the
    // company's counter row), not commit a seq a reader would pass over the first one's with.
    const fast = store.insert(write('second'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.changes('Products', 'compA', 0, 10)).toEqual([]);
    release();
    await Promise.all([slow, fast]);
    const pulled = await store.changes('Products', 'compA', 0, 10);
    expect(pulled.map((row) => row.id)).toEqual(['first', 'second']);
  });

  it("lets another company's write commit while one company's write is open, and keeps each pull in commit order", async () => {
    const store = await emptyStore();
    const write = (id: string, company: string, parties: string[] = []): RecordWrite => ({
      section: 'Products',
      id,
      companyAccountID: company,
      parties,
      isInactive: false,
      data: {},
    });
    const [gate, release] = latch();
    const [held, holding] = latch();
    // compA's write names compB: it holds both companies' counters until it commits.
    const slow = store.transaction(async (tx) => {
      await tx.insert(write('shared', 'compA', ['compB']));
      holding();
      await gate;
    });
    await held;
    // compC shares nothing with it: its write commits at once, though its seq is later.
    await store.insert(write('other', 'compC'));
    expect((await store.changes('Products', 'compC', 0, 10)).map((row) => row.id)).toEqual(['other']);
    // compB's own write waits for the open one, so compB's pull never passes it.
    const waiting = store.insert(write('own', 'compB'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.changes('Products', 'compB', 0, 10)).toEqual([]);
    release();
    await Promise.all([slow, waiting]);
    expect((await store.changes('Products', 'compB', 0, 10)).map((row) => row.id)).toEqual(['shared', 'own']);
  });

  it('two service processes on one database run a due scheduled action once and move a finished record once', async () => {
    const first = await emptyStore();
    // A second process: its own pool of connections to the same database.
    const second = await createSqlStore(pgClient(inSchema(url ?? '', schema)));
    try {
      const now = new Date('2026-11-25T19:00:30.000Z');
      const seed = (write: Omit<RecordWrite, 'parties' | 'isInactive'>) =>
        first.insert({ parties: [], isInactive: false, ...write });
      await seed({
        section: 'Ordering/Actions',
        id: 'act-1',
        companyAccountID: 'compA',
        data: {
          id: 'act-1',
          actionType: 'Confirm Orders',
          cronExpression: '0 6 * * *',
          isOn: true,
          nextAttentionDate: '2026-11-25T19:00:00.000Z',
        },
      });
      await seed({
        section: 'Courier/Deliveries',
        id: 'dlv-old',
        companyAccountID: 'compA',
        data: { id: 'dlv-old', deliveredOn: '2026-11-01T00:00:00.000Z' },
      });
      const runs = await Promise.all([
        runScheduledActions({ store: first, now }),
        runScheduledActions({ store: second, now }),
      ]);
      expect(runs.flatMap((run) => run.ran).map((ran) => ran.result)).toEqual([
        'Confirmed no orders due within the next day.',
      ]);
      expect((await second.get('Ordering/Actions', 'act-1'))?.data).toMatchObject({
        lastRunOn: now.toISOString(),
        nextAttentionDate: '2026-11-26T19:00:00.000Z',
      });
      const moves = await Promise.all([
        archiveFinished({ store: first, now }),
        archiveFinished({ store: second, now }),
      ]);
      expect(moves.flatMap((run) => run.moved).map((moved) => moved.id)).toEqual(['dlv-old']);
    } finally {
      await second.close();
    }
  });
});
