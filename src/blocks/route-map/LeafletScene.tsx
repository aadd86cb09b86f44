import { Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { placeLabels, type LabelCandidate } from './map-labels';
import { sceneBounds, type MapScene } from './map-scene';
import type { TileSource } from './map-tiles';
import './route-map.css';

/** How far the view may zoom in when it fits a single point or a close group. */
const MAX_FIT_ZOOM = 15;

/** The scene's outline: the view is fitted again only when this changes (not on a reorder). */
function boundsKey(scene: MapScene): string {
  return JSON.stringify(sceneBounds(scene));
}

/** A text node (place names are data: never HTML). */
function textElement(value: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = value;
  return span;
}

/** A place name on the map where it fits (placeLabels), beside its mark. */
interface NamedPoint {
  readonly id: string;
  readonly text: string;
  readonly at: L.LatLngTuple;
  readonly priority: number;
  readonly required?: boolean;
}

/**
 * A scene on a Leaflet map over the configured tiles. Everything drawn is vector (SVG paths,
 * numbers and names as text, no marker images), so when the tiles do not load (no internet, a
 * tile server down, a blocked host) the routes, the numbered stops, the names that fit and the
 * depot's name still show on a blank background, with a scale, and a quiet note says why.
 * Loaded on demand: Leaflet is its own chunk, fetched only when a tile source is set.
 */
export default function LeafletScene({
  scene,
  tiles,
  label,
  height,
}: {
  scene: MapScene;
  tiles: TileSource;
  label: string;
  height: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<string | null>(null);
  const named = useRef<NamedPoint[]>([]);
  const names = useRef<L.Tooltip[]>([]);

  /** The names that fit at the current view, redrawn as the view changes. */
  function drawNames(on: L.Map): void {
    for (const tooltip of names.current) tooltip.remove();
    const size = on.getSize();
    const candidates: LabelCandidate[] = named.current.map((point) => {
      const { x, y } = on.latLngToContainerPoint(point.at);
      return {
        id: point.id,
        text: point.text,
        priority: point.priority,
        x,
        y,
        ...(point.required === true ? { required: true } : {}),
      };
    });
    const at = new Map(named.current.map((point) => [point.id, point.at]));
    names.current = placeLabels(candidates, size.x, size.y - 24, 12, 12).map((label) =>
      L.tooltip({
        permanent: true,
        interactive: false,
        direction: label.anchor === 'start' ? 'right' : 'left',
        offset: [label.anchor === 'start' ? 4 : -4, 0],
        className: `route-map-name${label.id.startsWith('depot-') ? ' route-map-depot-name' : ''}`,
      })
        .setLatLng(at.get(label.id)!)
        .setContent(textElement(label.text))
        .addTo(on),
    );
  }
  const [tileState, setTileState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (element.current === null) return undefined;
    const created = L.map(element.current, {
      zoomControl: true,
      attributionControl: true,
      scrollWheelZoom: false,
      zoomSnap: 0.25,
    });
    let loaded = false;
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileload', () => {
        loaded = true;
        setTileState('loaded');
      })
      .on('tileerror', () => {
        if (!loaded) setTileState('failed');
      })
      .addTo(created);
    L.control.scale({ imperial: false, position: 'bottomleft' }).addTo(created);
    layers.current = L.layerGroup().addTo(created);
    names.current = [];
    created.on('zoomend moveend resize', () => drawNames(created));
    map.current = created;
    fitted.current = null;
    setTileState('loading');
    return () => {
      // A map leaving the page mid-animation (a fit or zoom under way) must not redraw its names
      // or finish the animation on panes already gone (Leaflet's "_leaflet_pos" error).
      created.off();
      created.stop();
      created.remove();
      map.current = null;
      layers.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const current = map.current;
    const group = layers.current;
    if (current === null || group === null) return;
    group.clearLayers();
    for (const zone of scene.zones) {
      L.polygon(
        zone.boundary.map(({ lat, lng }) => [lat, lng] as L.LatLngTuple),
        {
          color: zone.colour,
          weight: 1.5,
          fillOpacity: zone.emphasised ? 0.25 : 0.05,
          className: 'route-map-zone',
        },
      )
        .bindTooltip(textElement(zone.label))
        .addTo(group);
    }
    for (const route of scene.routes) {
      if (route.path.length > 1) {
        L.polyline(
          route.path.map(({ lat, lng }) => [lat, lng] as L.LatLngTuple),
          { color: route.colour, weight: 4, opacity: 0.85, className: 'route-map-route' },
        )
          .bindTooltip(textElement(route.label), { sticky: true })
          .addTo(group);
      }
      route.stops.forEach((stop, at) => {
        L.circleMarker([stop.point.lat, stop.point.lng], {
          radius: 9,
          color: '#ffffff',
          weight: 2,
          fillColor: route.colour,
          fillOpacity: 1,
          className: 'route-map-stop',
        })
          .bindTooltip(textElement(`${route.label}, stop ${at + 1}: ${stop.label}`))
          .addTo(group);
        L.marker([stop.point.lat, stop.point.lng], {
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: 'route-map-number', html: String(at + 1), iconSize: [18, 18] }),
        }).addTo(group);
      });
    }
    for (const stop of scene.loose) {
      L.circleMarker([stop.point.lat, stop.point.lng], {
        radius: 6,
        color: '#555555',
        weight: 2,
        fill: false,
        className: 'route-map-loose',
      })
        .bindTooltip(textElement(`Not on a journey: ${stop.label}`))
        .addTo(group);
    }
    for (const depot of scene.depots) {
      L.circleMarker([depot.point.lat, depot.point.lng], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: '#111111',
        fillOpacity: 1,
        className: 'route-map-depot',
      })
        .bindTooltip(textElement(`Depot: ${depot.label}`))
        .addTo(group);
    }
    named.current = [
      ...scene.depots.map((depot) => ({
        id: `depot-${depot.id}`,
        text: depot.label,
        at: [depot.point.lat, depot.point.lng] as L.LatLngTuple,
        priority: 0,
        required: true,
      })),
      ...scene.routes.flatMap((route) =>
        route.stops.map((stop, at) => ({
          id: `stop-${route.id}-${at}`,
          text: stop.label,
          at: [stop.point.lat, stop.point.lng] as L.LatLngTuple,
          priority: 1,
        })),
      ),
      ...scene.loose.map((stop) => ({
        id: `loose-${stop.id}`,
        text: stop.label,
        at: [stop.point.lat, stop.point.lng] as L.LatLngTuple,
        priority: 2,
      })),
    ];
    const key = boundsKey(scene);
    const bounds = sceneBounds(scene);
    if (bounds !== null && fitted.current !== key) {
      fitted.current = key;
      current.invalidateSize();
      current.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
    }
    drawNames(current);
  }, [scene, tiles.url, tiles.attribution]);

  return (
    <figure style={{ margin: 0 }} aria-label={label} data-map-tiles={tileState}>
      <div ref={element} className="route-map" style={{ height, width: '100%', borderRadius: 8 }} />
      {tileState === 'failed' && (
        <Text size="xs" c="dimmed" role="status" mt={4}>
          The map tiles could not be loaded; the routes and stops are drawn without the map.
        </Text>
      )}
    </figure>
  );
}
