import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT } from '../../domain/ordering/order-editor-state';
import { editorWith } from './commands/order-fixture';
import { agreementEvents, labelOf, orderEditorFlow, slotOptions, type OrderEditorInput } from './flow';
import type { OrderSourcesResult } from './use-order-sources';

const agreement = {
  id: 'agr-1',
  companyName: 'Swan Street Kitchen',
  buyerID: 'buyer-1',
  locationID: 'loc-1',
};
const sources = {
  agreements: [agreement],
  agreement,
  policy: { isSlotted: false, isPreferPickup: false, isRequiredPickup: false },
  context: EMPTY_CONTEXT,
  sources: {
    kind: 'customer',
    agreement,
    products: [],
    priceTiers: [],
    tethers: [],
    automaticLineItems: [],
    locations: [],
    orders: [],
    companyID: 'seller-1',
  },
  categories: [],
  slots: [],
  ready: true,
} as unknown as OrderSourcesResult;

const input = (over: Partial<OrderEditorInput> = {}): OrderEditorInput => ({
  kind: 'customer',
  isNew: true,
  editor: editorWith(3),
  record: null,
  sources,
  ownCompany: null,
  timeZone: 'Australia/Melbourne',
  mayEditArea: true,
  category: null,
  now: new Date('2026-11-27T00:00:00.000Z'),
  ...over,
});

describe('the order editor flow', () => {
  it('prices a new order from the editor and names it New', () => {
    const view = orderEditorFlow(input());
    expect(view.number).toBe('New');
    expect(view.singleLabel).toBe('Customer Order');
    expect(view.totals.amountTotal).toBeCloseTo(6.3);
    expect(view.readOnly).toBe(false);
    expect(view.productOptions).toEqual([{ value: 'milk', label: 'Barista Milk 1L' }]);
  });

  it('shows a synced stored order with the services’ totals, and a dispatched one read-only', () => {
    const record = { id: 'o1', subTotal: 10, taxTotal: 1, amountTotal: 11, _syncState: 'synced' as const };
    const stored = { ...editorWith(3), changed: false };
    expect(orderEditorFlow(input({ isNew: false, record, editor: stored })).totals.amountTotal).toBe(11);
    const dispatched = orderEditorFlow(input({ isNew: false, record: { ...record, isDispatched: true } }));
    expect(dispatched.mayEdit).toBe(false);
    expect(dispatched.readOnly).toBe(true);
  });

  it('chooses an agreement with its parties and default location', () => {
    const events = agreementEvents({ ...input({ editor: editorWith(0) }), value: 'agr-1' });
    expect(events[0]).toEqual({
      type: 'agreementChosen',
      supplyAgreementID: 'agr-1',
      locationID: 'loc-1',
      isRequestPickup: false,
    });
    expect(events).toContainEqual({ type: 'headerChanged', field: 'buyerID', value: 'buyer-1' });
  });

  it('labels rows and keeps an order’s own slot offered after its cut-off', () => {
    expect(labelOf<{ id: string; companyName?: string }>({ id: 'x1' }, 'companyName')).toBe('x1');
    const options = slotOptions(
      [],
      { orderSlotID: 's1', dueDate: '2026-11-20T00:00:00.000Z' },
      'Australia/Melbourne',
      'Australia/Melbourne',
    );
    expect(options).toHaveLength(1);
    expect(options[0]!.label).toMatch(/^Delivered /);
  });
});
