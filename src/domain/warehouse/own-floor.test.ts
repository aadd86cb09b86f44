import { describe, expect, it } from 'vitest';
import { lineProductName, onOwnFloor } from './own-floor';

describe('onOwnFloor', () => {
  it("keeps the company's own consignments and those it fulfils for a client, not those its 3PL fulfils for it", () => {
    expect(onOwnFloor({ fulfillerID: null }, 'comp1')).toBe(true);
    expect(onOwnFloor({ fulfillerID: 'comp1', fulfillmentBuyerID: 'cider' }, 'comp1')).toBe(true);
    expect(onOwnFloor({ fulfillerID: 'westgate', fulfillmentBuyerID: 'comp1' }, 'comp1')).toBe(false);
  });
});

describe('lineProductName', () => {
  it("names a line by the device's product, else by the name the line carries, else its id", () => {
    expect(
      lineProductName({ productID: 'apple', productName: 'Apple Cider' }, [
        { id: 'apple', productName: 'Apple Cider 330ml' },
      ]),
    ).toBe('Apple Cider 330ml');
    expect(lineProductName({ productID: 'apple', productName: 'Apple Cider' }, [])).toBe('Apple Cider');
    expect(lineProductName({ productID: 'apple' }, undefined)).toBe('apple');
  });
});
