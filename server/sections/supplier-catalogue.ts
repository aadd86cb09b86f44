import type { AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import { sellerLineDefinitions } from '../../src/domain/delivery-fees';
import type { CatalogueLine } from '../../src/domain/order-line-rules';
import type { LatLng } from '../../src/domain/point-in-polygon';
import type { OrderLineRule } from '../../src/domain/order-pricing';
import { rulesForProduct, type RulesGroup } from '../../src/domain/ordering-rules-groups';
import { agreementTerms } from '../../src/domain/ordering-policy';
import { resolveTimeZone } from '../../src/domain/time-zone';
import { automaticLineItemSchema } from '../../src/domain/schemas/automatic-line-item';
import { entityByName } from '../../src/entities/registry';
import type { EntityName, RecordOf } from '../../src/entities/record-of';
import { entityRow, getEntityRow, ownEntityRows, type EntityRow } from '../store/entity-row';
import type { Store } from '../store/store';
import { textOf } from '../../src/domain/unknown-values';
import { taxTypeOf } from '../../src/domain/tax-type';
import { tierPrices, type TierPrice } from '../../src/domain/tier-prices';

/** The sections a seller's catalogue is made of: its agreement with the buyer, and what it sells. */
export type CatalogueSections = {
  agreements: string;
  priceTiers: string;
  products: string;
  categories: string;
  tethers: string;
  automaticLineItems: string;
  /** The seller's delivery fees and the zones they (and automatic lines) name: Delivery Fee lines for the buyer's editor. */
  deliveryFees: string;
  zones: string;
  orderSlots: string;
  /** The seller's Ordering Rules Groups: line rules by product tag, or for every line. */
  rulesGroups: string;
};

/**
 * The sections of the registry's entities.
 * @example catalogueSections().products // 'Products'
 */
export function catalogueSections(): CatalogueSections {
  const section = (name: string) => entityByName(name).section;
  return {
    agreements: section('customers'),
    priceTiers: section('supplier-price-tiers'),
    products: section('products'),
    categories: section('product-categories'),
    tethers: section('product-tethers'),
    automaticLineItems: section('automatic-line-items'),
    deliveryFees: section('delivery-fees'),
    zones: section('zones'),
    orderSlots: section('order-slots'),
    rulesGroups: section('ordering-rules-groups'),
  };
}

/** The sections whose changes by the seller change every buyer's catalogue of it. */
function sellerSections(sections: CatalogueSections): string[] {
  return [
    sections.priceTiers,
    sections.products,
    sections.categories,
    sections.tethers,
    sections.automaticLineItems,
    sections.deliveryFees,
    sections.zones,
    sections.orderSlots,
    sections.rulesGroups,
  ];
}

/** What a buyer reads of a product it may order: no costs, stock, suppliers or other tiers. */
const PRODUCT_FIELDS = [
  'productName',
  'abbreviation',
  'categoryID',
  'taxType',
  'tags',
  'sortNumber',
  'publicDescription',
  'isTemperatureSensitive',
  'isPerishable',
  'isReturnable',
] as const;
/** The agreement's ordering terms, which the buyer's editor keeps to. */
const TERM_FIELDS = [
  'orderLeadHours',
  'requireLeadTime',
  'isAvailableWeekends',
  'orderingArrangement',
  'orderSlotIDs',
  'isPreferPickup',
  'isRequiredPickup',
  'possibleLocations',
] as const;
/** The automatic lines' own fields (automatic lines and delivery fees share the schema). */
type AutomaticLine = RecordOf<'automatic-line-items'>;
const AUTOMATIC_LINE_FIELDS = (
  Object.keys(automaticLineItemSchema.entries) as (keyof AutomaticLine)[]
).filter((field) => (field as string) !== 'companyAccountID');
const SLOT_FIELDS = ['slotName', 'cronExpression', 'orderLeadHours', 'isOn'] as const;
const TETHER_FIELDS = ['triggeringProductID', 'tetheredProductID', 'factor', 'quantity'] as const;

/** The fields of `data` among `fields` that hold a value. */
function pick<T extends object, K extends keyof T>(
  data: Readonly<T>,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) if (data[field] !== undefined) picked[field] = data[field];
  return picked;
}

/** How many changed agreements naming a buyer one pull reads (a buyer has a handful of suppliers). */
const AGREEMENTS_READ = 10_000;

/** One catalogue as a pull answers it: the record (or a removal) and its place in the change order. */
/**
 * A product of a catalogue: its line rules as the seller's tier and groups give them, a rule a bare
 * name or a name with its value (the catalogue's schema reads each as an object).
 */
type CatalogueProduct = Omit<NonNullable<RecordOf<'supplier-catalogues'>['products']>[number], 'rules'> & {
  rules: OrderLineRule[] | null;
};

