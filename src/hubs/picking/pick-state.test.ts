import { describe, expect, it } from 'vitest';
import {
  finishProblem,
  STOCK_LOADING_PROBLEM,
  pickFromAnotherBatch,
  pickLines,
  refusedRow,
  scanBatch,
  setPicked,
  setShortReason,
  type PickInput,
} from './pick-state';

const base: PickInput = {
  orderItems: [
    { productID: 'milk', quantity: 10 },
    { productID: 'cola', quantity: 24 },
  ],
  entryItems: [],
  serverEntryItems: [],
  batches: [
    { id: 'late', batchcode: 'GD2', productID: 'milk', exp: '2026-12-10T00:00:00Z' },
    { id: 'early', batchcode: 'GD1', productID: 'milk', exp: '2026-12-01T00:00:00Z' },
    { id: 'held', batchcode: 'GD0', productID: 'milk', exp: '2026-11-30T00:00:00Z', onHold: true },
  ],
  stock: [
    { batchID: 'late', productID: 'milk', locationID: 'wh', available: 30 },
    { batchID: 'early', productID: 'milk', locationID: 'wh', available: 4 },
    { batchID: 'held', productID: 'milk', locationID: 'wh', available: 9 },
    { batchID: 'early', productID: 'milk', locationID: 'cold', available: 50 },
    { batchID: null, productID: 'cola', locationID: 'wh', available: 100 },
  ],
  locationID: 'wh',
};

describe('pick state', () => {
  it('suggests batches of the location, first expiry first, never on hold, and untracked stock for products without batches', () => {
    const [milk, cola] = pickLines(base);
    expect(milk?.rows.map((row) => [row.batchcode, row.available, row.suggested])).toEqual([
      ['GD1', 4, 4],
      ['GD2', 30, 6],
    ]);
    expect(cola?.rows).toEqual([
      { batchID: null, batchcode: null, exp: null, onHand: 100, available: 100, picked: 0, suggested: 24 },
    ]);
  });

  it("shows a batch's units on hand as the ledger holds them, which a pick never raises while its stock item is on its way", () => {
    const picked = setPicked([], 'milk', 'early', 4);
    const shown = (input: Partial<PickInput>) =>
      pickLines({ ...base, ...input })[0]?.rows.find((row) => row.batchID === 'early')?.onHand;
    // Before the pick, while it waits to sync, once the services answered (stock item not pulled yet), and once the stock item came.
    const steps = [
      shown({}),
      shown({ entryItems: picked }),
      shown({ entryItems: picked, serverEntryItems: picked }),
      shown({
        entryItems: picked,
        serverEntryItems: picked,
        stock: base.stock.map((s) =>
          s.batchID === 'early' && s.locationID === 'wh' ? { ...s, available: 0 } : s,
        ),
      }),
    ];
    expect(steps).toEqual([4, 4, 4, 0]);
  });

  it('counts what the services already took for this consignment as still available to it', () => {
    const [milk] = pickLines({
      ...base,
      serverEntryItems: [{ batchID: 'early', productID: 'milk', quantity: 4, quantityPicked: 4 }],
      stock: base.stock.map((s) =>
        s.batchID === 'early' && s.locationID === 'wh' ? { ...s, available: 0 } : s,
      ),
    });
    expect(milk?.rows[0]).toMatchObject({ batchcode: 'GD1', available: 4 });
  });

  it('picks by a typed or scanned batch code, as much as the line needs and the batch has', () => {
    const scanned = scanBatch(pickLines(base), ' gd1 ');
    expect(scanned).toEqual({ ok: true, productID: 'milk', batchID: 'early', quantityPicked: 4 });
    const entryItems = setPicked([], 'milk', 'early', 4);
    expect(scanBatch(pickLines({ ...base, entryItems }), 'GD2')).toEqual({
      ok: true,
      productID: 'milk',
      batchID: 'late',
      quantityPicked: 6,
    });
    expect(scanBatch(pickLines(base), 'GD0')).toEqual({ ok: false, message: 'No batch GD0 to pick here' });
  });

  it("asks which product a batch code is when batches of two of the consignment's products share it, and fills neither by itself", () => {
    // The supplier's date code GD1 is on a milk batch and on a cola batch.
    const shared: PickInput = {
      ...base,
      batches: [
        ...base.batches,
        { id: 'cola-gd1', batchcode: 'gd1', productID: 'cola', exp: '2026-12-05T00:00:00Z' },
      ],
      stock: [...base.stock, { batchID: 'cola-gd1', productID: 'cola', locationID: 'wh', available: 10 }],
    };
    expect(scanBatch(pickLines(shared), 'GD1')).toEqual({
      ok: 'choose',
      code: 'GD1',
      choices: [
        { productID: 'milk', batchID: 'early', quantityPicked: 4 },
        { productID: 'cola', batchID: 'cola-gd1', quantityPicked: 10 },
      ],
    });
    // Once the milk line has all it needs, the code can only be the cola's.
    const milkDone = [...setPicked([], 'milk', 'early', 4), ...setPicked([], 'milk', 'late', 6)];
    expect(scanBatch(pickLines({ ...shared, entryItems: milkDone }), 'GD1')).toEqual({
      ok: true,
      productID: 'cola',
      batchID: 'cola-gd1',
      quantityPicked: 10,
    });
  });

  it('before the stock and batches are on the device, never finishes a line as short or calls a code unknown', () => {
    const loading = pickLines({ ...base, batches: [], stock: [] });
    expect(finishProblem(loading, false)).toBe(STOCK_LOADING_PROBLEM);
    expect(scanBatch(loading, 'GD1', false)).toEqual({
      ok: false,
      message: 'Batch GD1 is not on this device yet: the stock is still loading',
    });
    expect(
      finishProblem(
        pickLines({
          ...base,
          entryItems: [
            ...setPicked([], 'milk', 'early', 4),
            ...setPicked([], 'milk', 'late', 6),
            ...setPicked([], 'cola', null, 24),
          ],
        }),
        true,
      ),
    ).toBeNull();
  });

  it('flags over-picks and asks a reason for short lines before Picked', () => {
    const over = pickLines({ ...base, entryItems: setPicked([], 'milk', 'early', 5) });
    expect(over[0]?.problem).toBe('Only 4 left in this batch');
    const short = pickLines({
      ...base,
      entryItems: setPicked(setPicked([], 'milk', 'early', 4), 'cola', null, 24),
    });
    expect(finishProblem(short)).toBe('Give a reason for each short line');
    const reasoned = pickLines({
      ...base,
      orderItems: setShortReason(base.orderItems, 'milk', 'Out of stock'),
      entryItems: setPicked(setPicked([], 'milk', 'early', 4), 'cola', null, 24),
    });
    expect(finishProblem(reasoned)).toBeNull();
  });

  it('finds the pick a refusal names and moves it to another batch', () => {
    const entryItems = setPicked([], 'milk', 'early', 4);
    const lines = pickLines({ ...base, entryItems });
    expect(refusedRow(lines, 'Only 0 of Milk left in batch GD1: cannot take 4.')).toEqual({
      productID: 'milk',
      batchID: 'early',
    });
    const moved = pickFromAnotherBatch(entryItems, lines[0]!, 'early');
    expect(moved).toEqual([
      { batchID: 'early', productID: 'milk', quantity: 4, quantityPicked: 0 },
      { batchID: 'late', productID: 'milk', quantity: 4, quantityPicked: 4 },
    ]);
  });
});
