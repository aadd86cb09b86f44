import { describe, expect, it } from 'vitest';
import { placeLabels, scaleBar } from './map-labels';

describe('placeLabels', () => {
  it('puts a name right of its point, or left of it at the right edge', () => {
    const placed = placeLabels(
      [
        { id: 'a', x: 10, y: 20, text: 'Carlton', priority: 1 },
        { id: 'b', x: 195, y: 60, text: 'Kew', priority: 1 },
      ],
      200,
      100,
      12,
      8,
    );
    expect(placed).toEqual([
      { id: 'a', text: 'Carlton', x: 18, y: 20, anchor: 'start' },
      { id: 'b', text: 'Kew', x: 187, y: 60, anchor: 'end' },
    ]);
  });

  it('leaves out a name that would cover one placed before it, the depot placed first', () => {
    const placed = placeLabels(
      [
        { id: 'stop', x: 50, y: 50, text: 'Swan Street Kitchen', priority: 1 },
        { id: 'depot', x: 52, y: 52, text: 'Dandenong South Warehouse', priority: 0 },
      ],
      400,
      100,
      12,
      8,
    );
    expect(placed.map((label) => label.id)).toEqual(['depot']);
  });

  it('does not write a name over another stop', () => {
    const placed = placeLabels(
      [
        { id: 'a', x: 20, y: 50, text: 'Long Cafe Name', priority: 1 },
        { id: 'b', x: 60, y: 50, text: 'B', priority: 2 },
      ],
      300,
      100,
      12,
      8,
    );
    expect(placed.map((label) => label.id)).toEqual(['b']);
  });
});

it('writes a required name (the depot) even over other marks, where a plain name would be left out', () => {
  const stop = { id: 'stop', x: 40, y: 50, text: 'Cafe', priority: 1 };
  const depot = { id: 'depot', x: 30, y: 50, text: 'Depot', priority: 0 };
  expect(placeLabels([stop, { ...depot, required: true }], 400, 100, 12, 8)).toEqual([
    { id: 'depot', text: 'Depot', x: 38, y: 50, anchor: 'start' },
  ]);
  expect(placeLabels([stop, depot], 400, 100, 12, 8).map((label) => label.id)).toEqual(['stop']);
});

describe('scaleBar', () => {
  it('picks the longest round distance that fits', () => {
    expect(scaleBar(50, 120)).toEqual({ pixels: 100, metres: 5000, label: '5 km' });
    expect(scaleBar(3, 120)).toEqual({ pixels: 67, metres: 200, label: '200 m' });
    expect(scaleBar(0, 120)).toBeNull();
  });
});
