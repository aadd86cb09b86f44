import { useMemo } from 'react';
import type { RecordOf } from '../../data/mirror-row';
import { useRecords } from '../../data/use-records';
import { nonBlankOf } from '../../domain/unknown-values';

/** A movement (a delivery, courier movement or order, a release) as far as its destination goes. */
export type MovementPlace = Readonly<
  Pick<RecordOf<'deliveries'>, 'destinationLocation' | 'destinationLocationID' | 'buyerID'>
>;

/** How the driver hub names a movement's destination and customer. */
export type PlaceNames = {
  destination(record: MovementPlace): string;
  address(record: MovementPlace): string;
  customer(record: MovementPlace): string;
};

/**
 * Names of destinations (the movement's own location copy, else the locations mirror) and of
 * customers (the public company directory), all from the mirror so they show offline.
 * @example const names = usePlaceNames(); names.destination(stop)
 */
export function usePlaceNames(): PlaceNames {
  const locations = useRecords('locations', { includeInactive: true });
  const companies = useRecords('public-companies', { includeInactive: true });
  return useMemo(() => {
    const locationByID = new Map((locations ?? []).map((location) => [location.id, location]));
    const companyByID = new Map((companies ?? []).map((company) => [company.id, company]));
    return {
      destination(record) {
        const copy = record.destinationLocation;
        const id = nonBlankOf(record.destinationLocationID);
        const location = id === null ? undefined : locationByID.get(id);
        return (
          nonBlankOf(copy?.locationName) ??
          nonBlankOf(location?.locationName) ??
          nonBlankOf(location?.addressLineOne) ??
          'Destination'
        );
      },
      address(record) {
        const copy = record.destinationLocation;
        const id = nonBlankOf(record.destinationLocationID);
        return (
          nonBlankOf(copy?.addressLineOne) ??
          nonBlankOf((id === null ? undefined : locationByID.get(id))?.addressLineOne) ??
          ''
        );
      },
      customer(record) {
        const copy = record.destinationLocation;
        const id = nonBlankOf(record.buyerID);
        return (
          nonBlankOf(copy?.companyAccount?.companyName) ??
          (id === null ? null : nonBlankOf(companyByID.get(id)?.companyName)) ??
          ''
        );
      },
    };
  }, [locations, companies]);
}
