import { defineEntity } from '../entity-definition';
import { PUBLIC_PROFILE_PARTS } from '../families/public-profile-family';

/** Courier profiles anyone can look at without signing in. */
export const browseCouriers = defineEntity({
  name: 'browse-couriers',
  single: 'browse-courier',
  label: 'Browse Couriers',
  singleLabel: 'Courier',
  service: 'Couriering',
  section: 'Public/Couriers',
  permission: 'couriers',
  menuGroup: 'Business',
  ...PUBLIC_PROFILE_PARTS,
  isPublic: true,
  profilesOf: 'COUR',
  cacheDays: 30,
});
