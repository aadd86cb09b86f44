import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import type { DispatchStop } from '../flow';
import { writes } from '../../../data/write';
import { movementFor, nextSortNumber } from '../dispatch-flow';

export type DispatchToJourneyState = {
  consignment: MirrorRow<'customer-consignments'>;
  journeyID: string;
  /** The journey's stops now, so the movement goes on as the next one. */
  stops: readonly DispatchStop[];
  ownCompany: string;
  /** The consignment's temperature-sensitive products as the mirror knows them. */
  sensitive: ReadonlySet<string>;
  /** The new delivery's id. */
  newID: string;
};

/** Put a ready consignment on one of the company's journeys: a delivery as its next stop. */
export const dispatchToJourney: Command<DispatchToJourneyState> = {
  name: 'dispatch-to-journey',
  label: 'Add To Journey',
  isEnabled: ({ journeyID }) => journeyID !== '',
  perform: ({ consignment, journeyID, stops, ownCompany, sensitive, newID }) => [
    writes.create(
      'deliveries',
      newID,
      movementFor(
        consignment,
        { journeyID, arrivalSortNumber: nextSortNumber(stops), courierID: ownCompany },
        sensitive,
      ),
    ),
    writes.update('customer-consignments', consignment.id, { isDispatched: true }),
  ],
};
