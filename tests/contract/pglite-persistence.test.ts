import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteClient } from '../../server/store/sql-client';
import { createSqlStore } from '../../server/store/sql-store';
import type { RecordWrite } from '../../server/store/store';

// Its own file, so its two slow PGlite starts run beside the contract's rather than after it.
const milk: RecordWrite = {
  section: 'Products',
  id: 'p1',
  companyAccountID: 'compA',
  parties: ['compB'],
  isInactive: false,
  data: { productName: 'Milk' },
};

describe('PGlite store on disk', () => {
  it('keeps its data after close and reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bulktrade-pglite-'));
    try {
      const first = await createSqlStore(pgliteClient(join(dir, 'data', 'pglite')));
      await first.insert(milk);
      await first.saveCredential({
        userName: 'Sam',
        userID: 'u1',
        companyAccountID: 'compA',
        passwordHash: 'h',
      });
      await first.close();

      const second = await createSqlStore(pgliteClient(join(dir, 'data', 'pglite')));
      expect(await second.get('Products', 'p1')).toMatchObject({
        parties: ['compB'],
        rowVersion: 1,
        data: { productName: 'Milk' },
      });
      expect(await second.findCredential('sam')).toMatchObject({ userID: 'u1' });
      // The counter persisted too: a new write continues after the old one.
      const next = await second.insert({ ...milk, id: 'p2' });
      expect(next.ok && next.row.seq).toBe(2);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
