import { describe, expect, it, vi } from 'vitest';
import {
  askPersistentStorage,
  formatBytes,
  isHubDevicePage,
  readStorageUse,
  storageRows,
} from './device-storage';

describe("the device's storage", () => {
  it('asks the browser to keep the data once, and not again when it already does', async () => {
    const persist = vi.fn<() => Promise<boolean>>(async () => true);
    expect(await askPersistentStorage({ persist, persisted: async () => false })).toBe('persisted');
    expect(persist).toHaveBeenCalledTimes(1);
    const again = vi.fn<() => Promise<boolean>>(async () => true);
    expect(await askPersistentStorage({ persist: again, persisted: async () => true })).toBe('persisted');
    expect(again).not.toHaveBeenCalled();
    expect(await askPersistentStorage({ persist: async () => false, persisted: async () => false })).toBe(
      'refused',
    );
    expect(await askPersistentStorage(undefined)).toBe('unsupported');
  });

  it('asks on a hub for a signed-in person only', () => {
    expect(isHubDevicePage(true, '/hub/driving')).toBe(true);
    expect(isHubDevicePage(true, '/hub/picking')).toBe(true);
    expect(isHubDevicePage(false, '/hub/driving')).toBe(false);
    expect(isHubDevicePage(true, '/customer-orders')).toBe(false);
    expect(isHubDevicePage(true, '/hubspot')).toBe(false);
  });

  it('says how much the mirror holds and how much the browser allows', async () => {
    const use = await readStorageUse({
      persisted: async () => true,
      estimate: async () => ({
        usage: 18_000_000,
        quota: 2_000_000_000,
        usageDetails: { indexedDB: 12_300_000 },
      }),
    });
    expect(use).toEqual({
      mirror: 12_300_000,
      total: 18_000_000,
      quota: 2_000_000_000,
      persistence: 'persisted',
    });
    expect(storageRows(use)).toEqual([
      ['Offline Data', '12 MB'],
      ['Everything Stored', '18 MB'],
      ['Browser Allows', '2.0 GB (0.9% used)'],
      ['Kept On This Device', 'Yes: the browser keeps it until you clear it'],
    ]);
  });

  it('says so where the browser does not tell', async () => {
    const use = await readStorageUse(undefined);
    expect(use).toEqual({ mirror: null, total: null, quota: null, persistence: 'unsupported' });
    expect(storageRows(use)[0]).toEqual(['Offline Data', 'Not known in this browser']);
  });

  it('formats sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(5_700_000)).toBe('5.7 MB');
    expect(formatBytes(1_900_000_000)).toBe('1.9 GB');
  });
});
