import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import type { Proposal } from '../balance-state';
import { acceptProposal, type AcceptProposalState } from './accept-proposal';

const proposal = (kind: Proposal['kind']): Proposal => ({
  key: 't1',
  productID: 'milk',
  locationID: 'wh',
  level: 27,
  onTheWay: 0,
  lowerThreshold: 36,
  quantity: 117,
  kind,
  fromLocationID: kind === 'transfer' ? 'cold' : null,
  supplyLine: null,
});

let ids = 0;
const state = (kind: Proposal['kind'], problem: string | null = null): AcceptProposalState => ({
  card: {
    proposal: proposal(kind),
    quantity: 120,
    problem,
    productName: 'Full Cream Milk 2L',
    supplier: { id: 'sa1', sellerID: 'dairy', _syncState: 'synced' } as MirrorRow<'suppliers'>,
  },
  dueDate: () => '2026-03-05T09:00:00.000Z',
  now: () => new Date('2026-03-04T02:00:00.000Z'),
  newID: () => `id-${++ids}`,
});

describe('accept a proposal', () => {
  it('moves a transfer from the other location as a stock consignment to pack', () => {
    expect(writesOf(acceptProposal, state('transfer'))).toEqual([
      {
        op: 'create',
        entity: 'stock-consignments',
        id: expect.any(String),
        fields: {
          isTransfer: true,
          departureLocationID: 'cold',
          destinationLocationID: 'wh',
          dueDate: '2026-03-05T09:00:00.000Z',
          needsPacking: true,
          consignmentOrderItems: [{ productID: 'milk', quantity: 120 }],
          consignmentEntryItems: [],
        },
      },
    ]);
  });

  it('buys a purchase from the chosen supplier', () => {
    const [write] = writesOf(acceptProposal, state('purchase'));
    expect(write).toMatchObject({
      op: 'create',
      entity: 'purchase-orders',
      fields: {
        supplyAgreementID: 'sa1',
        sellerID: 'dairy',
        locationID: 'wh',
        orderItems: [{ productID: 'milk', quantity: 120, description: 'Full Cream Milk 2L', sortNumber: 1 }],
      },
    });
  });

  it('names the supply line it follows, due after the line’s lead hours', () => {
    const base = state('transfer');
    const line = { id: 'l1', supplyLineName: 'Milk to the warehouse', leadHours: 48 };
    const [write] = writesOf(acceptProposal, {
      ...base,
      card: { ...base.card, proposal: { ...base.card.proposal, supplyLine: line } },
    });
    expect(write).toMatchObject({
      entity: 'stock-consignments',
      fields: { supplyLineID: 'l1', dueDate: '2026-03-06T02:00:00.000Z' },
    });
  });

  it('accepts no quantity with a problem', () => {
    expect(writesOf(acceptProposal, state('purchase', 'Enter a whole number above 0'))).toEqual([]);
  });
});
