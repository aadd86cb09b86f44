import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyWrites } from './apply-writes';
import { BulktradeDB } from './bulktrade-db';
import { createDexieMirrorPort } from './dexie-mirror-port';
import { writes } from './write';
import { createWritePath } from './write-path';

let db: BulktradeDB;
beforeEach(() => {
  db = new BulktradeDB({ name: `apply-writes-${crypto.randomUUID()}` });
});
afterEach(async () => {
  await db.delete();
});

describe('applyWrites', () => {
  it('applies a command’s writes in order, a create under the id the command chose', async () => {
    const path = createWritePath({ mirror: createDexieMirrorPort(db), announce: () => undefined });
    const changed = await applyWrites(path, [
      writes.create('products', 'p1', { productName: 'Milk' }),
      writes.update('products', 'p1', { productName: 'Full Cream Milk' }),
      writes.delete('products', 'p1'),
    ]);
    expect(changed).toBe(3);
    expect(await db.mirror('products').get('p1')).toMatchObject({
      id: 'p1',
      productName: 'Full Cream Milk',
      isInactive: true,
      _syncState: 'pending',
    });
    expect((await db.outbox.toArray()).map((entry) => entry.recordID)).toContain('p1');
  });

  it('saves two revisions made from the same view of a record both, neither over the other', async () => {
    const path = createWritePath({ mirror: createDexieMirrorPort(db), announce: () => undefined });
    await applyWrites(path, [
      writes.create('products', 'p2', { productName: 'Milk', publicDescription: '' }),
    ]);
    const tagged = (tag: string) =>
      writes.revise('products', 'p2', (current) => ({
        publicDescription: [current.publicDescription, tag]
          .filter((part) => part !== undefined && part !== '')
          .join(','),
      }));
    // Two taps, both made before the screen showed the first one's change.
    await Promise.all([applyWrites(path, [tagged('Chilled')]), applyWrites(path, [tagged('Dairy')])]);
    expect((await db.mirror('products').get('p2'))?.publicDescription).toBe('Chilled,Dairy');
  });
});
