import { companyRef } from './training-companies';
import { COMPANY } from './training-ids';
import { MEASUREMENT } from './training-products';
import type { TrainingClock } from './training-clock';
import type { SeedRecord } from './training-types';
import { unplannedDelivery } from './training-unplanned-delivery';

// Enough deliveries for journey optimisation to matter: on every day from yesterday to three
// days ahead, 44 drops from the Dandenong South warehouse to the branches of the metro cafe
// chains, not yet on a journey. That is more than one journey's limits (15 destinations,
// 25 packages, 350 kg) several times over, so the optimiser has to split and order them.

/** Days (relative to today) that get an optimisation day. */
export const OPTIMISATION_DAYS = [-1, 0, 1, 2, 3] as const;
/** Stops per day. */
export const OPTIMISATION_STOPS_PER_DAY = 44;

const SUBURBS: readonly (readonly [string, string, number, number])[] = [
  ['Box Hill', '3128', -37.819, 145.122],
  ['Camberwell', '3124', -37.835, 145.058],
  ['Hawthorn', '3122', -37.822, 145.035],
  ['Kew', '3101', -37.806, 145.031],
  ['Doncaster', '3108', -37.787, 145.124],
  ['Ringwood', '3134', -37.815, 145.229],
  ['Glen Waverley', '3150', -37.878, 145.165],
  ['Clayton', '3168', -37.925, 145.12],
  ['Oakleigh', '3166', -37.9, 145.088],
  ['Chadstone', '3148', -37.886, 145.083],
  ['Malvern', '3144', -37.862, 145.029],
  ['Prahran', '3181', -37.851, 144.993],
  ['South Yarra', '3141', -37.838, 144.992],
  ['Elwood', '3184', -37.882, 144.984],
  ['Brighton', '3186', -37.906, 145.0],
  ['Bentleigh', '3204', -37.918, 145.036],
  ['Moorabbin', '3189', -37.936, 145.058],
  ['Cheltenham', '3192', -37.955, 145.054],
  ['Mentone', '3194', -37.982, 145.065],
  ['Mordialloc', '3195', -38.006, 145.087],
  ['Springvale', '3171', -37.949, 145.152],
  ['Noble Park', '3174', -37.967, 145.176],
  ['Keysborough', '3173', -37.991, 145.174],
  ['Frankston', '3199', -38.144, 145.126],
  ['Carrum Downs', '3201', -38.097, 145.178],
  ['Berwick', '3806', -38.033, 145.35],
  ['Narre Warren', '3805', -38.027, 145.304],
  ['Dandenong', '3175', -37.987, 145.215],
  ['Rowville', '3178', -37.927, 145.234],
  ['Ferntree Gully', '3156', -37.884, 145.295],
  ['Bayswater', '3153', -37.842, 145.268],
  ['Mitcham', '3132', -37.817, 145.194],
  ['Blackburn', '3130', -37.819, 145.15],
  ['Burwood', '3125', -37.85, 145.11],
  ['Ashburton', '3147', -37.867, 145.082],
  ['Carnegie', '3163', -37.888, 145.056],
  ['Caulfield', '3162', -37.877, 145.025],
  ['Port Melbourne', '3207', -37.835, 144.94],
  ['South Melbourne', '3205', -37.834, 144.959],
  ['Docklands', '3008', -37.815, 144.946],
  ['Carlton', '3053', -37.8, 144.967],
  ['Collingwood', '3066', -37.802, 144.988],
  ['Abbotsford', '3067', -37.805, 145.0],
  ['Preston', '3072', -37.745, 145.003],
  ['Coburg', '3058', -37.744, 144.966],
  ['Essendon', '3040', -37.756, 144.918],
  ['Yarraville', '3013', -37.816, 144.889],
  ['Williamstown', '3016', -37.863, 144.897],
];

/** The cafe chains whose branches receive the drops. */
const CHAINS = [COMPANY.fitzroy, COMPANY.richmond, COMPANY.brunswick, COMPANY.stKilda] as const;

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The branch locations (one per suburb). */
function branches(): (SeedRecord<'locations'> & {
  data: { companyAccountID: string; lat: number; lng: number };
})[] {
  return SUBURBS.map(([suburb, postcode, lat, lng], index) => {
    const owner = CHAINS[index % CHAINS.length]!;
    const company = companyRef(owner);
    const streetNumber = String(10 + ((index * 37) % 380));
    const streetName = 'High Street';
    return {
      owner,
      parties: [COMPANY.wholesaler],
      data: {
        id: `loc-branch-${slug(suburb)}`,
        locationName: `${company.companyName} ${suburb}`,
        companyAccountID: owner,
        companyAccount: { companyName: company.companyName },
        lat,
        lng,
        streetNumber,
        streetName,
        suburb,
        state: 'VIC',
        postcode,
        addressLineOne: `${streetNumber} ${streetName}, ${suburb} VIC ${postcode}`,
        isInactive: false,
      },
    };
  });
}

/**
 * The branch locations and, for each optimisation day, its unplanned deliveries from the
 * warehouse (1 to 3 crates each, 14 to 24 kg a crate).
 */
export function trainingOptimisation(clock: TrainingClock): {
  locations: SeedRecord<'locations'>[];
  deliveries: SeedRecord<'deliveries'>[];
} {
  const locations = branches();
  const deliveries: SeedRecord<'deliveries'>[] = [];
  OPTIMISATION_DAYS.forEach((day, dayIndex) => {
    for (let stop = 0; stop < OPTIMISATION_STOPS_PER_DAY; stop++) {
      // Each day leaves out a different few branches, so the days differ.
      const branch = locations[(stop + dayIndex * 3) % locations.length]!;
      const crates = 1 + ((stop * 7 + dayIndex) % 3 === 0 ? 2 : (stop + dayIndex) % 2);
      const crateWeight = 14 + ((stop * 5 + dayIndex * 3) % 11);
      const id = `del-opt-d${day < 0 ? `m${-day}` : day}-${String(stop + 1).padStart(2, '0')}`;
      const location = branch.data;
      deliveries.push(
        unplannedDelivery({
          id,
          buyerID: location.companyAccountID,
          customerOrderID: null,
          destination: location,
          dueDepartureOn: clock.at(day, 6, 30),
          dueArrivalOn: clock.at(day, 12),
          packages: [
            {
              measurementID: MEASUREMENT.crate,
              measurementStandard: 'Crate',
              code: 'CRT',
              dimensions: { length: 330, width: 330, height: 280, weight: crateWeight, volume: 30.5 },
              quantityPacked: crates,
            },
          ],
          extra: { lat: location.lat, lng: location.lng },
        }),
      );
    }
  });
  return { locations, deliveries };
}
