import { describe, expect, it } from 'vitest';
import { DRIVER_STOP_MERGE, PICKER_MERGE } from '../src/entities/families/merge-rules';
import { entityByName } from '../src/entities/registry';
import { createMemoryMirrorPort } from './memory-mirror-port';
import { mergeByRule, officeChanges, settleByRuleTx } from './merge-rule';
import type { MirrorRecord, OutboxEntry } from './mirror-types';

const PROOF = [
  {
    points: [
      { x: 1, y: 1 },
      { x: 4, y: 2 },
    ],
  },
];
const update = (changes: Record<string, unknown>): Pick<OutboxEntry, 'op' | 'changes'> => ({
  op: 'update',
  changes,
});

describe('merge rules declared in the registry', () => {
  it('are declared on the sections a driver or a picker works on', () => {
    for (const name of [
      'deliveries',
      'courier-movements',
      'courier-orders',
      'releases',
      'customer-consignments',
    ]) {
      expect({ name, rule: entityByName(name).mergeRule !== undefined }).toEqual({ name, rule: true });
    }
    expect(entityByName('products').mergeRule).toBeUndefined();
  });

  it('name what the office changed, never the bookkeeping', () => {
    expect(
      officeChanges(
        { id: 'a', rowVersion: 1, driverNotes: 'x', modifiedOn: 't1' },
        { id: 'a', rowVersion: 2, driverNotes: 'y', modifiedOn: 't2' },
      ),
    ).toEqual(['driverNotes']);
  });
});

describe("a driver's stop merged with an office change", () => {
  const base = {
    id: 'd1',
    rowVersion: 1,
    receiverName: null,
    driverNotes: 'Gate code 12',
    dueArrivalOn: 't1',
    isFlagged: false,
  };
  const local: MirrorRecord = {
    ...base,
    receiverName: 'Mia',
    proofOfDelivery: PROOF,
    driverNotes: 'Left at the back door',
    _syncState: 'conflict',
    _base: base,
  };
  const queued = [
    update({ receiverName: 'Mia', proofOfDelivery: PROOF, driverNotes: 'Left at the back door' }),
  ];

  it("keeps the driver's fields and the office's others, flags it with a note, and sends one update on the office's version", () => {
    const theirs = { ...base, rowVersion: 2, receiverName: 'Office guess', dueArrivalOn: 't2' };
    const merged = mergeByRule(DRIVER_STOP_MERGE, 'deliveries', local, queued, theirs, 5);
    expect(merged?.record).toMatchObject({
      _syncState: 'pending',
      rowVersion: 2,
      receiverName: 'Mia',
      proofOfDelivery: PROOF,
      driverNotes: 'Left at the back door',
      dueArrivalOn: 't2',
      isFlagged: true,
      conflictNote: 'Changed in the office while the driver was offline: dueArrivalOn, receiverName',
    });
    expect(merged?.entries).toEqual([
      {
        entity: 'deliveries',
        recordID: 'd1',
        op: 'update',
        changes: {
          receiverName: 'Mia',
          proofOfDelivery: PROOF,
          driverNotes: 'Left at the back door',
          isFlagged: true,
          conflictNote: merged?.record.conflictNote,
        },
        baseRowVersion: 2,
        createdAt: 5,
      },
    ]);
  });

  it('leaves a conflict whose writes hold no proof to the user (an office user editing a delivery)', () => {
    const notes: MirrorRecord = { ...base, driverNotes: 'mine', _syncState: 'conflict', _base: base };
    expect(
      mergeByRule(
        DRIVER_STOP_MERGE,
        'deliveries',
        notes,
        [update({ driverNotes: 'mine' })],
        { ...base, rowVersion: 2, driverNotes: 'theirs' },
        5,
      ),
    ).toBeNull();
  });

  it('leaves a stop the office deleted meanwhile to the user', () => {
    expect(
      mergeByRule(
        DRIVER_STOP_MERGE,
        'deliveries',
        local,
        queued,
        { ...base, rowVersion: 2, isInactive: true },
        5,
      ),
    ).toBeNull();
  });
});

