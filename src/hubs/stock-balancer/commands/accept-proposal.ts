import type { Command } from '../../../blocks/hub/command';
import { earliestArrival } from '../../../domain/supply-lines';
import { writes } from '../../../data/write';
import type { ProposalCard } from '../flow';

export type AcceptProposalState = {
  card: Pick<ProposalCard, 'proposal' | 'quantity' | 'problem' | 'productName' | 'supplier'>;
  /** When the goods are due (tomorrow morning), the time now, and new ids: asked when it runs. */
  dueDate: () => string;
  now: () => Date;
  newID: () => string;
};

/**
 * Accept a proposal with its (edited) quantity: a transfer becomes a stock consignment from the
 * other location to be packed; a purchase becomes a purchase order to the chosen supplier. One
 * made by a supply line names it (the services hold the record to the line) and is due after the
 * line's lead hours.
 */
export const acceptProposal: Command<AcceptProposalState> = {
  name: 'accept-proposal',
  label: 'Accept',
  isEnabled: (state) => state.card.problem === null,
  perform(state) {
    const { proposal, quantity, supplier } = state.card;
    const line = proposal.supplyLine;
    const dueDate =
      line !== null && (line.leadHours ?? 0) > 0 ? earliestArrival(line, state.now()) : state.dueDate();
    const byLine = line === null ? {} : { supplyLineID: line.id };
    if (proposal.kind === 'transfer')
      return [
        writes.create('stock-consignments', state.newID(), {
          isTransfer: true,
          departureLocationID: proposal.fromLocationID,
          destinationLocationID: proposal.locationID,
          dueDate,
          needsPacking: true,
          ...byLine,
          consignmentOrderItems: [{ productID: proposal.productID, quantity }],
          consignmentEntryItems: [],
        }),
      ];
    return [
      writes.create('purchase-orders', state.newID(), {
        supplyAgreementID: supplier?.id ?? null,
        sellerID: supplier?.sellerID ?? null,
        locationID: proposal.locationID,
        dueDate,
        ...byLine,
        orderItems: [
          {
            id: state.newID(),
            productID: proposal.productID,
            quantity,
            description: state.card.productName,
            sortNumber: 1,
          },
        ],
      }),
    ];
  },
};
