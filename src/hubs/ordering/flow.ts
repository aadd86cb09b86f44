import type { MirrorRow, RecordOf } from '../../data/mirror-row';
import { DATE_FORMAT, formatInZone, TIME_FORMAT } from '../../domain/formats';
import { lineAmount, lineTax, type OrderLineInput } from '../../domain/order-pricing';
import {
  dailyCutOff,
  dueDayWarning,
  isBeforeCutOff,
  localDayOf,
  openCutOff,
  upcomingOrderSlots,
  type OrderSlotOption,
} from '../../domain/order-dates';
import {
  cutOffTime,
  orderCutOff,
  orderingPolicyRefusal,
  zoneLabel,
  type OrderingPolicy,
} from '../../domain/ordering-policy';
import { orderStatus, type OrderStatus } from '../../domain/order-status';
import {
  defaultDueDate,
  deliveryLocations,
  orderingPolicyFor,
  usualProducts,
} from '../../domain/ordering/order-context';
import {
  lineProblems,
  orderNumberText,
  orderPricing,
  totalsChanged,
  type OrderEditorAction,
  type OrderEditorState,
  type OrderKind,
} from '../../domain/ordering/order-editor-state';
import { lateOrderNotice, type LateOrderNotice } from './late-order';
import type { OrderSourcesResult } from './use-order-sources';

/** The stored order (a customer order and a purchase order share one schema). */
type StoredOrder = MirrorRow<'customer-orders'>;

/** What the order editor's view model is made from: the editor's state, the stored order and its sources. */
export type OrderEditorInput = {
  kind: OrderKind;
  isNew: boolean;
  editor: OrderEditorState;
  /** The stored order: undefined while it loads, null when there is none. */
  record: StoredOrder | null | undefined;
  sources: OrderSourcesResult;
  /** The company signed in (its settings stand where a customer order's agreement is silent). */
  ownCompany: RecordOf<'companies'> | null;
  /** The user's time zone. */
  timeZone: string;
  /** The user may edit orders of this kind (permissions). */
  mayEditArea: boolean;
  /** The product category the picker shows, or null for all. */
  category: string | null;
  now: Date;
};

export type AutomaticLineView = {
  automaticLineItemID: string;
  description: string;
  amountTotal: number;
  taxTotal: number;
};

/** Everything the order editor shows, derived from its input; pure, tested without React (flow.test.ts). */
export type OrderEditorView = {
  singleLabel: string;
  agreementLabel: string;
  number: string;
  status: OrderStatus;
  mayEdit: boolean;
  readOnly: boolean;
  agreementID: string | null;
  pricing: ReturnType<typeof orderPricing>;
  problems: Map<string, string>;
  totals: { subTotal: number; taxTotal: number; amountTotal: number };
  changedTotals: ReturnType<typeof totalsChanged>;
  automaticLines: AutomaticLineView[];
  locations: ReturnType<typeof deliveryLocations>;
  ordering: OrderingPolicy;
  /** The seller's zone, where due days and cut-offs are. */
  zone: string;
  /** The seller's zone named when it is not the user's. */
  otherZone: string | null;
  slots: OrderSlotOption[];
  dueProblem: string | null;
  overrideWarning: string | null;
  dueWarning: string | null;
  dayCutOff: string | null;
  cutOff: string | null;
  pastCutOff: boolean;
  lateNotice: LateOrderNotice | null;
  usual: { productID: string; quantity: number }[];
  productOptions: { value: string; label: string }[];
};

/**
 * The order editor's view model: totals (the services' own once synced), the seller's policy in
 * its zone, what stops or warns a save, and what the pickers offer.
 * @example orderEditorFlow(input).readOnly // true for a confirmed purchase order
 */
