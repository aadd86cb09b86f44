import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPointInPolygon, type LatLng } from './point-in-polygon';

// Roughly the Melbourne CBD.
const square: LatLng[] = [
  { lat: -37.82, lng: 144.95 },
  { lat: -37.82, lng: 144.98 },
  { lat: -37.8, lng: 144.98 },
  { lat: -37.8, lng: 144.95 },
];

// An L shape: the notch at the top right is outside.
const lShape: LatLng[] = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 4 },
  { lat: 2, lng: 4 },
  { lat: 2, lng: 2 },
  { lat: 4, lng: 2 },
  { lat: 4, lng: 0 },
];

describe('isPointInPolygon', () => {
  it('finds points inside a rectangle and not outside it', () => {
    expect(isPointInPolygon({ lat: -37.81, lng: 144.96 }, square)).toBe(true);
    expect(isPointInPolygon({ lat: -37.83, lng: 144.96 }, square)).toBe(false);
    expect(isPointInPolygon({ lat: -37.81, lng: 144.99 }, square)).toBe(false);
    expect(isPointInPolygon({ lat: -33.87, lng: 151.21 }, square)).toBe(false);
  });

  it('handles concave polygons', () => {
    expect(isPointInPolygon({ lat: 1, lng: 3 }, lShape)).toBe(true);
    expect(isPointInPolygon({ lat: 3, lng: 1 }, lShape)).toBe(true);
    expect(isPointInPolygon({ lat: 3, lng: 3 }, lShape)).toBe(false);
  });

  it('contains nothing with fewer than 3 points', () => {
    expect(isPointInPolygon({ lat: 0, lng: 0 }, [])).toBe(false);
    expect(
      isPointInPolygon({ lat: 0, lng: 0 }, [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
      ]),
    ).toBe(false);
  });

  it('rejects non-finite coordinates', () => {
    expect(isPointInPolygon({ lat: Number.NaN, lng: 144.96 }, square)).toBe(false);
  });

  const convexPolygon = fc
    .record({
      centreLat: fc.integer({ min: -80, max: 80 }),
      centreLng: fc.integer({ min: -170, max: 170 }),
      radius: fc.double({ min: 0.01, max: 5, noNaN: true }),
      steps: fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 3, maxLength: 12 }),
    })
    .map(({ centreLat, centreLng, radius, steps }) =>
      [...steps]
        .sort((a, b) => a - b)
        .map((step) => {
          const angle = (step * 10 * Math.PI) / 180;
          return { lat: centreLat + radius * Math.sin(angle), lng: centreLng + radius * Math.cos(angle) };
        }),
    );

  const vertexCentre = (polygon: readonly LatLng[]): LatLng => ({
    lat: polygon.reduce((sum, p) => sum + p.lat, 0) / polygon.length,
    lng: polygon.reduce((sum, p) => sum + p.lng, 0) / polygon.length,
  });

  it('contains the centre of any convex polygon, whatever the winding or starting vertex', () => {
    fc.assert(
      fc.property(convexPolygon, fc.nat(), (polygon, shift) => {
        const centre = vertexCentre(polygon);
        const k = shift % polygon.length;
        const rotated = [...polygon.slice(k), ...polygon.slice(0, k)];
        expect(isPointInPolygon(centre, polygon)).toBe(true);
        expect(isPointInPolygon(centre, [...polygon].reverse())).toBe(true);
        expect(isPointInPolygon(centre, rotated)).toBe(true);
      }),
    );
  });

  it('never contains points beyond the bounding box', () => {
    fc.assert(
      fc.property(
        convexPolygon,
        fc.constantFrom('north', 'south', 'east', 'west'),
        fc.double({ min: 0.001, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (polygon, side, gap, along) => {
          const lats = polygon.map((p) => p.lat);
          const lngs = polygon.map((p) => p.lng);
          const centre = vertexCentre(polygon);
          const point =
            side === 'north'
              ? { lat: Math.max(...lats) + gap, lng: centre.lng + along }
              : side === 'south'
                ? { lat: Math.min(...lats) - gap, lng: centre.lng + along }
                : side === 'east'
                  ? { lat: centre.lat + along, lng: Math.max(...lngs) + gap }
                  : { lat: centre.lat + along, lng: Math.min(...lngs) - gap };
          expect(isPointInPolygon(point, polygon)).toBe(false);
        },
      ),
    );
  });
});
