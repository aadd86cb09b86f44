import { describe, expect, it } from 'vitest';
import { matchProducts, readLineEntry } from './instant-entry';

const products = [
  { id: 'milk', productName: 'Full Cream Milk 2L', abbreviation: 'FCM2L', unitPrice: 3.4 },
  { id: 'barista', productName: 'Barista Milk 1L', abbreviation: 'BM1L', unitPrice: 2.1 },
  { id: 'cola', productName: 'Sparkling Cola 375ml Can', abbreviation: 'COLA375', unitPrice: 1.2 },
];

describe('instant order entry', () => {
  it('finds a product by exact code first, then by the start of a name or code, then anywhere', () => {
    expect(matchProducts('bm1l', products).map((product) => product.id)).toEqual(['barista']);
    expect(matchProducts('milk', products).map((product) => product.id)).toEqual(['milk', 'barista']);
    expect(matchProducts('barista', products)[0]?.id).toBe('barista');
    expect(matchProducts('', products)).toEqual([]);
  });

  it('reads a code or name and a quantity either way round', () => {
    expect(readLineEntry('COLA375 48', products)).toEqual({ ok: true, productID: 'cola', quantity: 48 });
    expect(readLineEntry('24 barista', products)).toEqual({ ok: true, productID: 'barista', quantity: 24 });
    expect(readLineEntry('fcm2l', products)).toEqual({ ok: true, productID: 'milk', quantity: 1 });
    expect(readLineEntry('cola', products, '72')).toEqual({ ok: true, productID: 'cola', quantity: 72 });
  });

  it('says what is wrong with a line it cannot read', () => {
    expect(readLineEntry('48', products)).toEqual({ ok: false, message: 'Type a product code or name' });
    expect(readLineEntry('bread 2', products)).toEqual({ ok: false, message: "No product matches 'bread'" });
    expect(readLineEntry('cola', products, '0')).toEqual({ ok: false, message: 'Type a quantity above 0' });
  });
});
