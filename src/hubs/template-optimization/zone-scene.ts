import { journeyColour, journeyScene, type MapScene } from '../../blocks/route-map/map-scene';
import type { WeekdayProposal } from '../../domain/routing/template-proposal';
import { zoneKey } from './flow';

/**
 * A weekday's proposal as a scene: each proposed journey's route and its zone in the same
 * colour, the zones kept by the user emphasised, and the template's depots.
 * @example weekdayScene(proposal, ['Mon-0']).zones[0].emphasised // true
 */
export function weekdayScene(proposal: WeekdayProposal, kept: readonly string[]): MapScene {
  const routes = journeyScene(proposal.journeys, [], null);
  return {
    ...routes,
    zones: proposal.zones.map((zone, index) => ({
      id: zoneKey(proposal.weekday, index),
      label: zone.zoneName,
      colour: journeyColour(index),
      boundary: zone.boundary,
      emphasised: kept.includes(zoneKey(proposal.weekday, index)),
    })),
  };
}
