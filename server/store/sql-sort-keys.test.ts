import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema, inSchema, testSchemaName } from '../../tests/support/pg-test-schema';
import { pgClient, pgliteClient, type SqlClient } from './sql-client';
import { listIndexSpecs } from './sql-list-indexes';
import { createSqlStore } from './sql-store';

const client = pgliteClient();
afterAll(() => client.close());

type Keys = { id: string; sort_kind: number | null; sort_number: number | null; sort_text: string | null };

describe('stored sort keys', () => {
  it(
    'turns the one trigger of before into an insert and an update trigger, and keys single writes, bulk writes and updates alike',
    { timeout: 120_000 },
    async () => {
      const lists = listIndexSpecs([
        { section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: [] },
      ]);
      await createSqlStore(client, { lists });
      // A database made before: one trigger for inserts and updates, no insert trigger of its own.
      await client.query('DROP TRIGGER records_sort_keys_insert ON records', []);
      await client.query('DROP TRIGGER records_sort_keys ON records', []);
      await client.query(
        'CREATE TRIGGER records_sort_keys BEFORE INSERT OR UPDATE OF data, section ON records FOR EACH ROW EXECUTE FUNCTION records_sort_keys()',
        [],
      );
      const store = await createSqlStore(client, { lists });
      const triggers = await client.query<{ tgname: string }>(
        "SELECT tgname FROM pg_trigger WHERE tgrelid = 'records'::regclass AND tgname LIKE 'records_sort_keys%' ORDER BY tgname",
        [],
      );
      expect(triggers.map((row) => row.tgname)).toEqual(['records_sort_keys', 'records_sort_keys_insert']);

      const write = (id: string, sortNumber: unknown, section = 'Products') => ({
        section,
        id,
        companyAccountID: 'comp1',
        parties: [],
        isInactive: false,
        data: { sortNumber },
      });
      await store.insert(write('single', 7));
      await store.insertMany([
        write('bulk', 7),
        write('bulk-text', 'seven'),
        write('other-section', 7, 'Customers'),
      ]);
      const inserted = await store.insert(write('updated', 1));
      if (!inserted.ok) throw new Error('not inserted');
      await store.update(write('updated', 7), inserted.row.rowVersion);
      const keys = await client.query<Keys>(
        'SELECT id, sort_kind, sort_number, sort_text FROM records ORDER BY id',
        [],
      );
      expect(keys).toEqual([
        { id: 'bulk', sort_kind: 2, sort_number: 7, sort_text: '' },
        { id: 'bulk-text', sort_kind: 3, sort_number: 0, sort_text: 'seven' },
        { id: 'other-section', sort_kind: null, sort_number: null, sort_text: null },
        { id: 'single', sort_kind: 2, sort_number: 7, sort_text: '' },
        { id: 'updated', sort_kind: 2, sort_number: 7, sort_text: '' },
      ]);
    },
  );

  it(
    'keys a bulk insert as the trigger keys single writes, for every kind of value',
    { timeout: 120_000 },
    async () => {
      const found = await bulkKeysOf(client);
      expect(found.bulk).toEqual(found.single);
      expectKeyedAlike(found);
    },
  );
});

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = testSchemaName('sort_keys_test');

describe.skipIf(url === undefined)('stored sort keys on PostgreSQL', () => {
  const admin = pgClient(url ?? '');
  const pg = pgClient(url === undefined ? '' : inSchema(url, schema));
  beforeAll(() => createTestSchema(admin, schema));
  afterAll(async () => {
    await pg.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`, []);
    await admin.close();
  });

  it(
    'keys a bulk insert as the trigger keys single writes, for every kind of value',
    { timeout: 120_000 },
    async () => {
      const found = await bulkKeysOf(pg);
      expect(found.bulk).toEqual(found.single);
      expectKeyedAlike(found);
    },
  );
});

/** Inserts one record per kind of sort value singly (the trigger keys it) and in bulk (keyed before). */
async function bulkKeysOf(on: SqlClient) {
  const lists = listIndexSpecs([
    { section: 'Products', sort: { field: 'productName', direction: 'asc' }, search: [] },
  ]);
  const store = await createSqlStore(on, { lists });
  const long = `${'é'.repeat(10)}${'🍎'.repeat(600)}`;
  const values: Record<string, unknown> = {
    text: 'Milk',
    empty: '',
    long,
    number: -3.25,
    big: 1e21,
    zero: 0,
    yes: true,
    no: false,
    none: null,
    missing: undefined,
    notANumber: Number.NaN,
    object: { b: [1, 'two'], a: null },
    list: [3, 'x', { y: true }],
    date: new Date(Date.UTC(2026, 10, 27)),
  };
  const write = (id: string, value: unknown) => ({
    section: 'Products',
    id,
    companyAccountID: 'comp1',
    parties: [],
    isInactive: false,
    data: { productName: value },
  });
  for (const [name, value] of Object.entries(values)) await store.insert(write(`one-${name}`, value));
  await store.insertMany(Object.entries(values).map(([name, value]) => write(`many-${name}`, value)));
  const keys = await on.query<Keys & { sort_flag: boolean | null }>(
    "SELECT id, sort_kind, sort_flag, sort_number, sort_text FROM records WHERE id LIKE 'one-%' OR id LIKE 'many-%'",
    [],
  );
  const byName = (prefix: string) =>
    Object.fromEntries(
      keys.filter((row) => row.id.startsWith(prefix)).map(({ id, ...key }) => [id.slice(prefix.length), key]),
    );
  const single = byName('one-');
  const bulk = byName('many-');

  // A database whose sections sort by another field than this process knows (another
  // version's process started last): the trigger keys the rows by the database's field.
  await on.query("UPDATE list_sorts SET field = 'abbreviation' WHERE section = 'Products'", []);
  await store.insertMany([
    { ...write('many-other-field', 'Milk'), data: { productName: 'Milk', abbreviation: 'ML' } },
  ]);
  const [other] = await on.query<Keys>(
    "SELECT id, sort_kind, sort_number, sort_text FROM records WHERE id = 'many-other-field'",
    [],
  );
  return { values, single, bulk, long, other };
}

/** The rest of what bulkKeysOf found: every value keyed, texts cut by code points, the database's field followed. */
function expectKeyedAlike(found: Awaited<ReturnType<typeof bulkKeysOf>>): void {
  expect(Object.keys(found.single)).toHaveLength(Object.keys(found.values).length);
  expect(found.bulk.long?.sort_text).toBe(Array.from(found.long).slice(0, 500).join(''));
  expect(found.other).toEqual({ id: 'many-other-field', sort_kind: 3, sort_number: 0, sort_text: 'ML' });
}
