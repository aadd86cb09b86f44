import type { Command } from '../../../blocks/hub/command';
import type { FieldsOf, MirrorRecord } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { movementFor, nextSortNumber } from '../dispatch-flow';

export type DispatchToJourneyState = {
  consignment: MirrorRecord;
  journeyID: string;
  /** The journey's stops now, so the movement goes on as the next one. */
  stops: readonly MirrorRecord[];
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
      ) as FieldsOf<'deliveries'>,
    ),
    writes.update('customer-consignments', consignment.id, { isDispatched: true }),
  ],
};
