import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../sync/memory-mirror-port';
import { applyServerRecord } from './server-record';
import { createWritePath } from './write-path';

describe('applyServerRecord', () => {
  it('puts an answered record into the mirror as synced', async () => {
    const mirror = createMemoryMirrorPort();
    expect(
      await applyServerRecord(
        mirror,
        'products',
        { id: 'p1', rowVersion: 2, productName: 'Milk', externalReferences: [{ externalPartyID: 'x' }] },
        5,
      ),
    ).toBe(true);
    expect(mirror.records('products')).toEqual([
      expect.objectContaining({
        id: 'p1',
        rowVersion: 2,
        _syncState: 'synced',
        externalReferences: [{ externalPartyID: 'x' }],
      }),
    ]);
  });

  it('leaves a record with queued writes, an older copy and anything that is not a record alone', async () => {
    const mirror = createMemoryMirrorPort();
    const writes = createWritePath({ mirror, announce: () => undefined, newId: () => 'p1' });
    await writes.createRecord('products', { productName: 'Mine' });
    expect(
      await applyServerRecord(mirror, 'products', { id: 'p1', rowVersion: 1, productName: 'Theirs' }, 5),
    ).toBe(false);
    expect(mirror.records('products')).toEqual([
      expect.objectContaining({ productName: 'Mine', _syncState: 'pending' }),
    ]);

    const other = createMemoryMirrorPort();
    await applyServerRecord(other, 'products', { id: 'p2', rowVersion: 3, productName: 'New' }, 5);
    expect(
      await applyServerRecord(other, 'products', { id: 'p2', rowVersion: 2, productName: 'Old' }, 6),
    ).toBe(false);
    expect(other.records('products')).toEqual([expect.objectContaining({ productName: 'New' })]);
    expect(await applyServerRecord(other, 'products', { id: 'p3' }, 5)).toBe(false);
  });
});
