import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import { finishPick, type FinishPickState } from './finish-pick';

const state = (problem: string | null): FinishPickState => ({
  consignmentID: 'c1',
  problem,
  userID: 'user-1',
  now: () => '2026-03-04T08:00:00.000Z',
});

describe('mark a consignment picked', () => {
  it('records when and by whom', () => {
    expect(labelOf(finishPick, state(null))).toBe('Picked');
    expect(writesOf(finishPick, state(null))).toEqual([
      {
        op: 'update',
        entity: 'customer-consignments',
        id: 'c1',
        fields: { pickedOn: '2026-03-04T08:00:00.000Z', pickedByUserID: 'user-1' },
      },
    ]);
  });

  it('waits while a line has a problem', () => {
    expect(writesOf(finishPick, state('Give a reason for each short line'))).toEqual([]);
  });
});
