import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { ProposalCard } from '../flow';

export type AcceptProposalState = {
  card: Pick<ProposalCard, 'proposal' | 'quantity' | 'problem' | 'productName' | 'supplier'>;
  /** When the goods are due (tomorrow morning), and new ids: asked when it runs. */
  dueDate: () => string;
  newID: () => string;
};

/**
 * Accept a proposal with its (edited) quantity: a transfer becomes a stock consignment from the
 * other location to be packed; a purchase becomes a purchase order to the chosen supplier.
 */
export const acceptProposal: Command<AcceptProposalState> = {
  name: 'accept-proposal',
  label: 'Accept',
  isEnabled: (state) => state.card.problem === null,
  perform(state) {
    const { proposal, quantity, supplier } = state.card;
    if (proposal.kind === 'transfer')
      return [
        writes.create('stock-consignments', state.newID(), {
          isTransfer: true,
          departureLocationID: proposal.fromLocationID,
          destinationLocationID: proposal.locationID,
          dueDate: state.dueDate(),
          needsPacking: true,
          consignmentOrderItems: [{ productID: proposal.productID, quantity }],
          consignmentEntryItems: [],
        }),
      ];
    return [
      writes.create('purchase-orders', state.newID(), {
        supplyAgreementID: supplier?.id ?? null,
        sellerID: supplier?.sellerID ?? null,
        locationID: proposal.locationID,
        dueDate: state.dueDate(),
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
