import { COMPANY, LOCATION } from './training-ids';
import { locationRef } from './training-sites';
import type { SeedData, SeedRecord } from './training-types';

/** One kind of package on a delivery: how many were packed and what one weighs and measures. */
export type SeedPackage = {
  measurementID: string;
  measurementStandard: string;
  code: string;
  dimensions: { length: number; width: number; height: number; weight: number; volume: number };
  quantityPacked: number;
};

/**
 * A delivery from comp1's warehouse not yet on a journey (nothing released, delivered or
 * signed), as the optimiser and the order-slot board find it. `extra` adds or overrides fields.
 */
export function unplannedDelivery(delivery: {
  id: string;
  buyerID: string;
  customerOrderID: string | null;
  destination: NonNullable<SeedData<'deliveries'>['destinationLocation']> & { id: string };
  dueDepartureOn: string;
  dueArrivalOn: string;
  packages: readonly SeedPackage[];
  extra?: Partial<SeedData<'deliveries'>>;
}): SeedRecord<'deliveries'> {
  const { id } = delivery;
  return {
    owner: COMPANY.wholesaler,
    data: {
      id,
      buyerID: delivery.buyerID,
      sellerID: COMPANY.wholesaler,
      courierID: COMPANY.wholesaler,
      customerOrderID: delivery.customerOrderID,
      consignmentID: null,
      departureLocationID: LOCATION.warehouse,
      departureLocation: locationRef(LOCATION.warehouse),
      destinationLocationID: delivery.destination.id,
      destinationLocation: { ...delivery.destination },
      dueDepartureOn: delivery.dueDepartureOn,
      dueArrivalOn: delivery.dueArrivalOn,
      arrivalSortNumber: null,
      departureSortNumber: null,
      journeyID: null,
      bundleID: null,
      canBundle: true,
      isPickup: false,
      isFulfilled: false,
      isChanged: false,
      isSourceChanged: false,
      releasedOn: null,
      releasedByUserID: null,
      proofOfRelease: null,
      deliveredOn: null,
      deliveredByUserID: null,
      receivedByUserID: null,
      receiverName: null,
      proofOfDelivery: null,
      tempOnDelivery: null,
      driverNotes: null,
      isFlagged: false,
      ...delivery.extra,
      packagedItems: delivery.packages.map((item, at) => ({
        id: `${id}-${at + 1}`,
        ...item,
        quantityReleased: 0,
        quantityDelivered: 0,
        quantityReceived: 0,
      })),
      isInactive: false,
    },
  };
}
