import type { Page } from '@playwright/test';

/**
 * How many records a mirror table holds, read with plain IndexedDB; 0 while the app has not yet
 * made the database or the table. It never opens a database the app has not made: an open
 * without a version would make an empty one, which the app would then have to upgrade.
 * @example await expect.poll(() => mirrorCount(page, 'roles')).toBe(1);
 */
export function mirrorCount(page: Page, table: string): Promise<number> {
  return page.evaluate(async (store) => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'bulktrade')) return 0;
    const open = indexedDB.open('bulktrade');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(store)) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, table);
}