export function orderEditorFlow(input: OrderEditorInput): OrderEditorView {
  const { kind, isNew, editor: state, record, sources, timeZone, now } = input;
  const agreementID =
    typeof state.header.supplyAgreementID === 'string' ? state.header.supplyAgreementID : null;
  const mayEdit = input.mayEditArea && record?.isDispatched !== true;
  const pricing = orderPricing(state);
  const showStored = !isNew && !state.changed && record != null && record._syncState === 'synced';
  const totals = showStored
    ? {
        subTotal: Number(record.subTotal ?? 0),
        taxTotal: Number(record.taxTotal ?? 0),
        amountTotal: Number(record.amountTotal ?? 0),
      }
    : { subTotal: pricing.subTotal, taxTotal: pricing.taxTotal, amountTotal: pricing.amountTotal };
  // A saved order as the services keep it: its own automatic lines, not ones recomputed from what this device holds.
  const automaticLines = showStored
    ? storedAutomaticLines(record)
    : pricing.automaticLines.map((line) => ({
        automaticLineItemID: line.automaticLineItemID,
        description: line.description ?? '',
        amountTotal: line.amountTotal,
        taxTotal: line.taxTotal,
      }));
  const ordering = editorPolicy(input);
  const zone = ordering.timeZone;
  const slots = ordering.isSlotted ? upcomingOrderSlots(ordering.slots, now, { timeZone: zone }) : [];
  const dueDay =
    typeof state.header.dueDate === 'string' && state.header.dueDate !== ''
      ? localDayOf(new Date(state.header.dueDate), zone)
      : null;
  const dueChanged = isNew || (record != null && state.header.dueDate !== record.dueDate);
  // What the services would answer this write: a buyer cannot save it; the seller saving it overrides its own policy.
  const refusal =
    agreementID === null
      ? null
      : orderingPolicyRefusal(state.header, ordering, now, isNew ? null : (record ?? null));
  // The seller's Daily Cut-Off Time closes the chosen day's ordering: say when, on the seller's clock.
  const dayCutOffAt =
    dueDay !== null && !ordering.isSlotted && dailyCutOff(ordering) !== null
      ? openCutOff(dueDay, ordering, zone)
      : null;
  // A buyer's order past its cut-off is the seller's to change now (the services refuse the buyer's changes).
  const hasSellerTerms = kind === 'customer' || sources.sources.catalogue != null;
  const cutOff =
    !isNew && kind === 'purchase' && hasSellerTerms && record != null ? orderCutOff(record, ordering) : null;
  const pastCutOff = cutOff !== null && !isBeforeCutOff(cutOff, now);
  const tethered = new Set(state.context.tethers.map((tether) => tether.tetheredProductID));
  return {
    singleLabel: kind === 'customer' ? 'Customer Order' : 'Purchase Order',
    agreementLabel: kind === 'customer' ? 'Customer' : 'Supplier',
    number: isNew ? 'New' : record == null ? '' : orderNumberText(kind, record),
    status: orderStatus(isNew ? state.header : (record ?? state.header)),
    mayEdit,
    readOnly: !mayEdit || (kind === 'purchase' && record?.isConfirmed === true) || pastCutOff,
    agreementID,
    pricing,
    problems: lineProblems(state),
    totals,
    changedTotals: state.changed ? null : totalsChanged(record),
    automaticLines,
    locations: deliveryLocations({ ...sources.sources, agreement: sources.agreement }),
    ordering,
    zone,
    otherZone: zone !== timeZone ? zoneLabel(zone) : null,
    slots,
    dueProblem: kind === 'purchase' && refusal !== null ? refusal.message : null,
    overrideWarning:
      kind === 'customer' && refusal !== null && (isNew || state.changed) ? refusal.message : null,
    dueWarning:
      dueDay !== null && dueChanged && !ordering.isSlotted
        ? dueDayWarning(dueDay, now, ordering, zone)
        : null,
    dayCutOff:
      dayCutOffAt === null
        ? null
        : `Order by ${cutOffTime(dayCutOffAt, zone)} ${formatInZone(dayCutOffAt, DATE_FORMAT, zone)}`,
    cutOff,
    pastCutOff,
    // An order this device placed that the services refused by the seller's policy (placed offline, pushed after the cut-off).
    lateNotice: kind === 'purchase' ? lateOrderNotice(record, timeZone) : null,
    usual: usualProducts(sources.sources.orders, agreementID)
      .filter((entry) => !tethered.has(entry.productID) && state.context.products.has(entry.productID))
      .slice(0, 8),
    productOptions: [...state.context.products.values()]
      .filter((product) => input.category === null || product.categoryID === input.category)
      .map((product) => ({
        value: product.id,
        label: product.abbreviation
          ? `${product.productName} (${product.abbreviation})`
          : product.productName,
      })),
  };
}

/** The seller's policy as the services hold the buyer to it, in the seller's time zone (src/domain/ordering-policy.ts). */
function editorPolicy({ kind, sources, timeZone, ownCompany }: OrderEditorInput): OrderingPolicy {
  const policy = orderingPolicyFor({
    agreement: sources.agreement,
    slots: sources.slots,
    timeZone,
    hasSellerTerms: kind === 'customer' || sources.sources.catalogue != null,
    // A customer order's seller is this company: its own settings (cut-off, lead hours, weekends) stand where the agreement is silent.
    seller: kind === 'customer' ? ownCompany : null,
  });
  // Online ordering switched off binds the customer, not the seller entering its order.
  return kind === 'customer' ? { ...policy, isCustomerOrderingEnabled: true } : policy;
}

