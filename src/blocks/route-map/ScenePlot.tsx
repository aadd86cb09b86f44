import type { MapScene } from './map-scene';
import { scenePoints } from './map-scene';
import { plotFrame } from './plot-frame';

/**
 * A scene as an SVG plot (equirectangular, north up): needs no tiles, no network and no map
 * library, so the screens always show their routes. Each route is a coloured line from its
 * start through its numbered stops to its end; depots are black squares, loose stops hollow.
 */
export function ScenePlot({ scene, label, width = 640, height = 400 }: { scene: MapScene; label: string; width?: number; height?: number }) {
  const frame = plotFrame(scenePoints(scene), width, height, 16);
  if (frame === null) return null;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} style={{ width: '100%', maxHeight: height, background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
      {scene.zones.map((zone) => (
        <polygon
          key={zone.id}
          points={zone.boundary.map((point) => frame.project(point).join(',')).join(' ')}
          fill={zone.colour}
          fillOpacity={zone.emphasised ? 0.25 : 0.05}
          stroke={zone.colour}
          strokeWidth={1.5}
        />
      ))}
      {scene.routes.map((route) => (
        <g key={route.id} data-route={route.label}>
          {route.path.length > 1 && (
            <polyline points={route.path.map((point) => frame.project(point).join(',')).join(' ')} fill="none" stroke={route.colour} strokeWidth={2} strokeLinejoin="round" opacity={0.85} />
          )}
          {route.stops.map((stop, at) => {
            const [x, y] = frame.project(stop.point);
            return (
              <circle key={`${stop.id}-${at}`} cx={x} cy={y} r={at === 0 ? 5 : 4} fill={route.colour}>
                <title>{`${at + 1}. ${stop.label}`}</title>
              </circle>
            );
          })}
        </g>
      ))}
      {scene.loose.map((stop) => {
        const [x, y] = frame.project(stop.point);
        return (
          <circle key={stop.id} cx={x} cy={y} r={4} fill="none" stroke="#555" strokeWidth={1.5}>
            <title>{stop.label}</title>
          </circle>
        );
      })}
      {scene.depots.map((depot) => {
        const [x, y] = frame.project(depot.point);
        return (
          <rect key={depot.id} x={x - 6} y={y - 6} width={12} height={12} fill="#111">
            <title>{depot.label}</title>
          </rect>
        );
      })}
    </svg>
  );
}
