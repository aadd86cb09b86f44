import type { Locator } from '@playwright/test';
import { chooseOption, field, type PortalScreen } from './portal-list';

/** One entity the generic-screen specs drive, with what its form needs. */
export type PortalEntityCase = PortalScreen & {
  /** The searchable text field that carries the test's marker (a list column, so rows show it). */
  markerField: string;
  /** Its CSV column header. */
  csvHeader: string;
  /** Fills what a new record needs besides the marker (references, dates, a schedule). */
  fillRest?: (form: Locator) => Promise<void>;
  /** A wrong entry and the message Create then shows; by default nothing entered and 'Field is required'. */
  invalid?: { label: string; value: string; message: string; fixed: string };
  /**
   * A canned record on the phone: the field that shows it and its value, and a reference
   * field with the name it shows once the mirror holds the referenced record.
   */
  phone: { field: string; value: string | RegExp; reference?: { field: string; value: string } };
  /** A value the saved record must show: one fillRest chose (a reference's name), or one the services gave. */
  kept?: { field: string; value: string };
};

/**
 * Office-portal entities of different shapes: plain text forms, emails, references, dates, a
 * colour and tags. Entities with a bespoke screen are tested with it instead: orders
 * (tests/e2e/ordering.spec.ts), invoices (dashboards.spec.ts) and standing orders
 * (standing-orders.spec.ts).
 */
export const PORTAL_ENTITY_CASES: readonly PortalEntityCase[] = [
  {
    list: 'customers',
    label: 'Customers',
    singleLabel: 'Customer',
    seeded: 'Brunswick Street Espresso',
    markerField: 'Company Name',
    csvHeader: 'Company Name',
    invalid: {
      label: 'Email',
      value: 'orders@',
      message: 'Email must be valid',
      fixed: 'orders@e2e.example',
    },
    fillRest: (form) => chooseOption(form, 'Price Tier'),
    phone: {
      field: 'Company Name',
      value: 'Brunswick Street Espresso',
      reference: { field: 'Customer Account', value: 'Brunswick Street Espresso' },
    },
  },
  {
    list: 'batches',
    label: 'Batches',
    singleLabel: 'Batch',
    seeded: /^HB-/,
    markerField: 'Batchcode',
    csvHeader: 'Batchcode',
    fillRest: async (form) => {
      await chooseOption(form, 'Product');
      await chooseOption(form, 'Location');
      await field(form, 'Quantity Goal').fill('24');
    },
    phone: {
      field: 'Batchcode',
      value: /^HB-/,
      reference: { field: 'Product', value: 'House Blend Coffee Beans 1kg' },
    },
  },
  {
    list: 'journeys',
    label: 'Journeys',
    singleLabel: 'Journey',
    seeded: 'Metro Morning Run',
    markerField: 'Journey Name',
    csvHeader: 'Journey Name',
    fillRest: async (form) => {
      await chooseOption(form, 'Driver');
    },
    phone: {
      field: 'Journey Name',
      value: 'Metro Morning Run',
      reference: { field: 'Driver', value: 'driver@yarravalleywholesale.com.au' },
    },
  },
  {
    list: 'zones',
    label: 'Zones',
    singleLabel: 'Zone',
    seeded: 'Geelong & Bellarine',
    markerField: 'Zone Name',
    csvHeader: 'Zone Name',
    fillRest: (form) => field(form, 'Description').fill('Drawn by the e2e test'),
    phone: { field: 'Zone Name', value: 'Geelong & Bellarine' },
  },
  {
    list: 'users',
    label: 'Users',
    singleLabel: 'User',
    seeded: 'driver@yarravalleywholesale.com.au',
    markerField: 'User Name',
    csvHeader: 'User Name',
    invalid: { label: 'Email', value: 'sam@', message: 'Email must be valid', fixed: 'sam@e2e.example' },
    // The training user is a global admin, so it may give the new user a role.
    fillRest: async (form) => {
      await field(form, 'First Name').fill('Sam');
      await chooseOption(form, 'Role', 'Packer');
    },
    kept: { field: 'Role', value: 'Packer' },
    phone: {
      field: 'User Name',
      value: 'driver@yarravalleywholesale.com.au',
      reference: { field: 'Role', value: 'Driver' },
    },
  },
  {
    list: 'roles',
    label: 'Roles',
    singleLabel: 'Role',
    seeded: 'Dispatcher',
    markerField: 'Role Name',
    csvHeader: 'Role Name',
    fillRest: (form) => field(form, 'Description').fill('Checks the e2e runs'),
    phone: { field: 'Role Name', value: 'Dispatcher' },
  },
];
