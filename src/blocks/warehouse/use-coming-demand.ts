import { useState } from 'react';
import { useSession } from '../../session/session-context';
import { useRecord } from '../../data/use-record';
import { useRecords } from '../../data/use-records';
import { pickPackSettingsOf } from '../../domain/pick-pack-settings';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';
import { consignmentDemand, type DemandLine } from '../../domain/warehouse/stock-check';
import { standingDeparture, standingOrderDemand } from '../../domain/warehouse/standing-demand';

const DAY = 86_400_000;

/** The coming days' demand: open consignments and the standing orders' coming occurrences. */
export type ComingDemand = {
  /** Every demand line (filter by checkStock's window). */
  lines: DemandLine[];
  /** The standing orders' part alone. */
  standing: DemandLine[];
  /** The window: from the midnight the screen opened on, `days` days on. */
  from: string;
  until: string;
};

/**
 * The company's demand for the next `days` days, from the mirror: what its open consignments
 * still ask for, and each coming occurrence of its standing customer orders at the location the
 * goods leave from (an occurrence already ordered counts through its order). Undefined while
 * the mirror is read.
 * @example const demand = useComingDemand(7);
 */
export function useComingDemand(days: number): ComingDemand | undefined {
  const { session } = useSession();
  // The signed-in user's company, as their user record names it.
  const user = useRecord('users', session?.userID);
  const companyID = user?.companyAccountID || null;
  const timeZone = session?.company?.defaultTimeZone ?? DEFAULT_TIME_ZONE;
  const company = useRecord('companies', companyID);
  const consignments = useRecords('customer-consignments');
  const standingOrders = useRecords('standing-customer-orders');
  const orders = useRecords('customer-orders');
  const locations = useRecords('locations');
  // The day the screen opened on: the window starts at its midnight.
  const [startOfToday] = useState(() => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return today;
  });
  if (consignments === undefined) return undefined;
  const from = startOfToday.toISOString();
  const until = new Date(startOfToday.getTime() + days * DAY).toISOString();
  const ownLocations = (locations ?? []).filter(
    (location) => location.companyAccountID === companyID && location.isInactive !== true,
  );
  const pickPackLocationID = pickPackSettingsOf(company ?? null).pickPackLocationID;
  const departure = standingDeparture(pickPackLocationID, ownLocations);
  // The company's standing orders as seller.
  const selling = (standingOrders ?? []).filter((standing) => standing.sellerID === companyID);
  const standing = standingOrderDemand(selling, orders ?? [], {
    from,
    until,
    timeZone,
    departureOf: () => departure,
  });
  return { lines: [...consignmentDemand(consignments), ...standing], standing, from, until };
}
