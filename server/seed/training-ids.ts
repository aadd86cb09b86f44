import { TRAINING_COMPANY_ID } from './training-types';

/** Company account ids of the training data; comp1 is the wholesaler the trainee acts as. */
export const COMPANY = {
  wholesaler: TRAINING_COMPANY_ID,
  fitzroy: 'comp-brunswick-st-espresso',
  richmond: 'comp-swan-st-kitchen',
  brunswick: 'comp-sydney-rd-cafe',
  stKilda: 'comp-acland-st-bistro',
  geelong: 'comp-geelong-pier-cafe',
  dairy: 'comp-gippsland-dairy',
  bakery: 'comp-westside-bakery',
  soda: 'comp-northcote-soda',
  courier: 'comp-metro-link-couriers',
  fulfiller: 'comp-westgate-3pl',
  cider: 'comp-healesville-cider',
} as const;

/** Location ids, one site per company. */
export const LOCATION = {
  warehouse: 'loc-dandenong-dc',
  fitzroy: 'loc-brunswick-st-espresso',
  richmond: 'loc-swan-st-kitchen',
  brunswick: 'loc-sydney-rd-cafe',
  stKilda: 'loc-acland-st-bistro',
  geelong: 'loc-geelong-pier-cafe',
  dairy: 'loc-gippsland-dairy',
  bakery: 'loc-westside-bakery',
  soda: 'loc-northcote-soda',
  courier: 'loc-metro-link-depot',
  fulfiller: 'loc-westgate-3pl',
  cider: 'loc-healesville-cider',
} as const;

/** Staff user ids of comp1. */
export const USER = {
  training: 'user-training',
  driver: 'user-driver',
  picker: 'user-picker',
  packer: 'user-packer',
  dispatcher: 'user-dispatcher',
  sales: 'user-sales-manager',
} as const;

/** Supply agreement ids (customers, suppliers, couriers and clients lists). */
export const AGREEMENT = {
  fitzroy: 'agr-brunswick-st-espresso',
  richmond: 'agr-swan-st-kitchen',
  brunswick: 'agr-sydney-rd-cafe',
  stKilda: 'agr-acland-st-bistro',
  geelong: 'agr-geelong-pier-cafe',
  dairy: 'agr-gippsland-dairy',
  bakery: 'agr-westside-bakery',
  soda: 'agr-northcote-soda',
  courier: 'agr-metro-link-couriers',
  cider: 'agr-client-healesville-cider',
  fulfiller: 'agr-westgate-3pl',
} as const;

/** Price tiers comp1 sells at. */
export const PRICE_TIER = { standard: 'tier-standard-wholesale', volume: 'tier-cafe-volume' } as const;

export const JOURNEY_TEMPLATE_ID = 'jt-metro-morning';
export const JOURNEY_ID = 'jny-metro-morning-today';
