import type { EntityName } from '../../src/entities/record-of';
import { QUANTITY_IN_INCREMENTS } from '../../src/domain/order-pricing';
import { CUSTOMERS } from './training-agreements';
import { companyRef, partnerContact } from './training-companies';
import { COMPANY, LOCATION } from './training-ids';
import { PRODUCTS } from './training-products';
import type { SeedData, SeedRecord, SeedRecords } from './training-types';

/** comp1's order slots: the weekday runs its slotted customers order into. */
export const ORDER_SLOT = { morning: 'slot-weekday-morning', afternoon: 'slot-weekday-afternoon' } as const;

/** Sydney Road Cafe orders into slots (the Slotted arrangement); the others order on open dates. */
export const SLOTTED_AGREEMENT = CUSTOMERS.brunswick.agreementID;

/**
 * Brunswick Street Espresso's own record of its supplier comp1 (owned by the cafe): with comp1's
 * customers record of the cafe, the two sides of one accepted supply agreement, so the cafe's
 * purchase orders are comp1's customer orders.
 */
export const INTER_COMPANY_SUPPLIER = 'agr-espresso-buys-from-yarra-valley';

/** The slots, cut-off orderLeadHours before each delivery. */
function orderSlots(): SeedRecord<'order-slots'>[] {
  const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data: { ...data, companyAccountID: COMPANY.wholesaler, isInactive: false },
  });
  return [
    owned('order-slots', {
      id: ORDER_SLOT.morning,
      slotName: 'Weekday Morning',
      cronExpression: '0 7 * * 1-5',
      orderLeadHours: 14,
      isOn: true,
      nextAttentionDate: null,
    }),
    owned('order-slots', {
      id: ORDER_SLOT.afternoon,
      slotName: 'Weekday Afternoon',
      cronExpression: '0 14 * * 1-5',
      orderLeadHours: 20,
      isOn: true,
      nextAttentionDate: null,
    }),
  ];
}

function interCompanySupplier(): SeedRecord<'suppliers'> {
  return {
    owner: COMPANY.fitzroy,
    data: {
      id: INTER_COMPANY_SUPPLIER,
      buyerID: COMPANY.fitzroy,
      buyer: companyRef(COMPANY.fitzroy),
      sellerID: COMPANY.wholesaler,
      seller: companyRef(COMPANY.wholesaler),
      ...partnerContact(COMPANY.wholesaler),
      locationID: LOCATION.warehouse,
      isCustomerOrderingEnabled: true,
      isAccepted: true,
      supplyAgreementTemplateID: null,
      isInactive: false,
    },
  };
}

function withAgreementTerms(record: SeedRecord<'customers'>): SeedRecord<'customers'> {
  if (record.data.id === SLOTTED_AGREEMENT) {
    return {
      ...record,
      data: {
        ...record.data,
        orderingArrangement: 'Slotted',
        orderSlotIDs: [ORDER_SLOT.morning, ORDER_SLOT.afternoon],
      },
    };
  }
  if (record.data.id === CUSTOMERS.fitzroy.agreementID)
    return { ...record, data: { ...record.data, isAccepted: true } };
  return record;
}

/** Each tier price carries the product's QuantityInIncrements rule (cola by the carton of 24). */
function withTierRules(record: SeedRecord<'supplier-price-tiers'>): SeedRecord<'supplier-price-tiers'> {
  const prices = record.data.productPrices ?? [];
  return {
    ...record,
    data: {
      ...record.data,
      productPrices: prices.map((price) => {
        const increment = PRODUCTS.find((product) => product.id === price.productID)?.orderIncrement;
        return increment === undefined
          ? price
          : { ...price, rules: [{ rule: QUANTITY_IN_INCREMENTS, value: increment }] };
      }),
    },
  };
}

/**
 * The ordering demo on top of the base records: order slots and a slotted customer, the
 * inter-company supplier record, and the ordering rules on the tier prices. Additive: it only
 * adds records and fields.
 * @example withOrderingDemo(records)['order-slots'].length // 2
 */
export function withOrderingDemo<R extends SeedRecords<'customers' | 'suppliers' | 'supplier-price-tiers'>>(
  records: R,
): R & SeedRecords<'order-slots'> {
  return {
    ...records,
    customers: records.customers.map(withAgreementTerms),
    suppliers: [...records.suppliers, interCompanySupplier()],
    'supplier-price-tiers': records['supplier-price-tiers'].map(withTierRules),
    'order-slots': orderSlots(),
  };
}
