import type { BillableItem } from '../../src/domain/billable-item';
import { pickCourierTier } from '../../src/domain/courier-billing';
import type { RecordRow, Store } from '../store/store';
import { insertOrRetry } from './flow';
import { textOf } from '../../src/domain/unknown-values';

/** Where a courier keeps its clients (agreements), price tiers and payment terms. */
export const CLIENTS_SECTION = 'Clients';
export const COURIER_PRICE_TIERS_SECTION = 'Courier/PriceTiers';
export const COURIER_PAYMENT_TERMS_SECTION = 'Courier/PaymentTerms';
export const COURIER_BILLABLE_ITEMS_SECTION = 'Courier/BillableItems';
export const CLIENT_BILLABLE_ITEMS_SECTION = 'Client/BillableItems';

/** The courier's own agreement with a client (its Clients record naming the client as buyer), if any. */
export async function courierClientAgreement(
  store: Store,
  courier: string,
  client: string,
): Promise<RecordRow | null> {
  const { rows } = await store.list(CLIENTS_SECTION, {
    visibleTo: courier,
    conditions: [{ field: 'buyerID', op: 'eq', value: client }],
    includeInactive: false,
    includeCount: false,
    take: 50,
  });
  return rows.find((row) => row.companyAccountID === courier) ?? null;
}

/** The courier's price tier for a client: the one its agreement names, else its default tier; null without one. */
export async function courierTierFor(
  store: Store,
  courier: string,
  agreement: RecordRow | null,
): Promise<RecordRow | null> {
  const { rows } = await store.list(COURIER_PRICE_TIERS_SECTION, {
    visibleTo: courier,
    conditions: [],
    includeInactive: false,
    includeCount: false,
    take: 200,
  });
  const own = rows
    .filter((row) => row.companyAccountID === courier)
    .map((row) => ({ ...row.data, id: row.id, row }));
  return pickCourierTier(textOf(agreement?.data.priceTierID), own)?.row ?? null;
}

/** The courier's payment terms for a client, from its agreement; null without. */
export async function courierTermFor(
  store: Store,
  courier: string,
  agreement: RecordRow | null,
): Promise<RecordRow | null> {
  const termID = textOf(agreement?.data.paymentTermID);
  if (termID === null) return null;
  const term = await store.get(COURIER_PAYMENT_TERMS_SECTION, termID);
  return term !== null && term.companyAccountID === courier ? term : null;
}

/**
 * Bills a client once for work a provider (a courier, a 3PL) did for it: unless the work's first
 * item is stored already (the provider's, under its id of now or of before), prices the work
 * from the provider's tier for the client and stores its items, owned by the provider and seen
 * by the client, with the tier they were priced from.
 */
export async function billClientOnce(
  store: Store,
  work: { section: string; firstItemIDs: readonly string[]; provider: string; client: string },
  itemsFor: (tier: RecordRow | null) => readonly BillableItem[] | Promise<readonly BillableItem[]>,
): Promise<void> {
  for (const id of work.firstItemIDs) {
    const made = await store.get(work.section, id);
    if (made !== null && made.companyAccountID === work.provider) return;
  }
  const tier = await courierTierFor(
    store,
    work.provider,
    await courierClientAgreement(store, work.provider, work.client),
  );
  for (const item of await itemsFor(tier)) {
    await insertOrRetry(store, {
      section: work.section,
      id: item.id,
      companyAccountID: work.provider,
      parties: [work.client],
      data: { ...item, priceTierID: tier?.id ?? null },
    });
  }
}
