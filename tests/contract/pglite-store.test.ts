import { afterAll, beforeAll } from 'vitest';
import { pgliteClient, type SqlClient } from '../../server/store/sql-client';
import { SQL_STORE_TABLES } from '../../server/store/sql-schema';
import { createSqlStore } from '../../server/store/sql-store';
import type { Store } from '../../server/store/store';
import { describeApiContract } from './api-contract';
import { describeStoreContract } from './store-contract';
import { describeMemoryParity } from './store-parity';

// Starting PGlite takes seconds, so one instance serves every test, emptied before each.
const shared = pgliteClient();
// Its start (seconds, more on a busy machine) is paid here, under a timeout that allows for it.
beforeAll(async () => {
  await createSqlStore(shared);
}, 60_000);
afterAll(() => shared.close());

// The contract closes each store it opens; the shared instance must outlive them.
const borrowed: SqlClient = { ...shared, close: async () => undefined };

async function emptyTables(): Promise<void> {
  await shared.query(`TRUNCATE ${SQL_STORE_TABLES.join(', ')}`, []);
  await shared.query('UPDATE counters SET seq = 0', []);
}

async function emptyStore(): Promise<Store> {
  const store = await createSqlStore(borrowed);
  await emptyTables();
  return store;
}

describeStoreContract('PGlite', emptyStore);

describeMemoryParity('PGlite', { open: emptyStore, empty: emptyTables });

describeApiContract('PGlite', emptyStore);
