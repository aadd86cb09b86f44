import { describe, expect, it } from 'vitest';
import { bucketIndex, dayBuckets, weekBuckets } from './calendar-buckets';

const ZONE = 'Australia/Melbourne';
// Wednesday 25 November 2026, 1:00 PM in Melbourne (daylight time, UTC+11).
const NOW = Date.parse('2026-11-25T02:00:00Z');

describe('weekBuckets', () => {
  it('ends with the local week (Monday to Sunday) holding now', () => {
    const weeks = weekBuckets(NOW, ZONE, 12);
    expect(weeks.starts).toHaveLength(12);
    expect(new Date(weeks.starts.at(-1) ?? 0).toISOString()).toBe('2026-11-22T13:00:00.000Z'); // Mon 23 Nov 00:00 local
    expect(new Date(weeks.end).toISOString()).toBe('2026-11-29T13:00:00.000Z');
    expect(weeks.labels.at(-1)).toBe('23 Nov');
    expect(weeks.labels[0]).toBe('7 Sep');
  });

  it('keeps weeks on local midnight across the daylight saving change', () => {
    // Melbourne moved to daylight time on Sunday 4 October 2026: that week is an hour short.
    const weeks = weekBuckets(NOW, ZONE, 12);
    const lengths = weeks.starts.map((start, index) => (weeks.starts[index + 1] ?? weeks.end) - start);
    expect(lengths.filter((length) => length === 7 * 86_400_000 - 3_600_000)).toHaveLength(1);
    expect(lengths.filter((length) => length === 7 * 86_400_000)).toHaveLength(11);
  });
});

describe('dayBuckets', () => {
  it('holds every local day from the first to the last, both included, whichever way round', () => {
    const days = dayBuckets(NOW, Date.parse('2026-11-19T20:00:00Z'), ZONE);
    expect(days.labels).toEqual(['20 Nov', '21 Nov', '22 Nov', '23 Nov', '24 Nov', '25 Nov']);
  });
});

describe('bucketIndex', () => {
  const buckets = { starts: [0, 10, 20], end: 30, labels: ['a', 'b', 'c'] };
  it('finds the bucket of a time, -1 outside, and NaN nowhere', () => {
    expect([0, 9, 10, 29].map((time) => bucketIndex(buckets, time))).toEqual([0, 0, 1, 2]);
    expect([-1, 30, Number.NaN].map((time) => bucketIndex(buckets, time))).toEqual([-1, -1, -1]);
  });
});