/**
 * The editor's events for choosing an agreement: the agreement with its default location and
 * pickup, its parties, the company's first delivery location (purchase), and a new order's
 * first due day the services would take, in the seller's zone.
 * @example agreementEvents({ ...input, value: 'cust-1' })[0].type // 'agreementChosen'
 */
export function agreementEvents(input: OrderEditorInput & { value: string }): OrderEditorAction[] {
  const { kind, sources, value, editor, isNew, ownCompany, now } = input;
  const agreement = sources.agreements.find((row) => row.id === value) ?? null;
  const events: OrderEditorAction[] = [
    {
      type: 'agreementChosen',
      supplyAgreementID: value,
      locationID:
        kind === 'customer' && typeof agreement?.locationID === 'string' ? agreement.locationID : null,
      isRequestPickup: agreement?.isRequiredPickup === true || agreement?.isPreferPickup === true,
    },
    { type: 'headerChanged', field: 'buyerID', value: agreement?.buyerID ?? null },
    { type: 'headerChanged', field: 'sellerID', value: agreement?.sellerID ?? null },
  ];
  if (kind === 'purchase' && agreement !== null) {
    // The company's own delivery locations under the chosen agreement (the seller's possibleLocations when it names them).
    const own = deliveryLocations({
      ...sources.sources,
      agreement,
      companyID: typeof agreement.buyerID === 'string' ? agreement.buyerID : sources.sources.companyID,
    });
    const first = own.find((row) => row.id === agreement.locationID) ?? own[0];
    if (first !== undefined) events.push({ type: 'headerChanged', field: 'locationID', value: first.id });
  }
  if (!isNew || editor.header.dueDate) return events;
  const chosen = orderingPolicyFor({
    agreement,
    slots: sources.slots,
    timeZone: input.timeZone,
    hasSellerTerms: kind === 'customer' || typeof agreement?.timeZone === 'string',
    seller: kind === 'customer' ? ownCompany : null,
  });
  // A purchase order is placed Order From Suppliers Days Ahead (the buyer's Supplier settings) of when it is due.
  const daysAhead =
    kind === 'purchase' && typeof ownCompany?.purchaseOrderLeadDays === 'number'
      ? ownCompany.purchaseOrderLeadDays
      : 0;
  if (!chosen.isSlotted)
    events.push({ type: 'headerChanged', field: 'dueDate', value: defaultDueDate(chosen, now, daysAhead) });
  return events;
}

/** A row's label field, else its id. */
export function labelOf<R extends { readonly id?: string }>(row: R, field: keyof R & string): string {
  const value = row[field];
  return typeof value === 'string' && value !== '' ? value : row.id === undefined ? '' : String(row.id);
}

/**
 * The slots as the editor offers them: delivery and cut-off in the seller's zone, and when the
 * user's differs, labelled and converted (a Perth buyer reads "5:00 PM Melbourne time, 2:00 PM yours").
 */
export function slotOptions(
  slots: readonly { orderSlotID: string; slotName: string; orderBy: string; deliverBy: string }[],
  header: Pick<StoredOrder, 'orderSlotID' | 'dueDate'>,
  zone: string,
  ownZone: string,
): { value: string; label: string }[] {
  const format = (iso: string) => formatInZone(iso, `${DATE_FORMAT} ${TIME_FORMAT}`, zone);
  const cutOffText = (iso: string) =>
    zone === ownZone ? format(iso) : `${format(iso)} ${zoneLabel(zone)} (${cutOffTime(iso, ownZone)} yours)`;
  const options = slots.map((slot) => ({
    value: `${slot.orderSlotID}|${slot.deliverBy}`,
    label: `${slot.slotName}: delivered ${format(slot.deliverBy)}, order by ${cutOffText(slot.orderBy)}`,
  }));
  // The order's own slot stays shown after its cut-off.
  if (
    typeof header.orderSlotID === 'string' &&
    typeof header.dueDate === 'string' &&
    !options.some((option) => option.value === `${header.orderSlotID}|${header.dueDate}`)
  ) {
    options.unshift({
      value: `${header.orderSlotID}|${header.dueDate}`,
      label: `Delivered ${format(header.dueDate)}`,
    });
  }
  return options;
}

function storedAutomaticLines(record: StoredOrder): AutomaticLineView[] {
  const items = Array.isArray(record.orderItems) ? record.orderItems : [];
  return items
    .filter((item) => typeof item.automaticLineItemID === 'string')
    .map((item) => {
      const line = item as OrderLineInput;
      return {
        automaticLineItemID: String(item.automaticLineItemID),
        description: String(item.description ?? ''),
        amountTotal: lineAmount(line),
        taxTotal: lineTax(line),
      };
    });
}
