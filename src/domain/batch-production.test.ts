import { describe, expect, it } from 'vitest';
import { batchcodeOf, expiryOf, toMake, uniqueBatchcode } from './batch-production';

describe('batch production', () => {
  it('makes the batch code from the format and the local day of manufacture', () => {
    expect(batchcodeOf('HB-yyMMdd', '2026-03-02T23:00:00Z', 'Australia/Melbourne')).toBe('HB-260303');
    expect(batchcodeOf('CB-yyyy.MM.dd', '2026-03-02T23:00:00Z', 'UTC')).toBe('CB-2026.03.02');
    expect(batchcodeOf(null, '2026-03-02T23:00:00Z', 'Australia/Melbourne')).toBe('260303');
  });

  it("sets the expiry from the product's expiry days", () => {
    expect(expiryOf('2026-03-02T23:00:00.000Z', 90)).toBe('2026-05-31T23:00:00.000Z');
    expect(expiryOf('2026-03-02T23:00:00.000Z', null)).toBeNull();
  });

  it('asks to make what is due beyond stock and batches being made', () => {
    expect(toMake({ due: 60, inStock: 20, pending: 12 })).toBe(28);
    expect(toMake({ due: 10, inStock: 20, pending: 0 })).toBe(0);
    // The lower threshold is kept back on top of what is due.
    expect(toMake({ due: 60, inStock: 20, pending: 12, keep: 10 })).toBe(38);
    expect(toMake({ due: 0, inStock: 4, pending: 0, keep: 10 })).toBe(6);
    expect(toMake({ due: 0, inStock: 40, pending: 0, keep: 10 })).toBe(0);
  });

  it('gives a second batch of the same day a code of its own, so a scan names one batch', () => {
    expect(uniqueBatchcode('HB-260303', ['HB-260302', null])).toBe('HB-260303');
    expect(uniqueBatchcode('HB-260303', ['hb-260303 '])).toBe('HB-260303-2');
    expect(uniqueBatchcode('HB-260303', ['HB-260303', 'HB-260303-2'])).toBe('HB-260303-3');
  });
});
