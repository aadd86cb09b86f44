import { createContext, use, useContext } from 'react';
import type { BulktradeDB } from './bulktrade-db';
import type { WritePath } from './write-path';

/** The mirror database and the write path the screens use. */
export type DataApi = { db: BulktradeDB; writes: WritePath };

/**
 * Provided once by the app shell (`<DataContext value={createDataApi(db)}>`); tests give
 * their own database.
 */
export const DataContext = createContext<DataApi | null>(null);

/**
 * Where the app's data API comes from while it is not loaded yet (the mirror and Dexie load
 * at sign-in, not with the first page): one promise, the same on every call.
 */
export const DataRequestContext = createContext<(() => Promise<DataApi>) | null>(null);

/**
 * The nearest DataContext's API. Before the app has loaded it, the screen suspends (its
 * route shows nothing yet) and asks for it to load.
 */
export function useData(): DataApi {
  const api = useContext(DataContext);
  const request = useContext(DataRequestContext);
  if (api !== null) return api;
  if (request !== null) return use(request());
  throw new Error('useData needs a DataContext above it');
}

/**
 * Whether the app's data API is here or can be loaded (always in the app; not where a part of
 * the shell is drawn alone, in a test).
 */
export function useHasData(): boolean {
  const api = useContext(DataContext);
  const request = useContext(DataRequestContext);
  return api !== null || request !== null;
}

/**
 * The user's writes (create, update, delete, restore, retry, discard).
 * @example const { createRecord } = useWritePath(); await createRecord('products', { productName: 'Milk' });
 */
export function useWritePath(): WritePath {
  return useData().writes;
}
