import type { PlanLocation, ProposedJourney } from '../../domain/routing/journey-plan';
import { plotFrame } from './plot-frame';

/** Colours of the journeys, in order (repeating). */
export const JOURNEY_COLOURS = ['#1d5474', '#c2410c', '#15803d', '#7c3aed', '#b91c1c', '#0e7490', '#a16207', '#be185d'];

/**
 * The stops and routes as an SVG plot (equirectangular, north up): works offline and without
 * any map tiles. Each journey is a coloured line from its start through its stops to its end.
 */
export function RoutePlot({ journeys, unplanned, start }: { journeys: readonly ProposedJourney[]; unplanned: readonly PlanLocation[]; start: PlanLocation | null }) {
  const points: PlanLocation[] = [...(start ? [start] : []), ...journeys.flatMap((journey) => [journey.start, journey.end, ...journey.stops.map((stop) => stop.destination)]), ...unplanned];
  const frame = plotFrame(points, 640, 400, 16);
  if (frame === null) return null;
  return (
    <svg viewBox="0 0 640 400" role="img" aria-label="Plot of the stops and journeys" style={{ width: '100%', maxHeight: 400, background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
      {journeys.map((journey, index) => {
        const path = [journey.start, ...journey.stops.map((stop) => stop.destination), journey.end].map((point) => frame.project(point));
        const colour = JOURNEY_COLOURS[index % JOURNEY_COLOURS.length];
        return (
          <g key={`${journey.templateID}-${index}`}>
            <polyline points={path.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" opacity={0.85} />
            {journey.stops.map((stop, at) => {
              const [x, y] = frame.project(stop.destination);
              return <circle key={stop.destination.id} cx={x} cy={y} r={at === 0 ? 5 : 4} fill={colour} />;
            })}
          </g>
        );
      })}
      {unplanned.map((point) => {
        const [x, y] = frame.project(point);
        return <circle key={point.id} cx={x} cy={y} r={4} fill="none" stroke="#555" strokeWidth={1.5} />;
      })}
      {start &&
        (() => {
          const [x, y] = frame.project(start);
          return (
            <rect x={x - 6} y={y - 6} width={12} height={12} fill="#111">
              <title>{start.name}</title>
            </rect>
          );
        })()}
    </svg>
  );
}
