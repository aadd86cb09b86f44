import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from '../../../sync/memory-mirror-port';
import type { MirrorRecord } from '../../../sync/mirror-types';
import { keepPicksOnOfficeVersion, officeChangeLabels } from './pick-conflict';

const ENTITY = 'customer-consignments';
const picks = [{ productID: 'milk', batchID: 'b1', quantity: 12, quantityPicked: 12 }];

describe('a pick that meets an office change', () => {
  it('says what the office changed in the picker\'s words', () => {
    const base = { id: 'c1', rowVersion: 3, dueDate: 'a', consignmentOrderItems: [{ productID: 'milk', quantity: 12 }], notes: null };
    const theirs = { ...base, rowVersion: 4, dueDate: 'b', consignmentOrderItems: [{ productID: 'milk', quantity: 18 }], departureLocationID: 'cold', departureLocation: { locationName: 'Cold' }, sourceHasChanged: true };
    expect(officeChangeLabels(base, theirs)).toEqual(['the order lines', 'where it leaves from', 'the due date']);
  });

  it('puts the picker\'s picks on top of the office version, keeping both, to be sent against its rowVersion', async () => {
    const mirror = createMemoryMirrorPort();
    const base = { id: 'c1', rowVersion: 3, consignmentOrderItems: [{ productID: 'milk', quantity: 12 }], consignmentEntryItems: [], dueDate: 'a' };
    const theirs = { ...base, rowVersion: 4, consignmentOrderItems: [{ productID: 'milk', quantity: 18 }] };
    const local: MirrorRecord = { ...base, consignmentEntryItems: picks, _syncState: 'conflict', _base: base, _serverVersion: theirs };
    await mirror.transact([ENTITY], async (tx) => {
      await tx.putRecords(ENTITY, [local]);
      await tx.addEntry({ entity: ENTITY, recordID: 'c1', op: 'update', changes: { consignmentEntryItems: picks }, baseRowVersion: 3, createdAt: 1 });
    });

    expect(await keepPicksOnOfficeVersion(mirror, ENTITY, local, 5)).toBe(true);

    const kept = await mirror.transact([ENTITY], (tx) => tx.getRecord(ENTITY, 'c1'));
    expect(kept).toMatchObject({ _syncState: 'pending', rowVersion: 4, consignmentEntryItems: picks, consignmentOrderItems: [{ productID: 'milk', quantity: 18 }] });
    const queued = await mirror.outbox();
    expect(queued.map((entry) => [entry.changes, entry.baseRowVersion])).toEqual([[{ consignmentEntryItems: picks }, 4]]);
  });

  it('does nothing to a consignment that is not in conflict', async () => {
    expect(await keepPicksOnOfficeVersion(createMemoryMirrorPort(), ENTITY, { id: 'c2', rowVersion: 1, _syncState: 'pending' }, 1)).toBe(false);
  });
});