/** A buyer's catalogue of one seller, as the services answer it. */
export type CatalogueBody = Omit<RecordOf<'supplier-catalogues'>, 'products'> & {
  products: CatalogueProduct[];
};

/** A catalogue the buyer may no longer order from. */
type CatalogueRemoval = { id: string; rowVersion: number; isRemoved: true };

export type CatalogueChange = { seq: number; body: CatalogueBody | CatalogueRemoval };

/** An agreement as stored: its schema's fields, and the places a seeded one names beyond them. */
type StoredAgreement = RecordOf<'customers'> & Pick<RecordOf<'supplier-catalogues'>, 'possibleLocations'>;

/** The seller's own rows of one of the catalogue's sections (inactive ones too: their changes move the cursor). */
function ownRows<N extends EntityName>(
  store: Store,
  name: N,
  section: string,
  seller: string,
): Promise<EntityRow<N>[]> {
  return ownEntityRows(store, name, seller, { section, includeInactive: true });
}

/**
 * The seller's agreement with the buyer: the one the order names if it is the seller's, else any
 * (a buyer's own order names its supplier record). The buyer's catalogue of the seller reads by it.
 * @example await sellerAgreement(store, catalogueSections(), 'comp1', 'comp-cafe', null) // comp1's customer record of comp-cafe
 */
export async function sellerAgreement(
  store: Store,
  sections: { agreements?: string | undefined },
  seller: string,
  buyer: string | null,
  named: string | null,
): Promise<EntityRow<'customers'> | null> {
  if (sections.agreements === undefined || buyer === null || buyer === seller) return null;
  const { rows } = await store.list(sections.agreements, {
    visibleTo: seller,
    conditions: [{ field: 'buyerID', op: 'eq', value: buyer }],
    includeInactive: false,
    includeCount: false,
    take: 50,
  });
  const own = rows.filter((row) => row.companyAccountID === seller).map((row) => entityRow('customers', row));
  return own.find((row) => row.id === named) ?? own[0] ?? null;
}

/** The agreement's terms the services hold the buyer to, and the seller's time zone its days and cut-offs are in. */
function sellerTerms(
  company: Partial<RecordOf<'companies'>>,
  agreement: RecordOf<'customers'>,
): Pick<
  RecordOf<'supplier-catalogues'>,
  'isCustomerOrderingEnabled' | 'orderLeadHours' | 'isAvailableWeekends' | 'timeZone'
> & { orderCutOffTime: string | null } {
  const terms = agreementTerms(agreement, company);
  return {
    isCustomerOrderingEnabled: terms.isCustomerOrderingEnabled,
    orderLeadHours: terms.orderLeadHours ?? null,
    isAvailableWeekends: terms.isAvailableWeekends,
    orderCutOffTime: terms.orderCutOffTime ?? null,
    timeZone: resolveTimeZone(textOf(company.defaultTimeZone)),
  };
}

