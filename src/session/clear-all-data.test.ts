import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearAllData } from './clear-all-data';
import { memoryStorage } from './memory-storage';

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// A document.cookie stand-in: reading gives the live cookies, writing an expired one removes it.
function cookieJar(initial: readonly string[]) {
  const jar = new Map(initial.map((cookie) => [cookie.split('=')[0] ?? '', cookie] as const));
  return {
    get cookie() {
      return [...jar.values()].join('; ');
    },
    set cookie(value: string) {
      const name = value.split('=')[0] ?? '';
      if (value.includes('expires=Thu, 01 Jan 1970')) jar.delete(name);
      else jar.set(name, value.split(';')[0] ?? '');
    },
  };
}

describe('clearAllData (logout)', () => {
  it("deletes every IndexedDB database, every BT key and the origin's cookies", async () => {
    (await openDatabase('bulktrade-mirror')).close();
    (await openDatabase('bulktrade-outbox')).close();
    const local = memoryStorage({ BTsession: '{}', BTcosmetics: '{}', 'other-app': 'kept' });
    const session = memoryStorage({ BTsignIn: '{}' });
    const doc = cookieJar(['sid=abc', 'theme=dark']);

    await clearAllData({ indexedDB, storages: [local, session], document: doc });

    expect(await indexedDB.databases()).toEqual([]);
    expect(local.getItem('BTsession')).toBeNull();
    expect(local.getItem('BTcosmetics')).toBeNull();
    expect(local.getItem('other-app')).toBe('kept');
    expect(session.length).toBe(0);
    expect(doc.cookie).toBe('');
  });

  it('does not wait forever on a database another connection holds open', async () => {
    const held = await openDatabase('held-open');
    const storage = memoryStorage({ BTsession: '{}' });
    // Blocked by the open connection, the deletion still lets the rest of logout go on.
    await expect(clearAllData({ indexedDB, storages: [storage] })).resolves.toBeUndefined();
    expect(storage.getItem('BTsession')).toBeNull();
    held.close();
  });
});
