import { describe, expect, it } from 'vitest';
import { boundaryPoints, boundaryScene, boundaryValue } from './boundary';

describe('boundary', () => {
  it('reads the stored corners, skipping what is not a point and a repeated closing corner', () => {
    expect(
      boundaryPoints([
        { lat: -37.8, lng: 144.9 },
        'x',
        { lat: 'a', lng: 1 },
        { lat: -37.9, lng: 145 },
        { lat: -37.8, lng: 144.9 },
      ]),
    ).toEqual([
      { lat: -37.8, lng: 144.9 },
      { lat: -37.9, lng: 145 },
    ]);
    expect(boundaryPoints(null)).toEqual([]);
  });

  it('saves a drawn polygon as rounded { lat, lng } corners, or nothing under three corners', () => {
    expect(
      boundaryValue([
        { lat: -37.81234567, lng: 144.9 },
        { lat: -37.9, lng: 145 },
        { lat: -37.8, lng: 145.1 },
      ]),
    ).toEqual([
      { lat: -37.812346, lng: 144.9 },
      { lat: -37.9, lng: 145 },
      { lat: -37.8, lng: 145.1 },
    ]);
    expect(
      boundaryValue([
        { lat: -37.8, lng: 144.9 },
        { lat: -37.9, lng: 145 },
      ]),
    ).toBeNull();
  });

  it('draws an area of three corners or more as an emphasised zone', () => {
    const corners = [
      { lat: -37.8, lng: 144.9 },
      { lat: -37.9, lng: 145 },
      { lat: -37.8, lng: 145.1 },
    ];
    expect(boundaryScene('Metro', corners).zones).toEqual([
      { id: 'boundary', label: 'Metro', colour: '#1d5474', boundary: corners, emphasised: true },
    ]);
    expect(boundaryScene('Metro', corners.slice(0, 2)).zones).toEqual([]);
  });
});
