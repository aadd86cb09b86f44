import { describe, expect, it } from 'vitest';
import { appliesOn, pointerFor, weekdayOf } from './delivery-pointers';

const west = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 2 },
  { lat: 2, lng: 2 },
  { lat: 2, lng: 0 },
];
const east = [
  { lat: 0, lng: 2 },
  { lat: 0, lng: 4 },
  { lat: 2, lng: 4 },
  { lat: 2, lng: 2 },
];
const inWest = { lat: 1, lng: 1 };
const inEast = { lat: 1, lng: 3 };

describe('weekdayOf and appliesOn', () => {
  it('reads the weekday of a local day', () => {
    expect(weekdayOf('2026-12-01')).toBe('Tue');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
    expect(weekdayOf('soon')).toBeNull();
  });

  it('takes every day for Always or nothing set, and only the listed days otherwise', () => {
    expect(appliesOn('Always', 'Sat')).toBe(true);
    expect(appliesOn(null, 'Sat')).toBe(true);
    expect(appliesOn('Mon, Wed', 'Wed')).toBe(true);
    expect(appliesOn('Mon,Wed', 'Tue')).toBe(false);
    expect(appliesOn('Mon', null)).toBe(false);
  });
});

describe('pointerFor', () => {
  const pointers = [
    { id: 'p-west', pointerName: 'West', boundary: west, weekdays: 'Always' },
    { id: 'p-east', pointerName: 'East', zoneID: 'z-east', weekdays: 'Always' },
    { id: 'p-east-mon', pointerName: 'East Mondays', zoneID: 'z-east', weekdays: 'Mon' },
  ];
  const zones = [{ id: 'z-east', boundary: east }];

  it('picks the pointer whose boundary or zone holds the address', () => {
    expect(pointerFor(pointers, inWest, 'Tue', zones)?.id).toBe('p-west');
    expect(pointerFor(pointers, inEast, 'Tue', zones)?.id).toBe('p-east');
    expect(pointerFor(pointers, { lat: 5, lng: 5 }, 'Tue', zones)).toBeNull();
    expect(pointerFor(pointers, null, 'Tue', zones)).toBeNull();
  });

  it('prefers a pointer for the day over an Always one, whatever order they were read in', () => {
    expect(pointerFor(pointers, inEast, 'Mon', zones)?.id).toBe('p-east-mon');
    expect(pointerFor([...pointers].reverse(), inEast, 'Mon', zones)?.id).toBe('p-east-mon');
  });

  it('passes over ended pointers and those whose zone is gone', () => {
    expect(pointerFor([{ ...pointers[0]!, isInactive: true }], inWest, 'Tue', zones)).toBeNull();
    expect(pointerFor(pointers, inEast, 'Tue', [])).toBeNull();
  });
});
