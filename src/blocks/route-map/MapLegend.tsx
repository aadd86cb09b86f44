import './route-map.css';
import type { MapScene } from './map-scene';

/**
 * What the map's marks mean, beside the map or plot (tiles or none): the depot by name, each
 * journey's colour with its name and stop count, the stops on no journey, and the zones.
 */
export function MapLegend({ scene }: { scene: MapScene }) {
  const stops = (count: number): string => `${count} ${count === 1 ? 'stop' : 'stops'}`;
  return (
    <ul className="route-map-legend" aria-label="Map legend">
      {scene.depots.map((depot) => (
        <li key={`depot-${depot.id}`} data-legend="depot">
          <span className="route-map-key route-map-key-depot" aria-hidden="true" />
          Depot: {depot.label}
        </li>
      ))}
      {scene.routes.map((route) => (
        <li key={`route-${route.id}`} data-legend="route">
          <span
            className="route-map-key route-map-key-route"
            style={{ background: route.colour }}
            aria-hidden="true"
          />
          {route.label} ({stops(route.stops.length)})
        </li>
      ))}
      {scene.loose.length > 0 && (
        <li data-legend="loose">
          <span className="route-map-key route-map-key-loose" aria-hidden="true" />
          Not on a journey ({stops(scene.loose.length)})
        </li>
      )}
      {scene.zones.map((zone) => (
        <li key={`zone-${zone.id}`} data-legend="zone">
          <span
            className="route-map-key route-map-key-zone"
            style={{ background: zone.colour }}
            aria-hidden="true"
          />
          {zone.label}
        </li>
      ))}
    </ul>
  );
}
