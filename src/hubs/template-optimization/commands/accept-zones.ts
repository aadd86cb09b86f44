import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { journeyColour } from '../../../blocks/route-map/map-scene';
import type { ZoneProposal } from '../../../domain/routing/template-proposal';

export type AcceptZonesState = {
  /** The proposed zones kept, with the names given them. */
  zones: readonly ZoneProposal[];
  /** How many weeks of movements the proposal came from (said in each zone's description). */
  weeks: number;
  /** A new id for each zone, in order. */
  newIDs: readonly string[];
};

/** Accept zones: a zone for each kept proposal, coloured in turn, for its template and weekdays. */
export const acceptZones: Command<AcceptZonesState> = {
  name: 'accept-zones',
  label: 'Accept zones',
  isEnabled: ({ zones, newIDs }) => zones.length > 0 && newIDs.length >= zones.length,
  perform: ({ zones, weeks, newIDs }) =>
    zones.map((zone, index) =>
      writes.create('zones', newIDs[index] ?? '', {
        zoneName: zone.zoneName,
        zoneDescription: `Proposed by template optimisation from ${weeks} weeks of movements`,
        colour: journeyColour(index),
        boundary: zone.boundary.map((point) => ({ lat: point.lat, lng: point.lng })),
        journeyTemplateID: zone.journeyTemplateID,
        weekdays: zone.weekdays,
      }),
    ),
};
