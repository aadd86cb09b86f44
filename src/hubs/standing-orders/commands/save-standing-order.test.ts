import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { standingEditor, standingEditorState } from '../flow';
import { saveStandingOrder, type SaveStandingOrderState } from './save-standing-order';

const stored = standingEditorState({
  id: 'so-1',
  standingOrderName: 'Monday milk and bread',
  supplyAgreementID: 'agr-1',
  cronExpression: '0 6 * * 1',
  orderItems: [{ productID: 'milk', quantity: 12 }],
});
const state = (over: Partial<SaveStandingOrderState> = {}): SaveStandingOrderState => ({
  entity: 'standing-customer-orders',
  id: 'so-1',
  isNew: false,
  mayEdit: true,
  editor: stored,
  ...over,
});

describe('save standing order', () => {
  it('creates a new standing order whole, under the id chosen for it', () => {
    const [write] = writesOf(saveStandingOrder, state({ isNew: true, id: 'new-so' }));
    expect(write).toMatchObject({
      op: 'create',
      entity: 'standing-customer-orders',
      id: 'new-so',
      fields: { standingOrderName: 'Monday milk and bread', supplyAgreementID: 'agr-1' },
    });
  });

  it('updates a stored one by the fields that changed only', () => {
    const renamed = standingEditor(stored, { type: 'set', patch: { standingOrderName: 'Monday milk' } });
    expect(writesOf(saveStandingOrder, state({ editor: renamed }))).toEqual([
      {
        op: 'update',
        entity: 'standing-customer-orders',
        id: 'so-1',
        fields: { standingOrderName: 'Monday milk' },
      },
    ]);
  });

  it('writes nothing unchanged, with errors, or without the right to edit', () => {
    expect(writesOf(saveStandingOrder, state())).toEqual([]);
    const unnamed = standingEditor(stored, { type: 'set', patch: { standingOrderName: '' } });
    expect(writesOf(saveStandingOrder, state({ editor: unnamed }))).toEqual([]);
    const renamed = standingEditor(stored, { type: 'set', patch: { standingOrderName: 'Monday milk' } });
    expect(writesOf(saveStandingOrder, state({ editor: renamed, mayEdit: false }))).toEqual([]);
  });
});
