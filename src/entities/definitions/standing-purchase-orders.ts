import { standingOrderSchema } from '../../domain/schemas/standing-order';
import { defineEntity } from '../entity-definition';
import { standingOrderParts } from '../families/standing-order-family';

/** Purchase orders placed automatically with a supplier on a schedule. */
export const standingPurchaseOrders = defineEntity({
  name: 'standing-purchase-orders',
  single: 'standing-purchase-order',
  label: 'Standing Purchase Orders',
  singleLabel: 'Standing Purchase Order',
  service: 'Ordering',
  section: 'Supplier/StandingOrders',
  schema: standingOrderSchema,
  permission: 'standing-orders',
  subscription: 'CUSTFREE',
  menuGroup: 'Ordering',
  ...standingOrderParts({
    column: 'sellerID',
    fields: [
      {
        name: 'supplyAgreementID',
        label: 'Supplier',
        kind: 'reference',
        required: true,
        reference: 'suppliers',
        referenceLabel: 'companyName',
      },
      {
        name: 'sellerID',
        label: 'Supplier Account',
        kind: 'reference',
        reference: 'public-suppliers',
        referenceLabel: 'companyName',
        readOnly: true,
      },
    ],
    buyerCourierLabel: 'We Arrange Courier',
  }),
  parties: ['buyerID', 'sellerID'],
  priced: true,
});
