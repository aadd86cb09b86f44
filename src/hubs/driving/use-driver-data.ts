import { useMemo } from 'react';
import type { MirrorRow } from '../../data/mirror-row';
import { useOfflineReadiness } from '../../blocks/pwa/use-offline-readiness';
import type { OfflineReadiness } from '../../domain/offline-readiness';
import { useRecords } from '../../data/use-records';
import { journeyStops } from '../../domain/delivery/journey-status';

/**
 * The sections a journey's stops may live in: deliveries (own trucks), courier movements
 * (couriers' legs) and courier orders a courier company accepted onto one of its journeys.
 */
export type StopEntity = 'deliveries' | 'courier-movements' | 'courier-orders';

/** A stop and the section it is written back to. */
export type Stop = { entity: StopEntity; record: MirrorRow<StopEntity> };

/**
 * A journey's stops in visiting order, from both sections that hold movements; undefined while reading.
 * @example const stops = useJourneyStops('jny-1');
 */
export function useJourneyStops(journeyID: string | null): Stop[] | undefined {
  const deliveries = useRecords('deliveries', { includeInactive: false });
  const movements = useRecords('courier-movements', { includeInactive: false });
  const courierOrders = useRecords('courier-orders', { includeInactive: false });
  return useMemo(() => {
    if (deliveries === undefined || movements === undefined || courierOrders === undefined) return undefined;
    if (journeyID === null) return [];
    const tagged = new Map<MirrorRow<StopEntity>, StopEntity>();
    for (const record of deliveries) tagged.set(record, 'deliveries');
    for (const record of movements) if (record.isPickup !== true) tagged.set(record, 'courier-movements');
    for (const record of courierOrders)
      if (record.courierOrderStatus === 'Accepted') tagged.set(record, 'courier-orders');
    return journeyStops([...tagged.keys()], journeyID).map((record) => ({
      entity: tagged.get(record) ?? 'deliveries',
      record,
    }));
  }, [deliveries, movements, courierOrders, journeyID]);
}

/** Sections the driver hub needs pulled before it can work with no signal. */
export const OFFLINE_SECTIONS = [
  'journeys',
  'deliveries',
  'courier-movements',
  'courier-orders',
  'releases',
] as const;

/**
 * Whether the open journey can be worked with no signal: the app stored on the phone, a finished
 * first pull of every section the hub reads (so nothing the office added is still on its way),
 * and the journey with its stops and their destinations in the mirror.
 * @example const readiness = useJourneyReadiness(journey, stops); readiness.words // 'Ready offline'
 */
export function useJourneyReadiness(
  journey: MirrorRow<'journeys'> | null | undefined,
  stops: readonly Stop[] | undefined,
): OfflineReadiness {
  const destinationsKnown = (stops ?? []).every(
    ({ record }) => typeof record.destinationLocationID === 'string' || record.destinationLocation != null,
  );
  return useOfflineReadiness(OFFLINE_SECTIONS, {
    ready: journey != null && stops !== undefined && destinationsKnown,
    label: 'this journey',
  });
}
