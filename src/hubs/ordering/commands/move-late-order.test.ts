import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import { moveLateOrder, type MoveLateOrderState } from './move-late-order';

const notice = {
  reason: 'Past the cut-off',
  next: {
    label: 'The next delivery is Tue 1 Dec',
    button: 'Move to Tue 1 Dec',
    changes: { dueDate: '2026-12-01T00:00:00.000Z', orderBy: null },
  },
} as unknown as NonNullable<MoveLateOrderState['notice']>;

describe('move late order', () => {
  it('moves the refused purchase order to the next day the seller takes', () => {
    const state = { id: 'po-1', notice };
    expect(labelOf(moveLateOrder, state)).toBe('Move to Tue 1 Dec');
    expect(writesOf(moveLateOrder, state)).toEqual([
      {
        op: 'update',
        entity: 'purchase-orders',
        id: 'po-1',
        fields: { dueDate: '2026-12-01T00:00:00.000Z', orderBy: null },
      },
    ]);
  });

  it('has nothing to do without a next slot', () => {
    expect(writesOf(moveLateOrder, { id: 'po-1', notice: { ...notice, next: null } })).toEqual([]);
    expect(writesOf(moveLateOrder, { id: 'po-1', notice: null })).toEqual([]);
  });
});
