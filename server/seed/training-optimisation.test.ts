import { describe, expect, it } from 'vitest';
import { trainingData, DEMO_JOURNEY_LIMITS } from './training-data';
import { OPTIMISATION_DAYS } from './training-optimisation';
import { trainingClock } from './training-clock';

const TODAY = new Date('2026-03-02T23:00:00Z');

describe('journey optimisation demo days', () => {
  it('gives every day around today at least 40 unplanned stops in Melbourne, more than one journey can take', () => {
    const data = trainingData(TODAY);
    const clock = trainingClock(TODAY, 'Australia/Melbourne');
    const locations = new Map((data.records.locations ?? []).map((record) => [record.data.id, record.data]));
    for (const day of OPTIMISATION_DAYS) {
      const deliveries = (data.records.deliveries ?? [])
        .map((record) => record.data)
        .filter(
          (delivery) => delivery['dueDepartureOn'] === clock.at(day, 6, 30) && delivery['journeyID'] === null,
        );
      const destinations = new Set(deliveries.map((delivery) => String(delivery['destinationLocationID'])));
      expect(destinations.size).toBeGreaterThanOrEqual(40);
      expect(destinations.size).toBeGreaterThan(DEMO_JOURNEY_LIMITS.maxDestinations);
      let packages = 0;
      let weight = 0;
      for (const delivery of deliveries) {
        for (const item of delivery['packagedItems'] as {
          quantityPacked: number;
          dimensions: { weight: number };
        }[]) {
          packages += item.quantityPacked;
          weight += item.quantityPacked * item.dimensions.weight;
        }
      }
      expect(packages).toBeGreaterThan(DEMO_JOURNEY_LIMITS.maxPackages);
      expect(weight).toBeGreaterThan(DEMO_JOURNEY_LIMITS.maxWeight);
      for (const id of destinations) {
        const location = locations.get(id)!;
        expect(Math.abs(Number(location['lat']) + 37.85)).toBeLessThan(0.35);
        expect(Math.abs(Number(location['lng']) - 145.05)).toBeLessThan(0.35);
      }
    }
  });
});