describe("a picker's consignment merged with an office change", () => {
  const picks = [{ productID: 'milk', batchID: 'b1', quantity: 12, quantityPicked: 12 }];
  const base = {
    id: 'c1',
    rowVersion: 3,
    consignmentOrderItems: [{ productID: 'milk', quantity: 12 }],
    consignmentEntryItems: [],
    dueDate: 'a',
  };

  it("keeps the picks over the office's, takes the office's order lines, and queues the picks on its rowVersion", async () => {
    const mirror = createMemoryMirrorPort();
    const officePicks = [{ productID: 'milk', batchID: 'b9', quantity: 12, quantityPicked: 2 }];
    const theirs = {
      ...base,
      rowVersion: 4,
      consignmentOrderItems: [{ productID: 'milk', quantity: 18 }],
      consignmentEntryItems: officePicks,
      dueDate: 'b',
    };
    const shortReason = [{ productID: 'milk', quantity: 12, shortReason: 'Broken' }];
    const local: MirrorRecord = {
      ...base,
      consignmentEntryItems: picks,
      consignmentOrderItems: shortReason,
      _syncState: 'conflict',
      _base: base,
      _serverVersion: theirs,
    };
    await mirror.transact(['customer-consignments'], async (tx) => {
      await tx.putRecords('customer-consignments', [local]);
      await tx.addEntry({
        entity: 'customer-consignments',
        recordID: 'c1',
        op: 'update',
        changes: { consignmentEntryItems: picks },
        baseRowVersion: 3,
        createdAt: 1,
      });
      await tx.addEntry({
        entity: 'customer-consignments',
        recordID: 'c1',
        op: 'update',
        changes: { consignmentOrderItems: shortReason },
        baseRowVersion: 3,
        createdAt: 2,
      });
    });

    expect(
      await mirror.transact(['customer-consignments'], (tx) =>
        settleByRuleTx(tx, 'customer-consignments', 'c1', 9),
      ),
    ).toBe(true);

    const kept = await mirror.transact(['customer-consignments'], (tx) =>
      tx.getRecord('customer-consignments', 'c1'),
    );
    expect(kept).toMatchObject({
      _syncState: 'pending',
      rowVersion: 4,
      consignmentEntryItems: picks,
      consignmentOrderItems: theirs.consignmentOrderItems,
      dueDate: 'b',
    });
    expect((await mirror.outbox()).map((entry) => [entry.changes, entry.baseRowVersion])).toEqual([
      [{ consignmentEntryItems: picks }, 4],
    ]);
  });

  it('does nothing to a consignment that is not in conflict', async () => {
    const mirror = createMemoryMirrorPort();
    await mirror.transact(['customer-consignments'], (tx) =>
      tx.putRecords('customer-consignments', [
        { ...base, consignmentEntryItems: picks, _syncState: 'pending' },
      ]),
    );
    expect(
      await mirror.transact(['customer-consignments'], (tx) =>
        settleByRuleTx(tx, 'customer-consignments', 'c1', 9),
      ),
    ).toBe(false);
  });

  it('is settled with nothing to send when the office already holds the picks', () => {
    const theirs = { ...base, rowVersion: 4, consignmentEntryItems: picks, dueDate: 'b' };
    const local: MirrorRecord = {
      ...base,
      consignmentEntryItems: picks,
      _syncState: 'conflict',
      _base: base,
    };
    const merged = mergeByRule(
      PICKER_MERGE,
      'customer-consignments',
      local,
      [update({ consignmentEntryItems: picks })],
      theirs,
      5,
    );
    expect(merged).toMatchObject({ record: { _syncState: 'synced', dueDate: 'b' }, entries: [] });
  });
});
