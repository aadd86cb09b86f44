import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionsLink, routeStops, type RouteMovement } from './directions-link';

const depot = { id: 'depot', lat: -37.81, lng: 144.96 };
const yard = { id: 'yard', lat: -37.9, lng: 145.1 };
const a = { id: 'a', lat: -37.7, lng: 144.8 };
const b = { id: 'b', lat: -37.6, lng: 144.7 };
const c = { id: 'c', lat: -37.5, lng: 144.6 };

function stop(sort: number | null, location: { id: string; lat: number; lng: number }): RouteMovement {
  return { arrivalSortNumber: sort, destinationLocationID: location.id, destinationLocation: location };
}

/** Reads a link back into its origin, destination and waypoints as "lat,lng" texts. */
function parts(link: string | null) {
  expect(link).not.toBeNull();
  const url = new URL(link ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('api')).toBe('1');
  const waypoints = url.searchParams.get('waypoints');
  return {
    origin: url.searchParams.get('origin'),
    destination: url.searchParams.get('destination'),
    waypoints: waypoints === null ? [] : waypoints.split('|'),
  };
}

const text = (point: { lat: number; lng: number }) => `${point.lat},${point.lng}`;

describe('routeStops', () => {
  it('orders stops by arrivalSortNumber', () => {
    expect(routeStops({ movements: [stop(3, c), stop(1, a), stop(2, b)] }).map(text)).toEqual(
      [a, b, c].map(text),
    );
  });

  it('puts unnumbered stops last and keeps list order on ties', () => {
    expect(routeStops({ movements: [stop(null, c), stop(1, b), stop(1, a)] }).map(text)).toEqual(
      [b, a, c].map(text),
    );
  });

  it('skips consecutive repeats of the same destination', () => {
    expect(
      routeStops({ movements: [stop(1, a), stop(2, a), stop(3, b), stop(4, b), stop(5, b)] }).map(text),
    ).toEqual([a, b].map(text));
  });

  it('keeps a destination revisited after another stop', () => {
    expect(routeStops({ movements: [stop(1, a), stop(2, b), stop(3, a)] }).map(text)).toEqual(
      [a, b, a].map(text),
    );
  });

  it('detects repeats after sorting, not in list order', () => {
    expect(routeStops({ movements: [stop(1, a), stop(3, a), stop(2, b)] }).map(text)).toEqual(
      [a, b, a].map(text),
    );
    expect(routeStops({ movements: [stop(1, a), stop(3, b), stop(2, a)] }).map(text)).toEqual(
      [a, b].map(text),
    );
  });

  it('drops stops without coordinates, including an ungeocoded 0,0', () => {
    const unknown = { id: 'x', lat: 0, lng: 0 };
    const movements = [
      stop(1, a),
      stop(2, unknown),
      { arrivalSortNumber: 3, destinationLocationID: 'y' },
      stop(4, b),
    ];
    expect(routeStops({ movements }).map(text)).toEqual([a, b].map(text));
  });

  it('collapses repeats by coordinates when ids are missing', () => {
    const movements = [
      { arrivalSortNumber: 1, destinationLocation: { lat: a.lat, lng: a.lng } },
      { arrivalSortNumber: 2, destinationLocation: { lat: a.lat, lng: a.lng } },
    ];
    expect(routeStops({ movements })).toHaveLength(1);
  });

  it('has no consecutive duplicate destinations and keeps every distinct run', () => {
    const places = [a, b, c, depot];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...places), { maxLength: 20 }), (visits) => {
        const stops = routeStops({ movements: visits.map((place, index) => stop(index, place)) }).map(text);
        const runs = visits.map(text).filter((key, index, all) => index === 0 || all[index - 1] !== key);
        expect(stops).toEqual(runs);
      }),
    );
  });
});

describe('directionsLink', () => {
  it('goes from the start through the ordered stops to the end', () => {
    const link = directionsLink({
      startLocation: depot,
      endLocation: yard,
      movements: [stop(2, b), stop(1, a), stop(3, c)],
    });
    expect(parts(link)).toEqual({
      origin: text(depot),
      destination: text(yard),
      waypoints: [a, b, c].map(text),
    });
  });

  it('URL-encodes the coordinates and the waypoint separator', () => {
    const link = directionsLink({
      startLocation: depot,
      endLocation: yard,
      movements: [stop(1, a), stop(2, b)],
    });
    expect(link).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=-37.81%2C144.96&destination=-37.9%2C145.1&waypoints=-37.7%2C144.8%7C-37.6%2C144.7',
    );
  });

  it('uses the last stop as the destination when there is no end location', () => {
    const link = directionsLink({ startLocation: depot, movements: [stop(1, a), stop(2, b), stop(3, c)] });
    expect(parts(link)).toEqual({ origin: text(depot), destination: text(c), waypoints: [a, b].map(text) });
  });

  it('leaves out the origin when there is no start location', () => {
    const link = directionsLink({ endLocation: yard, movements: [stop(1, a)] });
    expect(parts(link)).toEqual({ origin: null, destination: text(yard), waypoints: [text(a)] });
    expect(link).not.toContain('origin=');
  });

  it('routes a single stop with neither start nor end', () => {
    expect(parts(directionsLink({ movements: [stop(1, a)] }))).toEqual({
      origin: null,
      destination: text(a),
      waypoints: [],
    });
  });

  it('goes straight from start to end without stops', () => {
    expect(parts(directionsLink({ startLocation: depot, endLocation: yard, movements: [] }))).toEqual({
      origin: text(depot),
      destination: text(yard),
      waypoints: [],
    });
  });

  it('treats an ungeocoded end location as missing', () => {
    const link = directionsLink({
      startLocation: depot,
      endLocation: { lat: 0, lng: 0 },
      movements: [stop(1, a), stop(2, b)],
    });
    expect(parts(link).destination).toBe(text(b));
  });

  it('is null when there is nowhere to go', () => {
    expect(directionsLink({})).toBeNull();
    expect(directionsLink({ startLocation: depot })).toBeNull();
    expect(
      directionsLink({
        startLocation: depot,
        movements: [{ arrivalSortNumber: 1, destinationLocationID: 'x' }],
      }),
    ).toBeNull();
  });

  it('visits every collapsed stop exactly once between origin and destination', () => {
    const places = [a, b, c];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...places), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (visits, withEnd) => {
          const route = {
            startLocation: depot,
            endLocation: withEnd ? yard : null,
            movements: visits.map((place, index) => stop(index, place)),
          };
          const link = parts(directionsLink(route));
          const stops = routeStops(route).map(text);
          const visited = withEnd ? [...link.waypoints] : [...link.waypoints, link.destination];
          expect(visited).toEqual(stops);
          expect(link.origin).toBe(text(depot));
        },
      ),
    );
  });
});
