import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRESS_AND_HOLD_DELAY_MS,
  PRESS_AND_HOLD_INTERVAL_MS,
  clampNumber,
  displayedNumber,
  effectiveStep,
  holdStepCount,
  initialNumber,
  nextHoldDelay,
  parseNumberEntry,
  stepDown,
  stepUp,
} from './number-input';

describe('parseNumberEntry', () => {
  it('parses decimals', () => {
    expect(parseNumberEntry('2.5', 1)).toBe(2.5);
    expect(parseNumberEntry(' 12 ', 1)).toBe(12);
    expect(parseNumberEntry('.75', 1)).toBe(0.75);
    expect(parseNumberEntry('3.', 1)).toBe(3);
  });

  it('ignores non-numeric entries and keeps the previous value', () => {
    for (const text of ['abc', '', ' ', '-', '.', '1.2.3', '12abc', '1e3', '1,000', '$5']) {
      expect(parseNumberEntry(text, 7)).toBe(7);
    }
  });

  it('turns a negative entry into 0 unless negatives are allowed', () => {
    expect(parseNumberEntry('-4', 7)).toBe(0);
    expect(parseNumberEntry('-4.5', 7, { allowNegative: true })).toBe(-4.5);
  });

  it('reads back any finite decimal it is given', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = value.toFixed(4);
        // Adding 0 folds "-0.0000" to 0, which the control shows instead of -0.
        expect(parseNumberEntry(text, 0, { allowNegative: true })).toBe(Number(text) + 0);
      }),
    );
  });
});

describe('initialNumber and clampNumber', () => {
  it('defaults to 0', () => {
    expect(initialNumber(undefined)).toBe(0);
    expect(initialNumber(null)).toBe(0);
    expect(initialNumber(Number.NaN)).toBe(0);
    expect(initialNumber(3.5)).toBe(3.5);
  });

  it('cannot go below 0 unless negatives are allowed', () => {
    expect(initialNumber(-2)).toBe(0);
    expect(clampNumber(-0.01)).toBe(0);
    expect(clampNumber(-0.01, { allowNegative: true })).toBe(-0.01);
  });
});

describe('stepUp and stepDown', () => {
  it('steps by 1 by default', () => {
    expect(stepUp(0)).toBe(1);
    expect(stepDown(5)).toBe(4);
    expect(effectiveStep(undefined)).toBe(1);
    expect(effectiveStep(0)).toBe(1);
    expect(effectiveStep(-2)).toBe(1);
  });

  it('uses the given step without float noise', () => {
    expect(stepUp(0.2, { step: 0.1 })).toBe(0.3);
    expect(stepDown(0.3, { step: 0.1 })).toBe(0.2);
    expect(stepUp(10, { step: 2.5 })).toBe(12.5);
  });

  it('stops at 0 going down unless negatives are allowed', () => {
    expect(stepDown(0)).toBe(0);
    expect(stepDown(0.5)).toBe(0);
    expect(stepDown(0, { allowNegative: true })).toBe(-1);
  });

  it('makes stepDown undo stepUp', () => {
    const decimal = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
    const step = fc.integer({ min: 1, max: 1000 }).map((n) => n / 100);
    fc.assert(
      fc.property(decimal, step, (value, by) => {
        expect(stepDown(stepUp(value, { step: by }), { step: by })).toBe(value);
      }),
    );
  });

  it('never goes negative when negatives are not allowed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (value, step) => {
          expect(stepDown(value, { step })).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('press and hold', () => {
  it('repeats after 500 ms then every 50 ms', () => {
    expect(PRESS_AND_HOLD_DELAY_MS).toBe(500);
    expect(PRESS_AND_HOLD_INTERVAL_MS).toBe(50);
    expect(nextHoldDelay(0)).toBe(500);
    expect(nextHoldDelay(1)).toBe(50);
    expect(nextHoldDelay(9)).toBe(50);
  });

  it('counts one step on press and the repeats at their boundaries', () => {
    expect(holdStepCount(0)).toBe(1);
    expect(holdStepCount(499)).toBe(1);
    expect(holdStepCount(500)).toBe(2);
    expect(holdStepCount(549)).toBe(2);
    expect(holdStepCount(550)).toBe(3);
    expect(holdStepCount(1000)).toBe(12);
  });

  it('agrees with summing the hold delays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (repeats) => {
        let elapsed = 0;
        for (let index = 0; index < repeats; index += 1) elapsed += nextHoldDelay(index);
        expect(holdStepCount(elapsed)).toBe(1 + repeats);
      }),
    );
  });
});

describe('displayedNumber', () => {
  it('shows the negated value when asked, never -0', () => {
    expect(displayedNumber(5, true)).toBe(-5);
    expect(displayedNumber(5, false)).toBe(5);
    expect(Object.is(displayedNumber(0, true), 0)).toBe(true);
  });
});
