import { pointerFor, weekdayOf, type AreaPointer } from '../../src/domain/delivery-pointers';
import type { AreaZone } from '../../src/domain/delivery-fees';
import { localDay } from '../../src/domain/pick-pack-settings';
import type { LatLng } from '../../src/domain/point-in-polygon';
import { entityByName } from '../../src/entities/registry';
import type { Store } from '../store/store';
import { textOf } from '../../src/domain/unknown-values';

/** Where a delivery leaves from and who takes it, as the seller's pointers for its address say. */
export type PointedDelivery = {
  /** The supply pointer's location: the warehouse that fulfils the consignment. */
  departureLocationID?: string;
  supplyPointerID?: string;
  /** The courier pointer's journey template, and the courier that runs it (the template's company), planned to take it. */
  journeyTemplateID?: string;
  plannedCourierID?: string;
  courierPointerID?: string;
};

async function own<T>(store: Store, entity: string, seller: string): Promise<T[]> {
  const { rows } = await store.list(entityByName(entity).section, {
    visibleTo: seller,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  return rows
    .filter((row) => row.companyAccountID === seller)
    .map((row) => ({ ...row.data, id: row.id, isInactive: row.isInactive }) as T);
}

async function pointOf(store: Store, locationID: string | null): Promise<LatLng | null> {
  const location =
    locationID === null ? null : await store.get(entityByName('locations').section, locationID);
  const lat = Number(location?.data.lat);
  const lng = Number(location?.data.lng);
  return location === null ||
    location.data.lat == null ||
    location.data.lng == null ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng)
    ? null
    : { lat, lng };
}

/** Whether a journey template's company may take the seller's deliveries: the seller itself, or a courier it has on its Couriers list. */
async function worksWith(store: Store, seller: string, courier: string): Promise<boolean> {
  if (courier === seller) return true;
  const { rows } = await store.list(entityByName('couriers').section, {
    visibleTo: seller,
    conditions: [{ field: 'courierID', op: 'eq', value: courier }],
    includeInactive: false,
    includeCount: false,
  });
  return rows.some((row) => row.companyAccountID === seller);
}

/**
 * The seller's supply and courier pointers for a delivery to `destinationLocationID` due on
 * `dueDate` (its weekday in the seller's time zone): the supply pointer whose area holds the
 * address gives the location the consignment leaves from (its own, else the "From" of the supply
 * line it names, while that line is on); the courier pointer gives the journey template and the
 * courier that runs it (the seller's own template, or one of a courier on its Couriers list). Read inside the write's transaction (server/flows/order-consignments.ts).
 * Empty when the address has no coordinates or no pointer covers it.
 * @example await pointedDelivery(tx, 'comp1', 'loc-fitzroy', '2026-12-01', 'Australia/Melbourne') // { departureLocationID: 'loc-north', ... }
 */
export async function pointedDelivery(
  store: Store,
  seller: string,
  destinationLocationID: string | null,
  dueDate: string | null,
  timeZone: string,
): Promise<PointedDelivery> {
  const point = await pointOf(store, destinationLocationID);
  if (point === null) return {};
  const day = dueDate === null ? null : weekdayOf(localDay(dueDate, timeZone));
  const zones = await own<AreaZone>(store, 'zones', seller);
  const pointed: PointedDelivery = {};

  type SupplyPointer = AreaPointer & { locationID?: string | null; supplyLineID?: string | null };
  const supply = pointerFor(await own<SupplyPointer>(store, 'supply-pointers', seller), point, day, zones);
  if (supply !== null) {
    let from = textOf(supply.locationID);
    const lineID = textOf(supply.supplyLineID);
    if (from === null && lineID !== null) {
      const line = await store.get(entityByName('supply-lines').section, lineID);
      if (line !== null && line.companyAccountID === seller && !line.isInactive && line.data.isOn !== false)
        from = textOf(line.data.departureLocationID);
    }
    if (from !== null) Object.assign(pointed, { departureLocationID: from, supplyPointerID: supply.id });
  }

  type CourierPointer = AreaPointer & { journeyTemplateID?: string | null };
  const courier = pointerFor(await own<CourierPointer>(store, 'courier-pointers', seller), point, day, zones);
  const templateID = textOf(courier?.journeyTemplateID);
  if (courier !== null && templateID !== null) {
    const template = await store.get(entityByName('journey-templates').section, templateID);
    if (
      template !== null &&
      !template.isInactive &&
      (await worksWith(store, seller, template.companyAccountID))
    ) {
      Object.assign(pointed, {
        journeyTemplateID: templateID,
        plannedCourierID: template.companyAccountID,
        courierPointerID: courier.id,
      });
    }
  }
  return pointed;
}

/**
 * The 3PL the seller's fulfiller pointer sends a delivery to `destinationLocationID` due on
 * `dueDate` to: the pointer whose area holds the address on that weekday, naming a company on the
 * seller's Couriers list as a fulfiller. Null when none does.
 * @example await pointedFulfiller(tx, 'comp1', 'loc-geelong', '2026-12-01', 'Australia/Melbourne') // { fulfillerID: 'comp-3pl', fulfillerPointerID: 'fp-geelong' }
 */
export async function pointedFulfiller(
  store: Store,
  seller: string,
  destinationLocationID: string | null,
  dueDate: string | null,
  timeZone: string,
): Promise<{ fulfillerID: string; fulfillerPointerID: string } | null> {
  const point = await pointOf(store, destinationLocationID);
  if (point === null) return null;
  const day = dueDate === null ? null : weekdayOf(localDay(dueDate, timeZone));
  type FulfillerPointer = AreaPointer & { fulfillerID?: string | null };
  const pointer = pointerFor(
    await own<FulfillerPointer>(store, 'fulfiller-pointers', seller),
    point,
    day,
    await own<AreaZone>(store, 'zones', seller),
  );
  const fulfillerID = textOf(pointer?.fulfillerID);
  if (pointer === null || fulfillerID === null || fulfillerID === seller) return null;
  const { rows } = await store.list(entityByName('couriers').section, {
    visibleTo: seller,
    conditions: [{ field: 'courierID', op: 'eq', value: fulfillerID }],
    includeInactive: false,
    includeCount: false,
  });
  return rows.some((row) => row.companyAccountID === seller && row.data.isFulfiller === true)
    ? { fulfillerID, fulfillerPointerID: pointer.id }
    : null;
}
