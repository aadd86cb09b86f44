import { afterAll, describe, expect, it } from 'vitest';
import { pgliteClient } from './sql-client';
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
});
