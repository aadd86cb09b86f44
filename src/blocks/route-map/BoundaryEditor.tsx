import { Button, Group, Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../domain/routing/distance';
import { boundaryPoints, boundaryValue } from './boundary';
import type { TileSource } from './map-tiles';
import './route-map.css';

/** Where a new area is drawn when the record has none yet: Melbourne. */
const START: L.LatLngTuple = [-37.8136, 144.9631];

const cornersOf = (polygon: L.Polygon): GeoPoint[] => {
  const rings = polygon.getLatLngs() as L.LatLng[][] | L.LatLng[];
  const ring = (Array.isArray(rings[0]) ? rings[0] : rings) as L.LatLng[];
  return ring.map(({ lat, lng }) => ({ lat, lng }));
};

/** Names the drawing library's handles for screen readers: the corners by number, the middle points as "add a corner". */
function nameHandles(container: HTMLElement): void {
  let corner = 0;
  for (const handle of container.querySelectorAll<HTMLElement>('.marker-icon')) {
    const middle = handle.classList.contains('marker-icon-middle');
    if (!middle) corner += 1;
    const name = middle ? 'Add a corner here (drag)' : `Corner ${corner} of the area (drag to move)`;
    if (handle.getAttribute('aria-label') !== name) handle.setAttribute('aria-label', name);
  }
}

/**
 * Draws and edits one area (a record's `boundary`) on a Leaflet map with the Geoman drawing
 * library: Draw Area starts a polygon (click each corner, then the first to close it), the
 * corners of a drawn area can be dragged, and Clear Area removes it. Works without tiles (a
 * blank background) and offline once this chunk is stored; it is loaded only by forms with a
 * boundary field, so no other screen's bundle carries the drawing library.
 */
export default function BoundaryEditor({
  value,
  onChange,
  tiles,
  label,
  colour,
  height,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  tiles: TileSource | null;
  label: string;
  colour: string;
  height: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const polygon = useRef<L.Polygon | null>(null);
  const emitted = useRef<string>('');
  const change = useRef(onChange);
  const latest = useRef(value);
  useEffect(() => {
    change.current = onChange;
    latest.current = value;
  });
  const [drawing, setDrawing] = useState(false);
  const [corners, setCorners] = useState(() => boundaryPoints(value).length);
  const url = tiles?.url ?? null;
  const attribution = tiles?.attribution ?? '';

  const emit = useCallback((next: L.Polygon | null): void => {
    const saved = next === null ? null : boundaryValue(cornersOf(next));
    emitted.current = JSON.stringify(saved);
    setCorners(saved?.length ?? 0);
    change.current(saved);
  }, []);

  const show = useCallback(
    (points: readonly GeoPoint[], on: L.Map): void => {
      polygon.current?.remove();
      polygon.current = null;
      if (points.length < 3) return;
      const drawn = L.polygon(
        points.map(({ lat, lng }) => [lat, lng] as L.LatLngTuple),
        { color: colour, weight: 3, fillOpacity: 0.2, className: 'boundary-area' },
      ).addTo(on);
      drawn.pm.enable({ allowSelfIntersection: false });
      drawn.on('pm:edit', () => emit(drawn));
      polygon.current = drawn;
    },
    [colour, emit],
  );

  useEffect(() => {
    if (element.current === null) return undefined;
    const created = L.map(element.current, { zoomControl: true, scrollWheelZoom: false, zoomSnap: 0.25 });
    if (url !== null) L.tileLayer(url, { attribution, maxZoom: 19 }).addTo(created);
    L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(created);
    created.pm.setGlobalOptions({ allowSelfIntersection: false, pathOptions: { color: colour } });
    created.on('pm:create', (event) => {
      setDrawing(false);
      const layer = event.layer as L.Polygon;
      layer.remove();
      const points = boundaryValue(cornersOf(layer)) ?? [];
      show(points, created);
      emit(polygon.current);
    });
    created.on('pm:drawend', () => setDrawing(false));
    map.current = created;
    // Geoman's corner handles are buttons with no name: name each one as it appears.
    const handles = new MutationObserver(() => nameHandles(created.getContainer()));
    handles.observe(created.getContainer(), { childList: true, subtree: true });
    const points = boundaryPoints(latest.current);
    emitted.current = JSON.stringify(boundaryValue(points));
    show(points, created);
    if (polygon.current !== null)
      created.fitBounds(polygon.current.getBounds(), { padding: [24, 24], maxZoom: 15 });
    else created.setView(START, 10);
    return () => {
      handles.disconnect();
      created.remove();
      map.current = null;
      polygon.current = null;
    };
    // The map is made once per tile source; the value is followed by the effect below.
  }, [url, attribution, colour, emit, show]);

  // A value changed from outside (the form reset or reloaded): draw it.
  useEffect(() => {
    const current = map.current;
    if (current === null) return;
    const points = boundaryPoints(value);
    const incoming = JSON.stringify(boundaryValue(points));
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    setCorners(points.length >= 3 ? points.length : 0);
    show(points, current);
  }, [value, show]);

  function draw(): void {
    const current = map.current;
    if (current === null) return;
    setDrawing(true);
    current.pm.enableDraw('Polygon', { allowSelfIntersection: false });
  }

  function clear(): void {
    map.current?.pm.disableDraw();
    setDrawing(false);
    polygon.current?.remove();
    polygon.current = null;
    emit(null);
  }

  return (
    <div>
      <div
        ref={element}
        className="route-map boundary-map"
        role="application"
        aria-label={`Map: ${label}`}
        data-corners={corners}
        style={{ height, width: '100%', borderRadius: 8 }}
      />
      <Group gap="sm" mt="xs" wrap="wrap">
        <Button variant="default" size="md" onClick={draw} disabled={drawing}>
          {corners >= 3 ? 'Draw A New Area' : 'Draw Area'}
        </Button>
        <Button variant="subtle" color="red" size="md" onClick={clear} disabled={corners < 3 && !drawing}>
          Clear Area
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4} aria-live="polite">
        {drawing
          ? 'Click or tap each corner on the map, then the first corner again to close the area.'
          : corners >= 3
            ? `An area of ${corners} corners. Drag a corner to move it; drag a middle point to add one.`
            : 'No area drawn yet.'}
      </Text>
    </div>
  );
}
