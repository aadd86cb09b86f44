/**
 * Distances for the routing solver, behind a small port: the solver only ever sees a square
 * matrix of travel costs between locations. The default is great-circle (haversine) distance in
 * metres between lat/lng points; a road-distance matrix (for example one fetched from an OSRM or
 * Valhalla server the user runs) plugs in as a `DistanceMatrixPort` that returns its own matrix.
 * Nothing here calls the network: a network-backed port would fetch first and hand over numbers.
 */

/** A point on the earth. */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** A square matrix, row-major: cost from i to j is `values[i * size + j]`. */
export interface DistanceMatrix {
  readonly size: number;
  readonly values: Float64Array;
}

/** The port: travel costs (and optionally times) between the given points, in the same order. */
export interface DistanceMatrixPort {
  matrix(points: readonly GeoPoint[]): DistanceMatrix;
}

const EARTH_RADIUS_M = 6_371_008.8;

/**
 * Great-circle distance in metres.
 * @example haversineMetres({ lat: -37.8136, lng: 144.9631 }, { lat: -37.8136, lng: 144.9631 }) // 0
 */
export function haversineMetres(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The default port: haversine metres, optionally scaled by a detour factor (roads are not straight). */
export function haversinePort(detourFactor = 1): DistanceMatrixPort {
  return {
    matrix(points) {
      const size = points.length;
      const values = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        for (let j = i + 1; j < size; j++) {
          const d = haversineMetres(points[i]!, points[j]!) * detourFactor;
          values[i * size + j] = d;
          values[j * size + i] = d;
        }
      }
      return { size, values };
    },
  };
}

/**
 * A port over a matrix already known (for example the table a road-routing server returned for
 * these points, in their order).
 */
export function fixedMatrixPort(matrix: DistanceMatrix): DistanceMatrixPort {
  return {
    matrix(points) {
      if (points.length !== matrix.size)
        throw new Error(`the matrix is ${matrix.size} square, ${points.length} points were asked for`);
      return matrix;
    },
  };
}

/**
 * Euclidean distances rounded to the nearest integer between planar points: TSPLIB's EUC_2D,
 * which CVRPLIB uses for its classic sets.
 */
export function euclideanRoundedMatrix(xs: ArrayLike<number>, ys: ArrayLike<number>): DistanceMatrix {
  const size = xs.length;
  const values = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = Math.round(Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!));
      values[i * size + j] = d;
      values[j * size + i] = d;
    }
  }
  return { size, values };
}
