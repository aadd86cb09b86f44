import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BulktradeDB } from './bulktrade-db';
import { createDataApi } from './create-data-api';
import { installDataDevHooks, type DevHookWindow } from './dev-hooks';
import { TEST_HOOKS_MODE } from './test-hooks-mode';

describe('installDataDevHooks', () => {
  const data = createDataApi(new BulktradeDB({ name: 'dev-hooks-test' }));

  it('exposes nothing on a page opened without the test flag', () => {
    const target: DevHookWindow = { location: { search: '?tab=2&btTestHooks=0' } };
    expect(installDataDevHooks(data, target)).toBe(false);
    expect(target.__btData).toBeUndefined();
  });

  it('exposes nothing in a production build, even with the flag', () => {
    const target: DevHookWindow = { location: { search: '?btTestHooks=1' } };
    expect(installDataDevHooks(data, target, 'production')).toBe(false);
    expect(target.__btData).toBeUndefined();
  });

  it('puts the data API on the window when the page asks with ?btTestHooks=1', () => {
    const target: DevHookWindow = { location: { search: '?btTestHooks=1' } };
    expect(installDataDevHooks(data, target, TEST_HOOKS_MODE)).toBe(true);
    expect(target.__btData?.writes).toBe(data.writes);
    expect(target.__btData?.db).toBe(data.db);
    expect(typeof target.__btData?.queryRecords).toBe('function');
  });
});
