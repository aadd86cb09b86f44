import { standingOrderSchema } from '../../domain/schemas/standing-order';
import { defineEntity } from '../entity-definition';
import { standingOrderParts } from '../families/standing-order-family';

/** Customer orders raised automatically for a customer on a schedule. */
export const standingCustomerOrders = defineEntity({
  name: 'standing-customer-orders',
  single: 'standing-customer-order',
  label: 'Standing Customer Orders',
  singleLabel: 'Standing Customer Order',
  service: 'Ordering',
  section: 'Customer/StandingOrders',
  schema: standingOrderSchema,
  permission: 'standing-orders',
  subscription: 'SUPPFREE',
  menuGroup: 'Ordering',
  ...standingOrderParts({
    // The customer by its agreement, which a new standing order has from the form.
    column: 'supplyAgreementID',
    fields: [
      {
        name: 'supplyAgreementID',
        label: 'Customer',
        kind: 'reference',
        required: true,
        reference: 'customers',
        referenceLabel: 'companyName',
      },
      {
        name: 'buyerID',
        label: 'Customer Account',
        kind: 'reference',
        reference: 'public-companies',
        referenceLabel: 'companyName',
        readOnly: true,
      },
    ],
    buyerCourierLabel: 'Customer Arranges Courier',
  }),
  parties: ['buyerID', 'sellerID'],
  priced: true,
});
