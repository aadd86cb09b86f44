import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForToken, TEST_ITERATIONS, TEST_SECRET } from '../auth/auth-test-kit';
import { seedUser } from '../auth/seed-user';
import { createServices } from '../services';
import { readTimeoutFrom, readTimeoutMessage } from './read-timeout';
import { pgClient, type SqlClient } from './sql-client';
import { createSqlStore } from './sql-store';
import { createTestSchema, inSchema, testSchemaName } from '../../tests/support/pg-test-schema';

describe('read time bound: settings', () => {
  it('reads READ_TIMEOUT_MS, 5 s when unset, and refuses what is not a whole number of ms', () => {
    expect(readTimeoutFrom(undefined)).toBe(5000);
    expect(readTimeoutFrom('250')).toBe(250);
    expect(readTimeoutFrom('0')).toBe(0);
    expect(() => readTimeoutFrom('5s')).toThrow(/READ_TIMEOUT_MS/);
    expect(readTimeoutMessage(5000)).toBe(
      'This list took longer than 5 seconds to read and was stopped: narrow it with a search or a filter, or try again later.',
    );
  });
});

// A real PostgreSQL server (PGlite has no timer interrupt to stop a statement with).
const url = process.env.TEST_DATABASE_URL || undefined;
const schema = testSchemaName('read_timeout');

describe.skipIf(url === undefined)('read time bound on PostgreSQL', () => {
  const admin = pgClient(url ?? '');
  const opened: SqlClient[] = [];

  // The services on the test schema, with the given read bound (0: none).
  async function servicesWith(readTimeoutMs: number) {
    const client = pgClient(inSchema(url ?? '', schema), { readTimeoutMs });
    opened.push(client);
    const store = await createSqlStore(client);
    const app = createServices({ store, secret: TEST_SECRET, allowedRedirect: () => true });
    const token = await signInForToken(app, 'admin@comp1.test', 'Bound-password1!');
    return (path: string) => app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  }

  beforeAll(async () => {
    await createTestSchema(admin, schema);
    const client = pgClient(inSchema(url ?? '', schema));
    opened.push(client);
    const store = await createSqlStore(client);
    await seedUser({
      store,
      company: { id: 'comp1', companyName: 'Bounded Wholesale', subscriptionCode: 'SUPP' },
      user: {
        id: 'comp1-admin',
        userName: 'admin@comp1.test',
        permissions: 'everything.edit',
        isGlobalAdmin: true,
      },
      password: 'Bound-password1!',
      passwordIterations: TEST_ITERATIONS,
    });
    // 40,000 products with no search index: a search reads every one of them (tens of ms).
    await client.query(
      `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
       SELECT 'Products', 'bound-' || n, 'comp1', '{}', 1, false, n, jsonb_build_object('id', 'bound-' || n, 'productName', 'Bounded product ' || n, 'companyAccountID', 'comp1')
       FROM generate_series(1, 40000) AS n`,
      [],
    );
  }, 120_000);

  afterAll(async () => {
    for (const client of opened) await client.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
    await admin.close();
  });

  const slowSearch = '/api/v1/Products/getAll?searchString=no%20such%20product&takeAmount=75';

  it('answers a search that runs past the bound 503, saying it took too long and to narrow it', async () => {
    const get = await servicesWith(1);
    const response = await get(slowSearch);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: readTimeoutMessage(1), timeoutMs: 1 });
  });

  it('answers the same search in full with no bound, and a quick list under a bound that leaves it room', async () => {
    const unbounded = await servicesWith(0);
    const answered = await unbounded(slowSearch);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { data: unknown[] }).data).toEqual([]);
    const roomy = await servicesWith(30_000);
    const page = await roomy('/api/v1/Products/getAll?takeAmount=5');
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(5);
  });
});
