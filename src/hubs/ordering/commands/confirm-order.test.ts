import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { confirmOrder, type ConfirmOrderState } from './confirm-order';
import { editorWith } from './order-fixture';

const state: ConfirmOrderState = {
  editor: editorWith(2),
  id: 'order-1',
  isNew: false,
  mayEdit: true,
  dueProblem: null,
  userID: 'user-1',
  now: '2026-11-27T03:00:00.000Z',
};

describe('confirm order', () => {
  it('saves the order confirmed, by whom and when', () => {
    const [write] = writesOf(confirmOrder, state);
    expect(write).toMatchObject({
      op: 'update',
      entity: 'customer-orders',
      id: 'order-1',
      fields: { isConfirmed: true },
    });
    expect(JSON.stringify(write)).toContain('2026-11-27T03:00:00.000Z');
  });

  it('does nothing to an order already confirmed', () => {
    const confirmed = {
      ...state,
      editor: { ...state.editor, header: { ...state.editor.header, isConfirmed: true } },
    };
    expect(writesOf(confirmOrder, confirmed)).toEqual([]);
  });
});
