import { describe, expect, it } from 'vitest';
import { carriesTemperatureSensitive, consignedProductIDs } from './temperature-sensitive';

describe('temperature-sensitive movements', () => {
  const chilled = (id: string) => id === 'milk';

  it('is sensitive when any product carried is', () => {
    expect(carriesTemperatureSensitive([{ productID: 'cola' }, { productID: 'milk' }], chilled)).toBe(true);
  });

  it('is not when none is, or the items name no product', () => {
    expect(carriesTemperatureSensitive([{ productID: 'cola' }, {}, null, { productID: 7 }], chilled)).toBe(
      false,
    );
    expect(carriesTemperatureSensitive([], chilled)).toBe(false);
  });

  it('names each product once', () => {
    expect(consignedProductIDs([{ productID: 'a' }, { productID: 'b' }, { productID: 'a' }, {}])).toEqual([
      'a',
      'b',
    ]);
  });
});
