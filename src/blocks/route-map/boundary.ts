import type { GeoPoint } from '../../domain/routing/distance';
import type { MapScene } from './map-scene';

/** A polygon needs three corners to enclose anything. */
export const MIN_BOUNDARY_POINTS = 3;

/**
 * The corners of a stored boundary (the registry's `boundary`: a list of { lat, lng }), leaving
 * out anything that is not a finite point; a closing point equal to the first is dropped.
 * @example boundaryPoints([{ lat: -37.8, lng: 144.9 }, 'x']) // [{ lat: -37.8, lng: 144.9 }]
 */
export function boundaryPoints(value: unknown): GeoPoint[] {
  if (!Array.isArray(value)) return [];
  const points = value.flatMap((point: unknown) => {
    if (typeof point !== 'object' || point === null) return [];
    const { lat, lng } = point as { lat?: unknown; lng?: unknown };
    return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
      ? [{ lat, lng }]
      : [];
  });
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) points.pop();
  return points;
}

/**
 * What a drawn polygon is saved as: its corners as { lat, lng } to six decimals (about 10 cm),
 * or null when it has fewer than three (no area).
 * @example boundaryValue([{ lat: -37.81234567, lng: 144.9 }, { lat: -37.9, lng: 145 }, { lat: -37.8, lng: 145.1 }])?.[0] // { lat: -37.812346, lng: 144.9 }
 */
export function boundaryValue(corners: readonly GeoPoint[]): { lat: number; lng: number }[] | null {
  const points = boundaryPoints(
    corners.map(({ lat, lng }) => ({ lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 })),
  );
  return points.length >= MIN_BOUNDARY_POINTS ? points : null;
}

/** One drawn area as a scene (for the map or, offline, the plot). */
export function boundaryScene(label: string, points: readonly GeoPoint[], colour = '#1d5474'): MapScene {
  return {
    routes: [],
    depots: [],
    loose: [],
    zones:
      points.length >= MIN_BOUNDARY_POINTS
        ? [{ id: 'boundary', label, colour, boundary: points, emphasised: true }]
        : [],
  };
}
