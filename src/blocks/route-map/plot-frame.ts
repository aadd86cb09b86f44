import type { GeoPoint } from '../../domain/routing/distance';

/** Metres in a degree of latitude. */
const METRES_PER_DEGREE = 111_320;

/**
 * Fits lat/lng points into a width x height box with a margin, keeping the aspect (longitude
 * shrunk by cos(latitude)), north up, and says how many metres a unit of the box stands for
 * (for a scale bar). Null without points.
 * @example plotFrame([{ lat: 0, lng: 0 }, { lat: 1, lng: 1 }], 100, 100, 0)?.project({ lat: 1, lng: 0 }) // [0, 0]
 */
export function plotFrame(
  points: readonly GeoPoint[],
  width: number,
  height: number,
  margin: number,
): { project: (point: GeoPoint) => [number, number]; metresPerUnit: number } | null {
  if (points.length === 0) return null;
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (const point of points) {
    minLat = Math.min(minLat, point.lat);
    maxLat = Math.max(maxLat, point.lat);
    minLng = Math.min(minLng, point.lng);
    maxLng = Math.max(maxLng, point.lng);
  }
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max(1e-9, (maxLng - minLng) * squeeze);
  const spanY = Math.max(1e-9, maxLat - minLat);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return {
    metresPerUnit: METRES_PER_DEGREE / scale,
    project: (point) => [
      Math.round((offsetX + (point.lng - minLng) * squeeze * scale) * 10) / 10,
      Math.round((offsetY + (maxLat - point.lat) * scale) * 10) / 10,
    ],
  };
}
