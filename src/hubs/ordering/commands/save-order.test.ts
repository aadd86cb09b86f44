import { describe, expect, it } from 'vitest';
import { labelOf, writesOf } from '../../../blocks/hub/command';
import { editorWith } from './order-fixture';
import { saveOrder, saveOrderProblem, type SaveOrderState } from './save-order';

const state = (over: Partial<SaveOrderState> = {}): SaveOrderState => ({
  editor: editorWith(3),
  id: 'order-1',
  isNew: true,
  mayEdit: true,
  dueProblem: null,
  ...over,
});

describe('save order', () => {
  it('creates a new order with the id the screen chose, with its priced lines', () => {
    const [write] = writesOf(saveOrder, state());
    expect(write).toMatchObject({ op: 'create', entity: 'customer-orders', id: 'order-1' });
    const fields = (write as { fields: Record<string, unknown> }).fields;
    expect(fields).toMatchObject({ supplyAgreementID: 'agr-1', amountTotal: 6.3 });
    expect(fields).not.toHaveProperty('customerOrderNumber');
    expect(labelOf(saveOrder, state())).toBe('Create');
  });

  it('updates a stored order (a purchase order in its own entity) and is labelled Save', () => {
    const stored = state({ isNew: false, editor: editorWith(3, 'purchase') });
    expect(writesOf(saveOrder, stored)[0]).toMatchObject({ op: 'update', entity: 'purchase-orders' });
    expect(labelOf(saveOrder, stored)).toBe('Save');
  });

  it('saves nothing without lines, past the policy or without the right to edit, and says why', () => {
    expect(saveOrderProblem(state({ editor: editorWith(0) }))).toBe('Add at least one product');
    expect(writesOf(saveOrder, state({ dueProblem: 'Order by 2:00 PM' }))).toEqual([]);
    expect(saveOrderProblem(state({ dueProblem: 'Order by 2:00 PM' }))).toBe('Order by 2:00 PM');
    expect(writesOf(saveOrder, state({ mayEdit: false }))).toEqual([]);
  });
});
