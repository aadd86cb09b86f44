import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { describeMirrorPort } from '../../tests/sync/mirror-port-contract';
import { BulktradeDB, STATUS_ROW } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { initialStatus } from '../../sync/sync-status';

const opened: BulktradeDB[] = [];
let counter = 0;

function freshDb(): BulktradeDB {
  counter += 1;
  const db = new BulktradeDB({ name: `dexie-port-${counter}` });
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describeMirrorPort('Dexie', async () => createDexieMirrorPort(freshDb()));

it('writes the status to the sync-state table, where every tab reads it', async () => {
  const db = freshDb();
  await createDexieMirrorPort(db).saveStatus({ ...initialStatus(false), pending: 2 });
  expect((await db.syncState.get(STATUS_ROW))?.status).toMatchObject({ online: false, pending: 2 });
});
