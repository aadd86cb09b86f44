import { createContext, useContext } from 'react';
import type { BulktradeDB } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { createWritePath, type WritePath } from './write-path';

/** The mirror database and the write path the screens use. */
export type DataApi = { db: BulktradeDB; writes: WritePath };

/**
 * Provided once by the app shell (`<DataContext value={createDataApi(db)}>`); tests give
 * their own database.
 */
export const DataContext = createContext<DataApi | null>(null);

/**
 * The data API over a database.
 * @example const api = createDataApi(new BulktradeDB());
 */
export function createDataApi(db: BulktradeDB): DataApi {
  return { db, writes: createWritePath({ mirror: createDexieMirrorPort(db) }) };
}

/** The nearest DataContext's API. */
export function useData(): DataApi {
  const api = useContext(DataContext);
  if (api === null) throw new Error('useData needs a DataContext above it');
  return api;
}

/**
 * The user's writes (create, update, delete, restore, retry, discard).
 * @example const { createRecord } = useWritePath(); await createRecord('products', { productName: 'Milk' });
 */
export function useWritePath(): WritePath {
  return useData().writes;
}
