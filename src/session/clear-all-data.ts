import { STORAGE_PREFIX } from './auth-config';

/** The browser stores that logging out empties. */
export type ClearableStores = {
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'>;
  storages: readonly Storage[];
  /** The document whose origin's cookies are expired. */
  document?: Pick<Document, 'cookie'>;
};

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // An open connection delays the deletion until it closes (Dexie closes on versionchange,
    // and the page reload after logout closes any other); logging out does not wait for it.
    request.onblocked = () => resolve();
  });
}

function removePrefixedKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(STORAGE_PREFIX) === true) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function expireCookies(doc: Pick<Document, 'cookie'>): void {
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name === '') continue;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * Clears all data of the app (logout and training toggles): every IndexedDB database of the
 * origin, every BT-prefixed key of local and session storage, and the origin's cookies.
 * @example await clearAllData({ indexedDB, storages: [localStorage, sessionStorage], document })
 */
export async function clearAllData(stores: ClearableStores): Promise<void> {
  const factory = stores.indexedDB;
  if (factory !== undefined) {
    const databases = await factory.databases().catch(() => []);
    await Promise.all(
      databases.flatMap((database) =>
        database.name === undefined ? [] : [deleteDatabase(factory, database.name)],
      ),
    );
  }
  for (const storage of stores.storages) removePrefixedKeys(storage);
  if (stores.document !== undefined) expireCookies(stores.document);
}

/**
 * The browser's own stores, for clearAllData.
 * @example await clearAllData(browserStores())
 */
export function browserStores(): ClearableStores {
  return {
    ...(typeof indexedDB === 'undefined' ? {} : { indexedDB }),
    storages: [localStorage, sessionStorage],
    document,
  };
}
