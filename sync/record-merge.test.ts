import { describe, expect, it } from 'vitest';
import type { MirrorRecord, OutboxEntry } from './mirror-types';
import { clashingFields, intentHolds, rebasedRecord, squashEntries } from './record-merge';

const entry = (seq: number, op: OutboxEntry['op'], changes: Record<string, unknown>): OutboxEntry => ({
  seq,
  entity: 'products',
  recordID: 'p1',
  op,
  changes,
  baseRowVersion: 3,
  createdAt: 0,
});

describe('three-way clash check', () => {
  const base = { productName: 'Milk', weight: 1 };
  it('finds a field both sides changed to different values', () => {
    expect(
      clashingFields(base, { productName: 'Cream', weight: 1 }, { productName: 'Oat Milk', weight: 1 }, [
        'productName',
      ]),
    ).toEqual(['productName']);
  });
  it('lets through their change of another field, and the same change on both sides', () => {
    expect(
      clashingFields(base, { productName: 'Milk', weight: 2 }, { productName: 'Oat Milk', weight: 1 }, [
        'productName',
      ]),
    ).toEqual([]);
    expect(
      clashingFields(base, { productName: 'Oat Milk', weight: 1 }, { productName: 'Oat Milk', weight: 1 }, [
        'productName',
      ]),
    ).toEqual([]);
  });
});

describe('a retried write that already committed', () => {
  it('holds when the server record carries every changed field, or the active flag asked for', () => {
    const current = { id: 'p1', rowVersion: 5, productName: 'Oat Milk', isInactive: true };
    expect(intentHolds({ op: 'update', changes: { productName: 'Oat Milk' } }, current)).toBe(true);
    expect(intentHolds({ op: 'update', changes: { productName: 'Soy Milk' } }, current)).toBe(false);
    expect(intentHolds({ op: 'delete', changes: { isInactive: true } }, current)).toBe(true);
    expect(intentHolds({ op: 'restore', changes: { isInactive: false } }, current)).toBe(false);
    expect(intentHolds({ op: 'create', changes: {} }, current)).toBe(false);
  });
});

describe('rebasing pending fields on a server record', () => {
  it('takes the server record and puts the local values of pending fields on top, with the server as base', () => {
    const local: MirrorRecord = {
      id: 'p1',
      rowVersion: 3,
      productName: 'Oat Milk',
      weight: 1,
      _syncState: 'pending',
    };
    const server = { id: 'p1', rowVersion: 4, productName: 'Milk', weight: 2 };
    const rebased = rebasedRecord(server, local, [entry(1, 'update', { productName: 'Oat Milk' })], 99);
    expect(rebased).toMatchObject({
      productName: 'Oat Milk',
      weight: 2,
      rowVersion: 4,
      _syncState: 'pending',
      _base: server,
      _cachedAt: 99,
    });
  });
});

describe('squashing queued writes', () => {
  const base = { id: 'p1', rowVersion: 3, productName: 'Milk', weight: 1, isInactive: false };
  it('folds updates into one update of the current values, and a final delete', () => {
    const local: MirrorRecord = {
      ...base,
      productName: 'Oat',
      weight: 5,
      isInactive: true,
      _syncState: 'failed',
      _base: base,
    };
    const squashed = squashEntries(
      [
        entry(1, 'update', { productName: 'Soy' }),
        entry(2, 'update', { weight: 5 }),
        entry(3, 'delete', { isInactive: true }),
        entry(4, 'update', { productName: 'Oat' }),
      ],
      local,
      7,
    );
    expect(squashed.map(({ op, changes, baseRowVersion }) => ({ op, changes, baseRowVersion }))).toEqual([
      { op: 'update', changes: { productName: 'Oat', weight: 5 }, baseRowVersion: 3 },
      { op: 'delete', changes: { isInactive: true }, baseRowVersion: 3 },
    ]);
  });

  it('drops a delete that a restore undid', () => {
    const local: MirrorRecord = { ...base, _syncState: 'pending', _base: base };
    expect(
      squashEntries(
        [entry(1, 'delete', { isInactive: true }), entry(2, 'restore', { isInactive: false })],
        local,
        7,
      ),
    ).toEqual([]);
  });

  it('turns a never-created record into one create of its current state', () => {
    const local: MirrorRecord = {
      id: 'p1',
      productName: 'Oat',
      weight: 5,
      isInactive: false,
      _syncState: 'failed',
      _syncMessage: 'x',
    };
    const squashed = squashEntries(
      [
        entry(1, 'create', { id: 'p1', productName: 'Soy', weight: 'heavy' }),
        entry(2, 'update', { weight: 5 }),
      ],
      local,
      7,
    );
    expect(squashed).toEqual([
      {
        entity: 'products',
        recordID: 'p1',
        op: 'create',
        changes: { id: 'p1', productName: 'Oat', weight: 5 },
        baseRowVersion: null,
        createdAt: 7,
      },
    ]);
  });
});
