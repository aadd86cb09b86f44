import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapScene } from './map-scene';
import { mapMode } from './map-tiles';
import { MapLegend } from './MapLegend';
import { ScenePlot } from './ScenePlot';
import { useOnline, useTileSource } from './use-tile-source';

const LeafletScene = lazy(() => import('./LeafletScene'));

/** Falls back to the plot when the map's chunk cannot load (offline before it was cached). */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Stops, depots and routes on a map where a tile source is configured and the browser is
 * online; otherwise (no tile URL, offline, or the map library failing to load) the same
 * scene as an SVG plot, so the screen always shows its routes. Either way a legend under it
 * names the depot, each journey in its colour and the zones. The plot carries `label`; the
 * map carries `Map: label`.
 */
export function RouteMap({
  scene,
  label,
  height = 400,
}: {
  scene: MapScene;
  label: string;
  height?: number;
}) {
  const tiles = useTileSource();
  const online = useOnline();
  const plot = <ScenePlot scene={scene} label={label} height={height} />;
  const legend = <MapLegend scene={scene} />;
  if (tiles === null || mapMode(tiles, online) === 'plot') {
    return (
      <div>
        {plot}
        {legend}
      </div>
    );
  }
  return (
    <div>
      <MapBoundary fallback={plot}>
        <Suspense fallback={plot}>
          <LeafletScene scene={scene} tiles={tiles} label={`Map: ${label}`} height={height} />
        </Suspense>
      </MapBoundary>
      {legend}
    </div>
  );
}
