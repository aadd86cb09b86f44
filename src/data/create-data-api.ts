import type { BulktradeDB } from './bulktrade-db';
import type { DataApi } from './data-context';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { createWritePath } from './write-path';

/**
 * The data API over a database. Apart from data-context.ts so the first page's chunk, which
 * holds the context, does not hold Dexie (src/app/data/app-data-layer.ts loads it at sign-in).
 * @example const api = createDataApi(new BulktradeDB());
 */
export function createDataApi(db: BulktradeDB): DataApi {
  return { db, writes: createWritePath({ mirror: createDexieMirrorPort(db) }) };
}
