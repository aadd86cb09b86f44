import { afterAll, beforeAll } from 'vitest';
import { pgliteClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import { describeSqlStoreSuites } from './sql-store-suites';

// Starting PGlite takes seconds, so one instance serves every test, emptied before each.
const shared = pgliteClient();
// Its start (seconds, more on a busy machine) is paid here, under a timeout that allows for it.
beforeAll(async () => {
  await createSqlStore(shared);
}, 60_000);
afterAll(() => shared.close());

describeSqlStoreSuites('PGlite', shared);
