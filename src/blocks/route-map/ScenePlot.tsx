import { useElementSize } from '@mantine/hooks';
import { placeLabels, scaleBar, type LabelCandidate } from './map-labels';
import type { MapScene } from './map-scene';
import { scenePoints } from './map-scene';
import { plotFrame } from './plot-frame';

const FONT = 12;
const STOP_RADIUS = 9;

/**
 * A scene as an SVG plot (equirectangular, north up): needs no tiles, no network and no map
 * library, so the screens always show their routes. Each route is a coloured line from its
 * start through its numbered stops to its end; depots are black squares, loose stops hollow;
 * the place names that fit are written beside their marks (the depot's first) and a scale bar
 * sits in the corner. Drawn at the size it is shown, so the labels stay readable on a phone.
 */
export function ScenePlot({
  scene,
  label,
  height = 400,
}: {
  scene: MapScene;
  label: string;
  height?: number;
}) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? Math.round(measured) : 640;
  const frame = plotFrame(scenePoints(scene), width, height, 28);
  if (frame === null) return null;
  const candidates: LabelCandidate[] = [
    ...scene.depots.map((depot) => ({
      id: `depot-${depot.id}`,
      text: depot.label,
      priority: 0,
      required: true,
      ...xy(frame.project(depot.point)),
    })),
    ...scene.routes.flatMap((route) =>
      route.stops.map((stop, at) => ({
        id: `stop-${route.id}-${at}`,
        text: stop.label,
        priority: 1,
        ...xy(frame.project(stop.point)),
      })),
    ),
    ...scene.loose.map((stop) => ({
      id: `loose-${stop.id}`,
      text: stop.label,
      priority: 2,
      ...xy(frame.project(stop.point)),
    })),
  ];
  const names = placeLabels(candidates, width, height - 24, FONT, STOP_RADIUS + 3);
  const scale = scaleBar(frame.metresPerUnit, Math.min(160, width / 3));
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        style={{
          display: 'block',
          width: '100%',
          height,
          background: 'var(--mantine-color-gray-0)',
          borderRadius: 8,
        }}
      >
        {scene.zones.map((zone) => (
          <polygon
            key={zone.id}
            data-zone={zone.label}
            points={zone.boundary.map((point) => frame.project(point).join(',')).join(' ')}
            fill={zone.colour}
            fillOpacity={zone.emphasised ? 0.25 : 0.08}
            stroke={zone.colour}
            strokeWidth={2}
          >
            <title>{zone.label}</title>
          </polygon>
        ))}
        {scene.routes.map((route) => (
          <g key={route.id} data-route={route.label}>
            {route.path.length > 1 && (
              <polyline
                points={route.path.map((point) => frame.project(point).join(',')).join(' ')}
                fill="none"
                stroke={route.colour}
                strokeWidth={2.5}
                strokeLinejoin="round"
                opacity={0.85}
              />
            )}
          </g>
        ))}
        {scene.loose.map((stop) => {
          const [x, y] = frame.project(stop.point);
          return (
            <circle
              key={stop.id}
              cx={x}
              cy={y}
              r={5}
              fill="#fff"
              stroke="#555"
              strokeWidth={2}
              data-stop={stop.label}
            >
              <title>{`Not on a journey: ${stop.label}`}</title>
            </circle>
          );
        })}
        {scene.routes.map((route) =>
          route.stops.map((stop, at) => {
            const [x, y] = frame.project(stop.point);
            return (
              <g key={`${route.id}-${stop.id}-${at}`} data-stop={`${at + 1}. ${stop.label}`}>
                <title>{`${route.label}, stop ${at + 1}: ${stop.label}`}</title>
                <circle cx={x} cy={y} r={STOP_RADIUS} fill={route.colour} stroke="#fff" strokeWidth={1.5} />
                <text
                  x={x}
                  y={y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={10}
                  fontWeight={700}
                  fill="#fff"
                >
                  {at + 1}
                </text>
              </g>
            );
          }),
        )}
        {scene.depots.map((depot) => {
          const [x, y] = frame.project(depot.point);
          return (
            <rect
              key={depot.id}
              x={x - 7}
              y={y - 7}
              width={14}
              height={14}
              fill="#111"
              stroke="#fff"
              strokeWidth={1.5}
              data-depot={depot.label}
            >
              <title>{`Depot: ${depot.label}`}</title>
            </rect>
          );
        })}
        <g
          data-testid="plot-names"
          fontSize={FONT}
          fill="#111"
          stroke="#fff"
          strokeWidth={3}
          paintOrder="stroke"
          style={{ pointerEvents: 'none' }}
        >
          {names.map((name) => (
            <text
              key={name.id}
              x={name.x}
              y={name.y}
              textAnchor={name.anchor}
              dominantBaseline="central"
              fontWeight={name.id.startsWith('depot-') ? 700 : 400}
            >
              {name.text}
            </text>
          ))}
        </g>
        {scale !== null && (
          <g
            data-testid="plot-scale"
            transform={`translate(12, ${height - 12})`}
            stroke="#111"
            strokeWidth={2}
            fill="none"
          >
            <path d={`M0,-6 V0 H${scale.pixels} V-6`} />
            <text
              x={scale.pixels + 6}
              y={0}
              fontSize={FONT}
              fill="#111"
              stroke="none"
              dominantBaseline="auto"
            >
              {scale.label}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}

const xy = ([x, y]: [number, number]): { x: number; y: number } => ({ x, y });
