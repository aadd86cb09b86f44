import type { OrderSlotDefinition } from '../../src/domain/order-dates';
import {
  agreementTerms,
  changedCutOffFields,
  lateChangeRefusal,
  orderCutOff,
  orderingPolicyRefusal,
  type OrderingPolicy,
  type PolicyOrder,
  type PolicyRefusal,
} from '../../src/domain/ordering-policy';
import { resolveTimeZone } from '../../src/domain/time-zone';
import type { RecordOf } from '../../src/entities/record-of';
import { HttpProblem } from '../http/problem';
import { getEntityRow, listEntityRows, type EntityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import { sellerAgreement } from './supplier-catalogue';
import { numberOf, textOf } from '../../src/domain/unknown-values';

/**
 * The seller's order policy on every buyer's write of an order (issue 23, item 1): the services
 * are where an offline order lands late, so they refuse (422) what the seller's agreement with the
 * buyer does not allow, with the rule, the field and the next delivery that would take the order,
 * through the same domain functions the order editor offers its dates by
 * (src/domain/ordering-policy.ts), in the seller's time zone. The seller's own writes are never
 * refused: a write of the seller that the policy would refuse is recorded on the order as the
 * seller's override. Orders the services make themselves (standing orders, imports) do not come
 * through here.
 */

/** The fields that record a seller's override of its own policy, set by the services only. */
export const SELLER_OVERRIDE_FIELDS = [
  'sellerOverrideOn',
  'sellerOverrideByUserID',
  'sellerOverrideRule',
] as const;

/** The fields of an order the policy reads, and who it is between (as a write gives them). */
type PolicedOrder = PolicyOrder & {
  readonly sellerID?: unknown;
  readonly buyerID?: unknown;
  readonly supplyAgreementID?: unknown;
};

/** The override stamp of an order (its schema's fields). */
type SellerOverride = Pick<RecordOf<'customer-orders'>, (typeof SELLER_OVERRIDE_FIELDS)[number]>;

/** What the policy sets on an order: the override stamp, and a slotted order's cut-off. */
type PolicyStamps = Partial<SellerOverride> & Pick<RecordOf<'customer-orders'>, 'orderBy'>;

/**
 * The override stamp as the services left it: a client neither forges nor clears it.
 * @example keepSellerOverride({ sellerOverrideOn: 'forged' }, null) // {}
 */
export function keepSellerOverride<T extends object>(
  order: T,
  stored: { readonly data: Partial<SellerOverride> } | null,
): T & Partial<SellerOverride> {
  const kept: T & Partial<SellerOverride> = { ...order };
  for (const field of SELLER_OVERRIDE_FIELDS) {
    const value = stored?.data[field];
    if (value !== undefined) kept[field] = value;
    else delete kept[field];
  }
  return kept;
}

/**
 * The policy of the seller's agreement with the buyer: the agreement's terms, the seller's own
 * settings where the agreement leaves a term unset (Customers Order Online, lead hours, weekends),
 * the slots it orders in, and the seller company's time zone and name.
 * @example (await orderingPolicyOf(store, 'comp1', agreement)).timeZone // 'Australia/Melbourne'
 */
export async function orderingPolicyOf(
  store: Store,
  seller: string,
  agreement: EntityRow<'customers'>,
): Promise<OrderingPolicy> {
  const company: Partial<RecordOf<'companies'>> =
    (await getEntityRow(store, 'companies', seller))?.data ?? {};
  const terms = agreement.data;
  const named = Array.isArray(terms.orderSlotIDs)
    ? new Set(terms.orderSlotIDs.filter((id): id is string => typeof id === 'string'))
    : null;
  const own = await listEntityRows(store, 'order-slots', {
    visibleTo: seller,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  const slots: OrderSlotDefinition[] = own
    .filter((row) => row.companyAccountID === seller && (named === null || named.has(row.id)))
    .map((row) => ({
      id: row.id,
      slotName: textOf(row.data.slotName),
      cronExpression: textOf(row.data.cronExpression),
      orderLeadHours: numberOf(row.data.orderLeadHours),
      isOn: row.data.isOn !== false,
    }));
  return {
    ...agreementTerms(terms, company),
    sellerName: textOf(company.companyName) ?? seller,
    timeZone: resolveTimeZone(textOf(company.defaultTimeZone)),
    slots,
  };
}

/** The 422 a refusal answers: its sentence, and the rule, field, cut-off and next delivery beside it. */
export function policyProblem(refusal: PolicyRefusal): HttpProblem {
  const { message, rule, field, cutOff, timeZone, nextSlot } = refusal;
  return new HttpProblem(422, message, {
    rule,
    field,
    cutOff,
    timeZone,
    nextSlot,
    errors: [{ field, message }],
  });
}

/** Who the order is between, as order pricing reads it (server/sections/order-totals.ts). */
function partiesOf(order: PolicedOrder, owner: string): { seller: string; buyer: string | null } {
  const seller = textOf(order.sellerID) ?? owner;
  const buyer = textOf(order.buyerID) ?? (seller === owner ? null : owner);
  return { seller, buyer };
}

async function policyFor(
  store: Store,
  agreements: string | undefined,
  order: PolicedOrder,
  owner: string,
): Promise<{ seller: string; policy: OrderingPolicy } | null> {
  const { seller, buyer } = partiesOf(order, owner);
  if (buyer === null || buyer === seller) return null;
  const agreement = await sellerAgreement(
    store,
    { agreements },
    seller,
    buyer,
    textOf(order.supplyAgreementID),
  );
  return agreement === null ? null : { seller, policy: await orderingPolicyOf(store, seller, agreement) };
}

/** Who writes the order now and what it held before. */
export type PolicyWrite = {
  owner: string;
  writer: string;
  userID: string | null;
  stored: RecordRow | null;
  now: Date;
};

/**
 * The order a write stores, within the seller's policy: a buyer's create, or change of what the
 * seller prepares (lines, date, slot, place, pickup), that the policy refuses is a 422; a
 * seller's such write stands and is stamped as its override. A Slotted order takes its cut-off
 * (orderBy) from its slot, never from the client.
 * @example await withOrderingPolicy(store, 'Customers', order, { owner: 'alpha', writer: 'alpha', userID: 'u1', stored: null, now }) // throws 422 after the cut-off
 */
export async function withOrderingPolicy<T extends PolicedOrder>(
  store: Store,
  agreements: string | undefined,
  order: T,
  write: PolicyWrite,
): Promise<T & PolicyStamps> {
  const stored = write.stored?.data ?? null;
  const kept: T & PolicyStamps = keepSellerOverride(order, write.stored);
  if (stored !== null && changedCutOffFields(stored, kept).length === 0) return kept;
  const found = await policyFor(store, agreements, kept, write.owner);
  if (found === null) return kept;
  const { seller } = found;
  // Online ordering switched off binds the buyer only: the seller entering its customer's order is its ordinary work.
  const policy =
    write.writer === seller ? { ...found.policy, isCustomerOrderingEnabled: true } : found.policy;
  const refusal =
    (stored === null ? null : lateChangeRefusal(stored, kept, policy, write.now)) ??
    orderingPolicyRefusal(kept, policy, write.now, stored);
  if (write.writer === seller) {
    if (refusal === null) return kept;
    return {
      ...kept,
      sellerOverrideOn: write.now.toISOString(),
      sellerOverrideByUserID: write.userID,
      sellerOverrideRule: refusal.rule,
    };
  }
  if (refusal !== null) throw policyProblem(refusal);
  if (policy.isSlotted) {
    kept.orderBy = orderCutOff(kept, policy);
  }
  return kept;
}

/**
 * Refuses (422) a buyer's cancelling of its order once the order's cut-off has passed: from then
 * the order is the seller's to prepare, and to cancel.
 * @example await checkBuyerCancel(store, 'Customers', row, 'alpha', now) // throws after the cut-off
 */
export async function checkBuyerCancel(
  store: Store,
  agreements: string | undefined,
  row: RecordRow,
  company: string,
  now: Date,
): Promise<void> {
  const found = await policyFor(store, agreements, row.data, row.companyAccountID);
  if (found === null || found.seller === company) return;
  const refusal = lateChangeRefusal(row.data, null, found.policy, now);
  if (refusal !== null) throw policyProblem(refusal);
}

/**
 * Refuses (422) a buyer's restoring of its cancelled order where the policy would refuse it as a
 * new order now (its slot's cut-off passed meanwhile): a restored order reaches the seller anew.
 * @example await checkBuyerRestore(store, 'Customers', row, 'alpha', now) // throws after the cut-off
 */
export async function checkBuyerRestore(
  store: Store,
  agreements: string | undefined,
  row: RecordRow,
  company: string,
  now: Date,
): Promise<void> {
  const found = await policyFor(store, agreements, row.data, row.companyAccountID);
  if (found === null || found.seller === company) return;
  const refusal = orderingPolicyRefusal(row.data, found.policy, now, null);
  if (refusal !== null) throw policyProblem(refusal);
}
