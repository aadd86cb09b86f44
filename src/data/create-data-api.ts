import type { OutboxOwner } from '../../sync/outbox-owner';
import type { BulktradeDB } from './bulktrade-db';
import type { DataApi } from './data-context';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { createWritePath } from './write-path';

/**
 * The data API over a database. Apart from data-context.ts so the first page's chunk, which
 * holds the context, does not hold Dexie (src/app/data/app-data-layer.ts loads it at sign-in).
 * Each write is stamped with `owner`, the person signed in (sync/outbox-owner.ts).
 * @example const api = createDataApi(new BulktradeDB(), () => ownerOf(sessions.current()));
 */
export function createDataApi(db: BulktradeDB, owner?: () => OutboxOwner | null): DataApi {
  return {
    db,
    writes: createWritePath({ mirror: createDexieMirrorPort(db), ...(owner === undefined ? {} : { owner }) }),
  };
}
