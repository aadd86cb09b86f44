import { describe, expect, it } from 'vitest';
import { matchesSearch } from './record-search';

describe('matchesSearch', () => {
  const product = { productName: 'Full Cream Milk 2L', abbreviation: 'FCM2', sortNumber: 120, tags: ['x'] };

  it('matches any listed field, ignoring case', () => {
    expect(matchesSearch(product, { text: 'cream', fields: ['productName'] })).toBe(true);
    expect(matchesSearch(product, { text: 'fcm', fields: ['productName', 'abbreviation'] })).toBe(true);
    expect(matchesSearch(product, { text: 'fcm', fields: ['productName'] })).toBe(false);
  });

  it('matches numbers by their text and ignores other values', () => {
    expect(matchesSearch(product, { text: '12', fields: ['sortNumber'] })).toBe(true);
    expect(matchesSearch(product, { text: 'x', fields: ['tags'] })).toBe(false);
  });

  it('treats an empty or blank search as matching everything', () => {
    expect(matchesSearch(product, { text: '  ', fields: [] })).toBe(true);
  });

  it('takes the text literally, wildcards included', () => {
    expect(matchesSearch(product, { text: '%', fields: ['productName'] })).toBe(false);
    expect(matchesSearch({ name: '50% off' }, { text: '0%', fields: ['name'] })).toBe(true);
  });
});
