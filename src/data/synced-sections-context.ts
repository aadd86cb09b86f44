import { createContext } from 'react';

/**
 * The sections the sync engine pulls for the signed-in session (provided by the app's data
 * provider once its data layer has loaded). A section the session may not see is never pulled,
 * so it never holds a screen at Loading. Null (tests, no provider, layer not loaded yet): every
 * section asked for counts. Its own module, so the app shell can provide it without loading
 * the mirror (Dexie) or the registry into the first page's chunk.
 */
export const SyncedSectionsContext = createContext<readonly string[] | null>(null);
