import type { TourName, TourStep } from './blade-tours';

/**
 * The steps of the product's guided tours. A step's target is the `data-tour` value of the
 * element it points at; the list pages, blades and detail forms carry these:
 * list, list-new, list-filters, list-search, list-settings, list-tour, blade-buttons,
 * detail-fields, detail-edit, detail-save, detail-delete, page-title, page-description, page-home.
 * Customer-order steps are limited by the order's status (new, unconfirmed, confirmed, dispatched).
 */
export const TOUR_STEPS: Readonly<Record<TourName, readonly TourStep[]>> = {
  all: [
    {
      target: 'list',
      text: 'This is the list. Select a row to open it in a panel; the arrow at the end of a row opens it in a new browser tab.',
    },
    { target: 'list-new', text: 'New opens a blank form in a panel. Fill it in and press Create.' },
    {
      target: 'list-filters',
      text: 'Filters narrows the list to named groups: tick the ones you want, then press Apply.',
    },
    { target: 'list-search', text: 'Search shows the Find box: type to find records by their main fields.' },
    {
      target: 'list-settings',
      text: 'Settings holds Export To CSV, Show Inactive (where a deleted record can be restored) and Select Multiple.',
    },
    {
      target: 'blade-buttons',
      text: 'Pin keeps this panel open while you open records; Minimise folds it into a strip that opens again when pressed.',
    },
  ],
  batches: [
    {
      target: 'list',
      text: 'Every production batch: its batchcode, product, location, the quantity made against the goal, and whether it is pending or on hold.',
    },
    {
      target: 'list-filters',
      text: 'Filter to Pending batches still being made, or to batches On Hold that must not be used yet.',
    },
    { target: 'list-search', text: 'Find a batch by its batchcode.' },
    { target: 'list-new', text: 'New starts a batch: choose the product and the location it is made at.' },
    { target: 'list-settings', text: 'Export the batches to CSV, or show inactive ones to restore them.' },
  ],
  'batch.new': [
    {
      target: 'detail-fields',
      text: 'Choose the product being made and the location it is made at; both are required. Add the batchcode, the quantity you aim to make and the dates it is made and expires.',
    },
    {
      target: 'detail-save',
      text: 'Create saves the batch. It shows in the list at once and reaches the server as soon as you are online.',
    },
  ],
  'batch.edit': [
    { target: 'detail-edit', text: 'Edit switches the form between looking at the batch and changing it.' },
    {
      target: 'detail-fields',
      text: 'Record the Quantity Made as production goes. Untick Pending when the batch is finished, and tick On Hold to keep it from being used.',
    },
    { target: 'detail-save', text: 'Save keeps your changes and shows Saved.' },
    {
      target: 'detail-delete',
      text: 'Delete removes the batch after you confirm; Show Inactive in the list brings it back.',
    },
  ],
  'customer-orders': [
    {
      target: 'list',
      text: 'The customer orders: number, customer, due date, whether they are confirmed and dispatched, and their totals.',
    },
    {
      target: 'list-filters',
      text: 'Filter to Unconfirmed orders that still need checking, or to Confirmed or Dispatched ones.',
    },
    { target: 'list-search', text: "Find an order by its number or the customer's PO number." },
    { target: 'list-new', text: 'New takes an order for a customer.' },
    { target: 'list-settings', text: 'Export the orders to CSV, or show inactive ones to restore them.' },
  ],
  'customer-order': [
    {
      target: 'detail-fields',
      text: 'The customer, when the order is due and where it goes. Totals include GST.',
    },
    {
      target: 'detail-fields',
      text: 'Choose the customer and the due date; the delivery location and PO number are optional.',
      statuses: ['new'],
    },
    {
      target: 'detail-save',
      text: 'Create saves the order; it is confirmed later, once checked.',
      statuses: ['new'],
    },
    {
      target: 'detail-edit',
      text: 'While the order is unconfirmed you can change it: press Edit, then tick Confirmed once it has been checked.',
      statuses: ['unconfirmed'],
    },
    {
      target: 'detail-fields',
      text: 'The order is confirmed: the warehouse prepares it for its due date, so changes now change what is picked and packed.',
      statuses: ['confirmed'],
    },
    {
      target: 'detail-fields',
      text: 'The order has been dispatched and is on its way; it no longer changes here.',
      statuses: ['dispatched'],
    },
    {
      target: 'detail-save',
      text: 'Save keeps your changes and shows Saved.',
      statuses: ['unconfirmed', 'confirmed'],
    },
  ],
  'sales-hub': [
    {
      target: 'page-title',
      text: 'The Sales Hub is where sales managers follow the customer orders of the coming days.',
    },
    {
      target: 'page-description',
      text: 'From here you check the orders due soon and take instant orders for customers.',
    },
    { target: 'page-home', text: 'Home takes you back to the start page.' },
  ],
};
