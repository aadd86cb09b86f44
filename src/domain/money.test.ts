import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, round2, sumMoney } from './money';

describe('round2', () => {
  it('rounds half away from zero to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(1.004)).toBe(1);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('never returns negative zero or NaN', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('is idempotent and has at most two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const once = round2(value);
        expect(round2(once)).toBe(once);
        // Two decimals: printing with two decimals and reading back gives the same number
        // (an absolute tolerance on once * 100 fails near 1e9, where one ulp of 1e11 is 1.5e-5).
        expect(Number(once.toFixed(2))).toBe(once);
        expect(Math.abs(once - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('sumMoney', () => {
  it('sums to a 2-decimal total', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
  });
});

describe('formatMoney', () => {
  it('shows Australian dollars with two decimals in en-AU', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-3.456)).toBe('-$3.46');
  });
});
