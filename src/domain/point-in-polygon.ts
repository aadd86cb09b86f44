import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';

/** A geographic point in decimal degrees. */
export type LatLng = { lat: number; lng: number };

/**
 * Whether a point lies inside a polygon (a delivery fee's boundary, a zone, a pointer's area), or
 * on its edge. Turf's well-kept test (@turf/boolean-point-in-polygon, which the map's drawing
 * library already brings) decides, on the [lng, lat] ring GeoJSON wants, closed here; the
 * boundaries are small delivery areas, so polygons across the antimeridian are not supported.
 * Fewer than 3 points or non-finite coordinates never contain anything.
 * @example isPointInPolygon({ lat: 1, lng: 1 }, [{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 2, lng: 2 }, { lat: 2, lng: 0 }]) // true
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  const finite = (p: LatLng) => Number.isFinite(p.lat) && Number.isFinite(p.lng);
  if (!finite(point) || !polygon.every(finite)) return false;
  const ring = polygon.map((p) => [p.lng, p.lat]);
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (first !== undefined && last !== undefined && (first[0] !== last[0] || first[1] !== last[1]))
    ring.push([...first]);
  if (ring.length < 4) return false;
  return booleanPointInPolygon([point.lng, point.lat], { type: 'Polygon', coordinates: [ring] });
}
