import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import { saveSheetOrders } from './save-sheet-orders';

describe('save sheet orders', () => {
  it('creates the new rows’ orders and updates the existing ones, in the sheet’s order', () => {
    const state = {
      orders: [
        { agreementID: 'a1', id: 'new-1', isNew: true, fields: { dueDate: '2026-12-01' } },
        { agreementID: 'a2', id: 'o2', isNew: false, fields: { orderItems: [] } },
      ],
    };
    expect(labelOf(saveSheetOrders, state)).toBe('Save Orders');
    expect(writesOf(saveSheetOrders, state)).toEqual([
      { op: 'create', entity: 'customer-orders', id: 'new-1', fields: { dueDate: '2026-12-01' } },
      { op: 'update', entity: 'customer-orders', id: 'o2', fields: { orderItems: [] } },
    ]);
  });

  it('saves nothing when no row changed', () => {
    expect(writesOf(saveSheetOrders, { orders: [] })).toEqual([]);
  });
});
