import { companyRef } from './training-companies';
import { COMPANY, LOCATION } from './training-ids';
import type { SeedRecord } from './training-types';

/** A street address with real Victorian coordinates. */
export type Site = {
  id: string;
  companyAccountID: string;
  locationName: string;
  streetNumber: string;
  streetName: string;
  suburb: string;
  postcode: string;
  lat: number;
  lng: number;
};

const SITES: readonly Site[] = [
  {
    id: LOCATION.warehouse,
    companyAccountID: COMPANY.wholesaler,
    locationName: 'Dandenong South Warehouse',
    streetNumber: '40',
    streetName: 'Abbotts Road',
    suburb: 'Dandenong South',
    postcode: '3175',
    lat: -38.0186,
    lng: 145.2036,
  },
  {
    id: LOCATION.fitzroy,
    companyAccountID: COMPANY.fitzroy,
    locationName: 'Brunswick Street Espresso',
    streetNumber: '245',
    streetName: 'Brunswick Street',
    suburb: 'Fitzroy',
    postcode: '3065',
    lat: -37.7985,
    lng: 144.9785,
  },
  {
    id: LOCATION.richmond,
    companyAccountID: COMPANY.richmond,
    locationName: 'Swan Street Kitchen',
    streetNumber: '180',
    streetName: 'Swan Street',
    suburb: 'Richmond',
    postcode: '3121',
    lat: -37.8253,
    lng: 144.9935,
  },
  {
    id: LOCATION.brunswick,
    companyAccountID: COMPANY.brunswick,
    locationName: 'Sydney Road Cafe',
    streetNumber: '380',
    streetName: 'Sydney Road',
    suburb: 'Brunswick',
    postcode: '3056',
    lat: -37.77,
    lng: 144.9616,
  },
  {
    id: LOCATION.stKilda,
    companyAccountID: COMPANY.stKilda,
    locationName: 'Acland Street Bistro',
    streetNumber: '92',
    streetName: 'Acland Street',
    suburb: 'St Kilda',
    postcode: '3182',
    lat: -37.868,
    lng: 144.9795,
  },
  {
    id: LOCATION.geelong,
    companyAccountID: COMPANY.geelong,
    locationName: 'Geelong Pier Cafe',
    streetNumber: '2',
    streetName: 'Eastern Beach Road',
    suburb: 'Geelong',
    postcode: '3220',
    lat: -38.1455,
    lng: 144.368,
  },
  {
    id: LOCATION.dairy,
    companyAccountID: COMPANY.dairy,
    locationName: 'Gippsland Dairy Co-op Depot',
    streetNumber: '55',
    streetName: 'Albert Street',
    suburb: 'Warragul',
    postcode: '3820',
    lat: -38.1595,
    lng: 145.933,
  },
  {
    id: LOCATION.bakery,
    companyAccountID: COMPANY.bakery,
    locationName: 'Westside Artisan Bakery',
    streetNumber: '80',
    streetName: 'Hopkins Street',
    suburb: 'Footscray',
    postcode: '3011',
    lat: -37.8005,
    lng: 144.8995,
  },
  {
    id: LOCATION.soda,
    companyAccountID: COMPANY.soda,
    locationName: 'Northcote Soda Works',
    streetNumber: '300',
    streetName: 'High Street',
    suburb: 'Northcote',
    postcode: '3070',
    lat: -37.7735,
    lng: 144.9995,
  },
  {
    id: LOCATION.courier,
    companyAccountID: COMPANY.courier,
    locationName: 'Metro Link Port Melbourne Depot',
    streetNumber: '120',
    streetName: 'Lorimer Street',
    suburb: 'Port Melbourne',
    postcode: '3207',
    lat: -37.8255,
    lng: 144.928,
  },
  {
    id: LOCATION.fulfiller,
    companyAccountID: COMPANY.fulfiller,
    locationName: 'Westgate 3PL Laverton North',
    streetNumber: '60',
    streetName: 'Fitzgerald Road',
    suburb: 'Laverton North',
    postcode: '3026',
    lat: -37.823,
    lng: 144.789,
  },
  {
    id: LOCATION.cider,
    companyAccountID: COMPANY.cider,
    locationName: 'Healesville Cider Co Cellar Door',
    streetNumber: '25',
    streetName: 'Maroondah Highway',
    suburb: 'Healesville',
    postcode: '3777',
    lat: -37.6545,
    lng: 145.516,
  },
];

/**
 * The site with the given id.
 * @example siteOf('loc-dandenong-dc').suburb // 'Dandenong South'
 */
export function siteOf(id: string): Site {
  const site = SITES.find((candidate) => candidate.id === id);
  if (site === undefined) throw new Error(`Unknown training location '${id}'`);
  return site;
}

/** The address fields a location record and its embedded copies carry, from a site. */
export function addressFields(site: Site) {
  return {
    locationName: site.locationName,
    companyAccountID: site.companyAccountID,
    companyAccount: { companyName: companyRef(site.companyAccountID).companyName },
    lat: site.lat,
    lng: site.lng,
    streetNumber: site.streetNumber,
    streetName: site.streetName,
    suburb: site.suburb,
    state: 'VIC',
    postcode: site.postcode,
    addressLineOne: `${site.streetNumber} ${site.streetName}, ${site.suburb} VIC ${site.postcode}`,
  };
}

/**
 * A location as embedded in movements, consignments and journeys.
 * @example locationRef('loc-geelong-pier-cafe').suburb // 'Geelong'
 */
export function locationRef(id: string) {
  return { id, ...addressFields(siteOf(id)) };
}

/**
 * Location records, each owned by the company at that address. Every other site is a
 * trading partner's (a customer comp1 delivers to, a supplier, the courier, the 3PL), so
 * comp1 is named a party: its orders and agreements show those addresses by name.
 */
export function trainingLocations(): SeedRecord<'locations'>[] {
  return SITES.map((site) => ({
    owner: site.companyAccountID,
    ...(site.companyAccountID === COMPANY.wholesaler ? {} : { parties: [COMPANY.wholesaler] }),
    data: { id: site.id, ...addressFields(site), isInactive: false },
  }));
}
