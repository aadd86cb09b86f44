import { describe, expect, it } from 'vitest';
import { dispatchJourneyScene } from './journey-scene';

const warehouse = { id: 'wh', locationName: 'Dandenong South Warehouse', lat: -38.0186, lng: 145.2036 };
const cafe = { id: 'cafe', locationName: 'Swan Street Kitchen', lat: -37.82, lng: 144.99 };
const kew = { id: 'kew', locationName: 'Kew Bistro', lat: -37.8, lng: 145.03 };

describe('dispatchJourneyScene', () => {
  it('draws the journey from its start through its stops in order and back, the start as the named depot', () => {
    const journey = {
      id: 'j1',
      journeyName: 'Metro Morning Run',
      startLocationID: 'wh',
      startLocation: warehouse,
      endLocationID: 'wh',
    };
    const stops = [
      { id: 'm1', destinationLocationID: 'cafe', destinationLocation: cafe },
      { id: 'm2', destinationLocationID: 'cafe', destinationLocation: cafe },
      { id: 'm3', destinationLocationID: 'kew' },
      { id: 'm4', destinationLocationID: 'nowhere' },
    ];
    const scene = dispatchJourneyScene(journey, stops, new Map([['kew', kew]]), (stop) =>
      String(
        (stop['destinationLocation'] as { locationName?: string } | undefined)?.locationName ??
          stop['destinationLocationID'],
      ),
    );
    expect(scene.depots).toEqual([
      { id: 'wh', label: 'Dandenong South Warehouse', point: { lat: -38.0186, lng: 145.2036 } },
    ]);
    expect(scene.routes).toHaveLength(1);
    expect(scene.routes[0]!.label).toBe('Metro Morning Run');
    expect(scene.routes[0]!.stops.map((stop) => stop.label)).toEqual(['Swan Street Kitchen', 'kew']);
    expect(scene.routes[0]!.path).toEqual([
      { lat: -38.0186, lng: 145.2036 },
      { lat: -37.82, lng: 144.99 },
      { lat: -37.8, lng: 145.03 },
      { lat: -38.0186, lng: 145.2036 },
    ]);
  });

  it('has no route when no stop has coordinates', () => {
    expect(
      dispatchJourneyScene({ id: 'j' }, [{ id: 'm', destinationLocationID: 'x' }], new Map(), () => 'X')
        .routes,
    ).toEqual([]);
  });
});
