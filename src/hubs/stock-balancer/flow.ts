import type { MirrorRow } from '../../data/mirror-row';
import type { RecordNames, RecordSet } from '../../data/use-record-set';
import {
  acceptProblem,
  levelsOf,
  proposeBalancing,
  stockOnTheWay,
  type Proposal,
  type ThresholdRecord,
} from './balance-state';

/**
 * What the balancer reads, by the name its flow gives each list: the screen reads these (and
 * needs them in the mirror to work offline), so a list added here is read and kept offline.
 */
export const BALANCER_RECORDS = {
  thresholds: 'stock-thresholds',
  stock: 'stock-items',
  purchaseOrders: 'purchase-orders',
  stockConsignments: 'stock-consignments',
  products: 'products',
  locations: 'locations',
  suppliers: 'suppliers',
  /** The company's supply lines: the restocking rules the proposals follow. */
  supplyLines: 'supply-lines',
} as const satisfies RecordNames;

export type BalancerInput = RecordSet<typeof BALANCER_RECORDS>;

/** What the person did on this screen: kept until it is left. */
export type BalancerLocal = {
  /** Proposals skipped for now. */
  skipped: ReadonlySet<string>;
  /** Proposals accepted here, with the quantity accepted: they show as done once the mirror has them on their way. */
  accepted: readonly Proposal[];
  quantities: Readonly<Record<string, number>>;
  supplierOf: Readonly<Record<string, string>>;
};

export type BalancerEvent =
  | { type: 'skip'; key: string }
  | { type: 'accepted'; proposal: Proposal }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'supplier'; key: string; supplierID: string };

export const NO_CHANGES: BalancerLocal = { skipped: new Set(), accepted: [], quantities: {}, supplierOf: {} };

/** The screen's interaction: skip, accept, edit a quantity, choose a supplier. */
export function reduceBalancer(state: BalancerLocal, event: BalancerEvent): BalancerLocal {
  switch (event.type) {
    case 'skip':
      return { ...state, skipped: new Set([...state.skipped, event.key]) };
    case 'accepted':
      return {
        ...state,
        accepted: [...state.accepted.filter((other) => other.key !== event.proposal.key), event.proposal],
      };
    case 'quantity':
      return { ...state, quantities: { ...state.quantities, [event.key]: event.quantity } };
    case 'supplier':
      return { ...state, supplierOf: { ...state.supplierOf, [event.key]: event.supplierID } };
  }
}

export type SupplierChoice = { value: string; label: string };

/** One proposal as its card shows it. */
export type ProposalCard = {
  proposal: Proposal;
  /** Done here: accepted (now on its way) or skipped; undefined while it waits. */
  status: 'accepted' | 'skipped' | undefined;
  quantity: number;
  problem: string | null;
  productName: string;
  locationName: string;
  fromName: string;
  /** The supply agreement a purchase goes to. */
  supplier: MirrorRow<'suppliers'> | undefined;
};

export type BalancerView = {
  /** Whether anything is below its threshold now. */
  anyProposed: boolean;
  cards: ProposalCard[];
  supplierChoices: SupplierChoice[];
};

const amount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The active thresholds as balancing rules. */
export function rulesOf(thresholds: readonly MirrorRow<'stock-thresholds'>[]): ThresholdRecord[] {
  return thresholds
    .filter((t) => t.isInactive !== true)
    .map((t) => ({
      id: t.id,
      productID: t.productID ?? '',
      locationID: t.locationID ?? '',
      lowerThreshold: amount(t.lowerThreshold),
      upperThreshold: amount(t.upperThreshold),
      minimumOrderAmount: amount(t.minimumOrderAmount),
      orderIncrement: amount(t.orderIncrement),
    }));
}

/**
 * The stock balancer from records and what was done here: a card per proposal (thresholds
 * against levels, counting what is on its way), with those accepted here kept as done.
 * @example balancerFlow(input, NO_CHANGES).cards[0].proposal.kind // 'transfer'
 */
export function balancerFlow(input: BalancerInput, local: BalancerLocal): BalancerView {
  const levels = levelsOf(
    input.stock.map((item) => ({
      productID: item.productID ?? '',
      locationID: item.locationID ?? '',
      available: amount(item.available) ?? 0,
    })),
  );
  const own = [...new Set(input.stock.map((item) => item.locationID ?? ''))].sort();
  const rules = rulesOf(input.thresholds);
  const proposals = proposeBalancing(
    rules,
    levels,
    own,
    stockOnTheWay(input.purchaseOrders, input.stockConsignments),
    input.supplyLines,
  );
  const proposed = new Set(proposals.map((proposal) => proposal.key));
  const shown = [...proposals, ...local.accepted.filter((proposal) => !proposed.has(proposal.key))];
  const productName = (id: string) => input.products.find((p) => p.id === id)?.productName || id;
  const locationName = (id: string | null) =>
    input.locations.find((l) => l.id === id)?.locationName || (id ?? '');
  const supplierChoices = input.suppliers.map((s) => ({
    value: s.id,
    label: s.seller?.companyName || s.id,
  }));
  const cards = shown.map((proposal): ProposalCard => {
    const quantity = local.quantities[proposal.key] ?? proposal.quantity;
    // A supply line buying from a supplier chooses that supplier's agreement; the person may change it.
    const lineSupplier =
      proposal.supplyLine?.sellerID == null
        ? undefined
        : input.suppliers.find((s) => s.sellerID === proposal.supplyLine?.sellerID)?.id;
    const supplierID = local.supplierOf[proposal.key] ?? lineSupplier ?? supplierChoices[0]?.value ?? null;
    return {
      proposal,
      status: !proposed.has(proposal.key)
        ? 'accepted'
        : local.skipped.has(proposal.key)
          ? 'skipped'
          : undefined,
      quantity,
      problem: acceptProblem(
        proposal,
        quantity,
        rules.find((r) => r.id === proposal.key),
      ),
      productName: productName(proposal.productID),
      locationName: locationName(proposal.locationID),
      fromName: locationName(proposal.fromLocationID),
      supplier: input.suppliers.find((s) => s.id === supplierID),
    };
  });
  return { anyProposed: proposals.length > 0, cards, supplierChoices };
}