/** The seller's Ordering Rules Groups in use, as line rules read them. */
async function rulesGroups(store: Store, section: string, seller: string): Promise<RulesGroup[]> {
  const { rows } = await store.list(section, {
    visibleTo: seller,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  return rows
    .filter((row) => row.companyAccountID === seller && !row.isInactive)
    .map((row) => rulesGroupOf(entityRow('ordering-rules-groups', row)));
}

/** A rules group as line rules read it. */
function rulesGroupOf(row: EntityRow<'ordering-rules-groups'>): RulesGroup {
  return {
    productTags: textOf(row.data.productTags),
    isGlobal: row.data.isGlobal === true,
    rules: Array.isArray(row.data.rules) ? (row.data.rules as OrderLineRule[]) : null,
  };
}

/** The price tier an agreement names, when it is the seller's (inactive ones included, for their change order). */
async function agreementTier(
  store: Store,
  priceTiers: string,
  seller: string,
  agreement: EntityRow<'customers'> | null,
): Promise<EntityRow<'supplier-price-tiers'> | null> {
  const tierID = textOf(agreement?.data.priceTierID);
  const tier = tierID === null ? null : await store.get(priceTiers, tierID);
  return tier !== null && tier.companyAccountID === seller ? entityRow('supplier-price-tiers', tier) : null;
}

/** The tier's prices by product, when the tier is in use. */
function tierPriceEntries(
  tier: EntityRow<'supplier-price-tiers'> | null | undefined,
): Map<string, TierPrice> {
  return tier == null || tier.isInactive ? new Map() : tierPrices(tier.data.productPrices);
}

/** Whether the seller offers its product to the buyer whose tier's prices these are: its own, in use, sold and priced. */
function isOffered(
  row: EntityRow<'products'>,
  seller: string,
  prices: ReadonlyMap<string, unknown>,
): boolean {
  return (
    row.companyAccountID === seller && !row.isInactive && row.data.isSold !== false && prices.has(row.id)
  );
}

/**
 * The products of `productIDs` the seller offers the buyer of `agreement` (its catalogue for that
 * buyer, as supplierCatalogue lists it), as order lines take them: name, tax type, tags, the tier's
 * price, breaks and line rules. Another company's product, one the seller does not sell, or one its
 * tier for this buyer does not price, is not there. Reads only the products asked for.
 * @example (await catalogueLines(store, catalogueSections(), 'comp1', agreement, ['milk'])).get('milk')?.unitPrice // 2.5
 */
export async function catalogueLines(
  store: Store,
  sections: Pick<CatalogueSections, 'priceTiers' | 'products'> & { rulesGroups?: string },
  seller: string,
  agreement: EntityRow<'customers'> | null,
  productIDs: Iterable<string>,
): Promise<Map<string, CatalogueLine>> {
  const lines = new Map<string, CatalogueLine>();
  if (agreement === null || agreement.companyAccountID !== seller) return lines;
  const prices = tierPriceEntries(await agreementTier(store, sections.priceTiers, seller, agreement));
  const groups = await rulesGroups(
    store,
    sections.rulesGroups ?? entityByName('ordering-rules-groups').section,
    seller,
  );
  for (const productID of new Set(productIDs)) {
    const price = prices.get(productID);
    if (price === undefined) continue;
    const stored = await store.get(sections.products, productID);
    const row = stored === null ? null : entityRow('products', stored);
    if (row === null || !isOffered(row, seller, prices)) continue;
    lines.set(productID, {
      productID,
      productName: textOf(row.data.productName) ?? productID,
      abbreviation: textOf(row.data.abbreviation),
      taxType: taxTypeOf(row.data.taxType),
      tags: textOf(row.data.tags),
      placeholderProductID: textOf(row.data.placeholderProductID),
      unitPrice: price.unitPrice,
      unitPriceIncrements: price.unitPriceIncrements,
      rules: rulesForProduct(price.rules, textOf(row.data.tags), groups),
    });
  }
  return lines;
}

/**
 * The catalogue a buyer orders from one seller by, as the services price its orders: the
 * seller's agreement with it (the one order pricing uses), the products of its own price tier
 * with those prices and line rules, their categories, the seller's tethers among them, automatic
 * lines and the order slots the agreement orders in, and the agreement's ordering terms. Nothing
 * of other tiers, costs or other buyers. Null when the buyer has no agreement with the seller.
 * `seq` is the newest change among everything read, so a pull after it has nothing newer.
 * @example (await supplierCatalogue(store, catalogueSections(), 'comp1', 'comp-cafe'))?.body.products
 */
export async function supplierCatalogue(
  store: Store,
  sections: CatalogueSections,
  seller: string,
  buyer: string,
): Promise<CatalogueChange | null> {
  const agreement = await sellerAgreement(store, sections, seller, buyer, null);
  if (agreement === null) return null;
  let seq = agreement.seq;
  const seen = <R extends { seq: number; isInactive: boolean }>(rows: readonly R[]): R[] => {
    for (const row of rows) seq = Math.max(seq, row.seq);
    return rows.filter((row) => !row.isInactive);
  };
  const tierRow = await agreementTier(store, sections.priceTiers, seller, agreement);
  const tier = tierRow === null ? undefined : seen([tierRow])[0];
  const prices = tierPriceEntries(tier);
  const groups = seen(await ownRows(store, 'ordering-rules-groups', sections.rulesGroups, seller)).map(
    rulesGroupOf,
  );
  const products = seen(await ownRows(store, 'products', sections.products, seller)).flatMap((row) => {
    const price = prices.get(row.id);
    if (price === undefined || !isOffered(row, seller, prices)) return [];
    return [
      {
        id: row.id,
        ...pick(row.data, PRODUCT_FIELDS),
        unitPrice: price.unitPrice,
        unitPriceIncrements: price.unitPriceIncrements,
        rules: rulesForProduct(price.rules, textOf(row.data.tags), groups),
      },
    ];
  });
  // In the seller's own order (its products list by sort number), then by name.
  products.sort(
    (a, b) =>
      Number(a.sortNumber ?? Infinity) - Number(b.sortNumber ?? Infinity) ||
      String(a.productName ?? '').localeCompare(String(b.productName ?? '')),
  );
  const orderable = new Set(products.map((product) => product.id));
  const used = new Set(
    products.flatMap((product) => (typeof product.categoryID === 'string' ? [product.categoryID] : [])),
  );
  const categories = seen(await ownRows(store, 'product-categories', sections.categories, seller))
    .filter((row) => used.has(row.id))
    .map((row) => ({ id: row.id, categoryName: row.data.categoryName ?? null }));
  // A tether adds a product the buyer must be able to order too (the services price it from the same tier).
  const tethers = seen(await ownRows(store, 'product-tethers', sections.tethers, seller))
    .filter(
      (row) =>
        orderable.has(String(row.data.triggeringProductID)) &&
        orderable.has(String(row.data.tetheredProductID)),
    )
    .map((row) => ({
      id: row.id,
      ...pick(row.data, TETHER_FIELDS),
    }));
  // The seller's automatic lines and delivery fees as its services price the buyer's orders: each within its boundary or zone.
  const lineRows = async (name: 'automatic-line-items' | 'delivery-fees', section: string) =>
    seen(await ownRows(store, name, section, seller)).map(
      (row) =>
        ({ ...pick(row.data, AUTOMATIC_LINE_FIELDS), id: row.id }) as unknown as AutomaticLineItemDefinition,
    );
  const automaticLineItems = sellerLineDefinitions({
    automaticLineItems: await lineRows('automatic-line-items', sections.automaticLineItems),
    deliveryFees: await lineRows('delivery-fees', sections.deliveryFees),
    zones: seen(await ownRows(store, 'zones', sections.zones, seller)).map((row) => ({
      id: row.id,
      boundary: Array.isArray(row.data.boundary) ? (row.data.boundary as LatLng[]) : null,
    })),
  }).map((definition) => ({
    ...pick(definition as Partial<AutomaticLine>, AUTOMATIC_LINE_FIELDS),
    id: definition.id,
  }));
  const named = Array.isArray(agreement.data.orderSlotIDs)
    ? new Set<unknown>(agreement.data.orderSlotIDs)
    : null;
  const orderSlots = seen(await ownRows(store, 'order-slots', sections.orderSlots, seller))
    .filter((row) => named === null || named.has(row.id))
    .map((row) => ({ id: row.id, ...pick(row.data, SLOT_FIELDS) }));
  return {
    seq,
    body: {
      id: seller,
      sellerID: seller,
      buyerID: buyer,
      supplyAgreementID: agreement.id,
      priceTierName: tier?.data.priceTierName ?? null,
      ...pick<StoredAgreement, (typeof TERM_FIELDS)[number]>(agreement.data, TERM_FIELDS),
      // The terms as they bind the buyer (the seller's settings where the agreement says nothing), in the seller's time zone.
      ...sellerTerms((await getEntityRow(store, 'companies', seller))?.data ?? {}, agreement.data),
      products,
      categories,
      tethers,
      automaticLineItems,
      orderSlots,
      rowVersion: seq,
      isInactive: false,
    },
  };
}

/**
 * The buyer's catalogues changed after `afterSeq`, in seq order: a seller's catalogue when its
 * agreement with the buyer or anything it sells changed since, and a removal when the buyer has
 * no agreement with a seller any more (ended, or it is no longer named on it).
 * @example await catalogueChanges(store, catalogueSections(), 'comp-cafe', 0) // [{ seq, body: { id: 'comp1', products: [...] } }]
 */
export async function catalogueChanges(
  store: Store,
  sections: CatalogueSections,
  buyer: string,
  afterSeq: number,
): Promise<CatalogueChange[]> {
  const { rows: current } = await store.list(sections.agreements, {
    visibleTo: buyer,
    conditions: [{ field: 'buyerID', op: 'eq', value: buyer }],
    includeInactive: false,
    includeCount: false,
  });
  const sellers = new Set(
    current.filter((row) => row.companyAccountID !== buyer).map((row) => row.companyAccountID),
  );
  // The agreements naming the buyer (or that named it) changed since, by seller.
  const touched = new Map<string, number>();
  for (const row of await store.changes(sections.agreements, buyer, afterSeq, AGREEMENTS_READ)) {
    if (row.companyAccountID !== buyer)
      touched.set(row.companyAccountID, Math.max(touched.get(row.companyAccountID) ?? 0, row.seq));
  }
  const changes: CatalogueChange[] = [];
  for (const seller of new Set([...sellers, ...touched.keys()])) {
    let changedAt = touched.get(seller) ?? 0;
    for (const section of sellerSections(sections)) {
      const [first] = await store.changes(section, seller, afterSeq, 1);
      if (first !== undefined) changedAt = Math.max(changedAt, first.seq);
    }
    if (changedAt === 0) continue;
    const catalogue = sellers.has(seller) ? await supplierCatalogue(store, sections, seller, buyer) : null;
    if (catalogue !== null) {
      changes.push({
        seq: Math.max(catalogue.seq, changedAt),
        body: { ...catalogue.body, rowVersion: Math.max(catalogue.seq, changedAt) },
      });
    } else if (touched.has(seller) && afterSeq > 0) {
      // A first pull has nothing to take away.
      changes.push({ seq: changedAt, body: { id: seller, rowVersion: changedAt, isRemoved: true } });
    }
  }
  return changes.sort((a, b) => a.seq - b.seq);
}
