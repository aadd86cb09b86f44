import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, DEFAULT_BACKOFF } from './backoff';

describe('retry backoff', () => {
  it('doubles from 1 s and stops at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempt) => backoffCeiling(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 1000, maxMs: 60_000 });
  });

  it('uses full jitter: anywhere from 0 up to the ceiling, as the random source says', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, () => 0.999_999)).toBe(3999);
    expect(backoffDelay(20, () => 0.5)).toBe(30_000);
  });

  it('honours other bases and caps', () => {
    expect(backoffCeiling(4, { baseMs: 10, maxMs: 50 })).toBe(50);
    expect(backoffCeiling(2, { baseMs: 10, maxMs: 50 })).toBe(20);
  });
});
