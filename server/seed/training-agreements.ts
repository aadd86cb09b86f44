import { companyRef, partnerContact } from './training-companies';
import { AGREEMENT, COMPANY, LOCATION, PRICE_TIER } from './training-ids';
import type { EntityName } from '../../src/entities/record-of';
import { DEMO_ORDER_LEAD_HOURS, type SeedData, type SeedRecord, type SeedRecords } from './training-types';

/** A customer of comp1: its agreement, site and the price tier it buys at. */
export type CustomerSeed = {
  agreementID: string;
  companyID: string;
  locationID: string;
  priceTierID: string;
};

/** comp1's customers; Sydney Road Cafe is the account comp1 manages. */
export const CUSTOMERS = {
  fitzroy: {
    agreementID: AGREEMENT.fitzroy,
    companyID: COMPANY.fitzroy,
    locationID: LOCATION.fitzroy,
    priceTierID: PRICE_TIER.standard,
  },
  richmond: {
    agreementID: AGREEMENT.richmond,
    companyID: COMPANY.richmond,
    locationID: LOCATION.richmond,
    priceTierID: PRICE_TIER.volume,
  },
  brunswick: {
    agreementID: AGREEMENT.brunswick,
    companyID: COMPANY.brunswick,
    locationID: LOCATION.brunswick,
    priceTierID: PRICE_TIER.standard,
  },
  stKilda: {
    agreementID: AGREEMENT.stKilda,
    companyID: COMPANY.stKilda,
    locationID: LOCATION.stKilda,
    priceTierID: PRICE_TIER.volume,
  },
  geelong: {
    agreementID: AGREEMENT.geelong,
    companyID: COMPANY.geelong,
    locationID: LOCATION.geelong,
    priceTierID: PRICE_TIER.standard,
  },
} as const satisfies Record<string, CustomerSeed>;

/** comp1's suppliers and where they ship from. */
export const SUPPLIERS = {
  dairy: { agreementID: AGREEMENT.dairy, companyID: COMPANY.dairy, locationID: LOCATION.dairy },
  bakery: { agreementID: AGREEMENT.bakery, companyID: COMPANY.bakery, locationID: LOCATION.bakery },
  soda: { agreementID: AGREEMENT.soda, companyID: COMPANY.soda, locationID: LOCATION.soda },
} as const;

function supplyAgreement(
  id: string,
  buyerID: string,
  sellerID: string,
  extra: Partial<SeedData<'customers'>>,
): SeedData<'customers'> {
  return {
    id,
    buyerID,
    buyer: companyRef(buyerID),
    sellerID,
    seller: companyRef(sellerID),
    isCustomerOrderingEnabled: true,
    supplyAgreementTemplateID: null,
    isInactive: false,
    ...extra,
  };
}

/** A courier agreement: buyerID ships goods, courierID carries (or, as a 3PL, fulfils) them. */
function courierAgreement(
  id: string,
  buyerID: string,
  courierID: string,
  isFulfiller: boolean,
  partner: string,
  locationID: string,
): SeedData<'couriers'> {
  return {
    id,
    buyerID,
    buyer: companyRef(buyerID),
    courierID,
    courier: companyRef(courierID),
    isFulfiller,
    ...partnerContact(partner),
    locationID,
    isInactive: false,
  };
}

/**
 * Agreements by navigation name, all owned by comp1: its customers and suppliers
 * (supply agreements), the courier and 3PL it ships with, and the cidery it carries for.
 */
export function trainingAgreements(): SeedRecords<'customers' | 'suppliers' | 'couriers' | 'clients'> {
  const owned = <N extends EntityName>(_name: N, data: SeedData<N>): SeedRecord<N> => ({
    owner: COMPANY.wholesaler,
    data,
  });
  return {
    customers: Object.values(CUSTOMERS).map((customer) =>
      owned(
        'customers',
        supplyAgreement(customer.agreementID, customer.companyID, COMPANY.wholesaler, {
          ...partnerContact(customer.companyID),
          locationID: customer.locationID,
          priceTierID: customer.priceTierID,
          orderingArrangement: 'Open',
          orderLeadHours: DEMO_ORDER_LEAD_HOURS,
          requireLeadTime: true,
          isAvailableWeekends: false,
          isPreferPickup: false,
          isRequiredPickup: false,
        }),
      ),
    ),
    suppliers: Object.values(SUPPLIERS).map((supplier) =>
      owned(
        'suppliers',
        supplyAgreement(supplier.agreementID, COMPANY.wholesaler, supplier.companyID, {
          ...partnerContact(supplier.companyID),
          locationID: supplier.locationID,
        }),
      ),
    ),
    couriers: [
      owned(
        'couriers',
        courierAgreement(
          AGREEMENT.courier,
          COMPANY.wholesaler,
          COMPANY.courier,
          false,
          COMPANY.courier,
          LOCATION.courier,
        ),
      ),
      // The 3PL holds comp1's stock at Laverton North and fulfils its western orders.
      owned(
        'couriers',
        courierAgreement(
          AGREEMENT.fulfiller,
          COMPANY.wholesaler,
          COMPANY.fulfiller,
          true,
          COMPANY.fulfiller,
          LOCATION.fulfiller,
        ),
      ),
    ],
    clients: [
      // comp1 is Healesville Cider's 3PL: it holds the cider, picks and packs its orders and carries them on its own runs.
      owned(
        'clients',
        courierAgreement(
          AGREEMENT.cider,
          COMPANY.cider,
          COMPANY.wholesaler,
          true,
          COMPANY.cider,
          LOCATION.cider,
        ),
      ),
    ],
  };
}
