import { useMemo } from 'react';
import type { MirrorRecord } from '../../data/mirror-row';
import { useRecords } from '../../data/use-records';

/** How the driver hub names a movement's destination and customer. */
export type PlaceNames = {
  destination(record: MirrorRecord): string;
  address(record: MirrorRecord): string;
  customer(record: MirrorRecord): string;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

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
        const copy = record.destinationLocation as Record<string, unknown> | null | undefined;
        const id = text(record.destinationLocationID);
        const location = id === null ? undefined : locationByID.get(id);
        return (
          text(copy?.locationName) ??
          text(location?.locationName) ??
          text(location?.addressLineOne) ??
          'Destination'
        );
      },
      address(record) {
        const copy = record.destinationLocation as Record<string, unknown> | null | undefined;
        const id = text(record.destinationLocationID);
        return (
          text(copy?.addressLineOne) ??
          text((id === null ? undefined : locationByID.get(id))?.addressLineOne) ??
          ''
        );
      },
      customer(record) {
        const copy = record.destinationLocation as
          { companyAccount?: { companyName?: unknown } } | null | undefined;
        const id = text(record.buyerID);
        return (
          text(copy?.companyAccount?.companyName) ??
          (id === null ? null : text(companyByID.get(id)?.companyName)) ??
          ''
        );
      },
    };
  }, [locations, companies]);
}
