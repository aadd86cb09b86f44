import { describe, expect, it } from 'vitest';
import { mayMarkPacked, packingSlipLines } from './packing-slip';

describe('the packing slip', () => {
  it('lists each product ordered with what was packed, then what was packed without being ordered', () => {
    const names: Record<string, string> = { milk: 'Barista Milk', bread: 'Sourdough', crate: 'Milk Crate' };
    expect(
      packingSlipLines(
        [
          { productID: 'milk', quantity: 12 },
          { productID: 'bread', quantity: 4 },
          { productID: 'milk', quantity: 6 },
        ],
        new Map([
          ['milk', 16],
          ['crate', 2],
        ]),
        (id) => names[id] ?? id,
      ),
    ).toEqual([
      { productName: 'Barista Milk', ordered: 18, packed: 16 },
      { productName: 'Sourdough', ordered: 4, packed: 0 },
      { productName: 'Milk Crate', ordered: 0, packed: 2 },
    ]);
  });

  it('holds Packed until the labels are printed when every package must be labelled', () => {
    expect(mayMarkPacked({ labelRequired: true, labelsPrinted: false })).toBe(false);
    expect(mayMarkPacked({ labelRequired: true, labelsPrinted: true })).toBe(true);
    expect(mayMarkPacked({ labelRequired: false, labelsPrinted: false })).toBe(true);
  });
});
