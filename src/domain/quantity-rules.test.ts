import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptQuantity,
  clampQuantity,
  incrementMessage,
  isMultipleOf,
  tooHighMessage,
  tooLowMessage,
  validateQuantity,
} from './quantity-rules';

describe('messages', () => {
  it('substitute the numbers into the exact texts', () => {
    expect(tooLowMessage(5)).toBe('Too low. Minimum is 5');
    expect(tooHighMessage(50)).toBe('Too high. Maximum is 50');
    expect(incrementMessage(6)).toBe('Must be in increments of 6');
    expect(incrementMessage(0.5)).toBe('Must be in increments of 0.5');
  });
});

describe('validateQuantity', () => {
  const limits = { min: 2, max: 10, increment: 2 };

  it('accepts values exactly at the minimum and maximum', () => {
    expect(validateQuantity(2, limits)).toBeNull();
    expect(validateQuantity(10, limits)).toBeNull();
  });

  it('rejects just below the minimum and just above the maximum', () => {
    expect(validateQuantity(1.99, { min: 2 })).toBe('Too low. Minimum is 2');
    expect(validateQuantity(10.01, { max: 10 })).toBe('Too high. Maximum is 10');
  });

  it('rejects values off the increment', () => {
    expect(validateQuantity(7, limits)).toBe('Must be in increments of 2');
    expect(validateQuantity(8, limits)).toBeNull();
  });

  it('reports minimum before maximum before increment', () => {
    expect(validateQuantity(1, limits)).toBe('Too low. Minimum is 2');
    expect(validateQuantity(11, limits)).toBe('Too high. Maximum is 10');
    expect(validateQuantity(5, { min: 6, increment: 4 })).toBe('Too low. Minimum is 6');
  });

  it('checks nothing when no limits are set, and treats 0 as a real limit', () => {
    expect(validateQuantity(-1234.5)).toBeNull();
    expect(validateQuantity(-1, { min: 0 })).toBe('Too low. Minimum is 0');
    expect(validateQuantity(1, { max: 0 })).toBe('Too high. Maximum is 0');
    expect(validateQuantity(3, { min: null, max: null, increment: null })).toBeNull();
  });

  it('asks for a value when the quantity is not a number', () => {
    expect(validateQuantity(Number.NaN)).toBe('Field is required');
  });

  it('accepts every multiple of an increment within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100 }), (increment, times) => {
        expect(validateQuantity(increment * times, { min: 0, max: 5000, increment })).toBeNull();
      }),
    );
  });

  it('rejects every non-multiple with the increment message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 49 }),
        (increment, times, offset) => {
          fc.pre(offset < increment);
          expect(validateQuantity(increment * times + offset, { increment })).toBe(
            `Must be in increments of ${increment}`,
          );
        },
      ),
    );
  });
});

describe('isMultipleOf', () => {
  it('tolerates decimal float noise', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(1.2, 0.4)).toBe(true);
    expect(isMultipleOf(0.35, 0.1)).toBe(false);
  });

  it('passes anything when the increment is missing, zero or negative', () => {
    expect(isMultipleOf(7, undefined)).toBe(true);
    expect(isMultipleOf(7, 0)).toBe(true);
    expect(isMultipleOf(7, -2)).toBe(true);
  });
});

describe('clampQuantity and acceptQuantity', () => {
  it('clamps negatives to 0 unless negatives are allowed', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(Object.is(clampQuantity(-0), 0)).toBe(true);
    expect(clampQuantity(-3, true)).toBe(-3);
    expect(clampQuantity(4)).toBe(4);
  });

  it('clamps before validating', () => {
    expect(acceptQuantity(-2, { min: 1 })).toEqual({
      ok: false,
      quantity: 0,
      message: 'Too low. Minimum is 1',
    });
    expect(acceptQuantity(-2, { max: 10 })).toEqual({ ok: true, quantity: 0 });
    expect(acceptQuantity(-4, { allowNegative: true, min: -10, increment: 2 })).toEqual({
      ok: true,
      quantity: -4,
    });
  });

  it('never returns a negative quantity when negatives are not allowed', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(acceptQuantity(value).quantity).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('accepts exactly when validation of the clamped value passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 10, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (value, min, max, increment) => {
          const result = acceptQuantity(value, { min, max, increment });
          expect(result.ok).toBe(validateQuantity(Math.max(0, value), { min, max, increment }) === null);
        },
      ),
    );
  });
});
