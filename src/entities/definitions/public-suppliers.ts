import { defineEntity } from '../entity-definition';
import { PUBLIC_PROFILE_PARTS } from '../families/public-profile-family';

/** Supplier profiles anyone can look at without signing in. */
export const publicSuppliers = defineEntity({
  name: 'public-suppliers',
  single: 'public-supplier',
  label: 'Public Suppliers',
  singleLabel: 'Public Supplier',
  service: 'Ordering',
  section: 'Public/Suppliers',
  permission: 'suppliers',
  menuGroup: 'Business',
  ...PUBLIC_PROFILE_PARTS,
  isPublic: true,
  profilesOf: 'SUPP',
  cacheDays: 30,
});
