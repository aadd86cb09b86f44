/** A geographic point in decimal degrees. */
export type LatLng = { lat: number; lng: number };

/**
 * Whether a point lies inside a polygon (ray casting, lng as x and lat as y).
 * Boundaries are small delivery areas, so the flat-plane approximation is fine;
 * polygons that cross the antimeridian are not supported. Fewer than 3
 * points or non-finite coordinates never contain anything.
 * @example isPointInPolygon({ lat: 1, lng: 1 }, [{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 2, lng: 2 }, { lat: 2, lng: 0 }]) // true
 */
export function isPointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  const x = point.lng;
  const y = point.lat;
  let inside = false;
  let previous = polygon[polygon.length - 1];
  for (const current of polygon) {
    if (previous === undefined) return false;
    if (!Number.isFinite(current.lat) || !Number.isFinite(current.lng)) return false;
    const crosses = current.lat > y !== previous.lat > y;
    if (crosses) {
      const xAtY =
        ((previous.lng - current.lng) * (y - current.lat)) / (previous.lat - current.lat) + current.lng;
      if (x < xAtY) inside = !inside;
    }
    previous = current;
  }
  return inside;
}
