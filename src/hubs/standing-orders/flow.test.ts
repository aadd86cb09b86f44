import { describe, expect, it } from 'vitest';
import {
  changedFields,
  draftOf,
  fieldsOf,
  pricedLines,
  standingEditor,
  standingEditorState,
  standingErrors,
  type ProductInfo,
  type StandingEditorAction,
  type StandingEditorState,
} from './flow';
import { tierPrices } from '../../domain/tier-prices';

const stored = {
  id: 'so1',
  standingOrderName: 'Monday milk',
  supplyAgreementID: 'agr-cafe',
  locationID: 'loc-cafe',
  cronExpression: '0 6 * * 1',
  isOn: true,
  orderItems: [{ productID: 'milk', quantity: 48 }],
  orderSlots: [
    {
      id: 'slot1',
      slotName: 'Monday 6 AM',
      cronExpression: '0 6 * * 1 1440',
      isOn: true,
      adjustments: '2026-01-11T19:00:00.000Z,,1440,1440,true',
    },
  ],
};

const run = (actions: StandingEditorAction[], from: StandingEditorState = standingEditorState(stored)) =>
  actions.reduce(standingEditor, from);

describe('standing order editor state', () => {
  it('starts a new standing order on the default schedule, switched on, and says what is missing', () => {
    const fresh = draftOf(null);
    expect(fresh).toMatchObject({ cronExpression: '0 0 * * 1', isOn: true, orderItems: [], orderSlots: [] });
    expect(standingErrors(fresh)).toEqual({
      standingOrderName: 'Field is required',
      supplyAgreementID: 'Field is required',
      orderItems: 'Add at least one product',
    });
  });

  it('reads the stored slots and their adjustments, and writes back only what changed', () => {
    const state = standingEditorState(stored);
    expect(state.draft.orderSlots[0]?.adjustments).toHaveLength(1);
    expect(fieldsOf(state.draft).orderSlots).toEqual(stored.orderSlots);
    expect(changedFields(state)).toEqual({});
    const edited = run([
      { type: 'set', patch: { cronExpression: '0 6 * * 2 1440' } },
      { type: 'set-slot', index: 0, patch: { adjustments: [] } },
    ]);
    expect(changedFields(edited)).toEqual({
      cronExpression: '0 6 * * 2 1440',
      orderSlots: [
        {
          id: 'slot1',
          slotName: 'Monday 6 AM',
          cronExpression: '0 6 * * 1 1440',
          isOn: true,
          adjustments: null,
        },
      ],
    });
  });

  it('adds a product once (again adds one more), changes and removes lines, and checks quantities', () => {
    const state = run([
      { type: 'add-line', productID: 'bread' },
      { type: 'add-line', productID: 'bread' },
      { type: 'set-quantity', index: 0, quantity: 0 },
    ]);
    expect(state.draft.orderItems).toEqual([
      { productID: 'milk', quantity: 0 },
      { productID: 'bread', quantity: 2 },
    ]);
    expect(standingErrors(state.draft).lines).toEqual({ 0: 'Quantity must be above 0' });
    expect(run([{ type: 'remove-line', index: 0 }], state).draft.orderItems).toEqual([
      { productID: 'bread', quantity: 2 },
    ]);
  });

  it('adds order slots on the order schedule, each with its own schedule checked', () => {
    const state = run([
      { type: 'add-slot', id: 'slot2' },
      { type: 'set-slot', index: 1, patch: { cronExpression: '0 25 * * 1' } },
    ]);
    expect(state.draft.orderSlots[1]).toMatchObject({ id: 'slot2', isOn: true });
    expect(standingErrors(state.draft).slots?.[1]).toMatch(/Hour/);
    expect(run([{ type: 'remove-slot', index: 1 }], state).draft.orderSlots).toHaveLength(1);
  });

  it('prices the lines as an order does: tier prices with quantity breaks, GST on taxed products', () => {
    const prices = tierPrices(
      [
        {
          productID: 'milk',
          unitPrice: 3.4,
          unitPriceIncrements: [
            { unitCountTrigger: 1, unitValue: 3.4 },
            { unitCountTrigger: 36, unitValue: 3.2 },
          ],
        },
        { productID: 'bread', unitPrice: 6.5 },
      ],
      { unpricedAt: 0 },
    );
    const products = new Map<string, ProductInfo>([
      ['milk', { productName: 'Milk', taxType: 'GST' }],
      ['bread', { productName: 'Bread', taxType: null }],
    ]);
    const { lines, totals } = pricedLines(
      [
        { productID: 'milk', quantity: 48 },
        { productID: 'bread', quantity: 2 },
      ],
      products,
      prices,
    );
    expect(lines.map((line) => [line.description, line.appliedUnitPrice, line.amountTotal])).toEqual([
      ['Milk', 3.2, 153.6],
      ['Bread', 6.5, 13],
    ]);
    expect(totals).toEqual({ subTotal: 166.6, taxTotal: 15.36, amountTotal: 181.96 });
  });
});
