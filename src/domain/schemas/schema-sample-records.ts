/** Test fixture. A realistic payload for one schema and one wrong-typed required field. */
export type SchemaSample = {
  valid: Record<string, unknown>; // A payload for the schema to parse.
  invalid: { field: string; value: unknown };
  /** Server shapes keep unknown fields; client-only shapes drop them. */
  kind: 'server' | 'client';
};

export const supplierID = '7d3c1f0e-0a1b-4c2d-9e8f-000000000001';
export const customerID = '7d3c1f0e-0a1b-4c2d-9e8f-000000000002';
export const courierID = '7d3c1f0e-0a1b-4c2d-9e8f-000000000003';
export const userID = '5b9e2a44-1f7c-4e11-8a30-0000000000u1';
export const productID = 'a1f4c8e2-3b5d-4f6a-9c7e-0000000000p1';
export const batchID = 'c0ffee00-1111-4222-8333-0000000000b1';
export const measurementID = 'ab12cd34-5678-4ef0-9abc-0000000000m1';
export const agreementID = 'e5e5e5e5-2222-4333-8444-0000000000a1';
export const journeyTemplateID = 'f00dbabe-3333-4444-8555-0000000000j1';

export const warehouse = {
  id: '9a8b7c6d-0000-4000-8000-0000000000l1',
  rowVersion: 4,
  locationName: 'Spencer St Warehouse',
  companyAccountID: supplierID,
  companyAccount: { companyName: 'Yarra Valley Dairy Co' },
  lat: -37.8183,
  lng: 144.9526,
  streetNumber: '120',
  streetName: 'Spencer Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  addressLineOne: '120 Spencer Street, Melbourne VIC 3000',
};

export const cafe = {
  id: '9a8b7c6d-0000-4000-8000-0000000000l2',
  locationName: 'The Daily Grind Fitzroy',
  companyAccountID: customerID,
  lat: -37.8046,
  lng: 144.9783,
  streetNumber: '45A',
  streetName: 'Brunswick Street',
  suburb: 'Fitzroy',
  state: 'VIC',
  postcode: '3065',
};

export const orderItem = {
  id: 'o1i1-0000',
  rowVersion: 2,
  productID,
  quantity: 24,
  description: 'Full cream milk 2L',
  lineItemCode: 'FCM2L',
  unitPrice: 3.2,
  discount: 0,
  taxType: null,
  isPlaceholder: false,
  tags: 'Chilled,Dairy',
  sortNumber: 1,
  amountTotal: 72,
  product: { productName: 'Full Cream Milk 2L', taxType: '', tags: 'Chilled,Dairy' },
  unitPriceIncrements: [
    { unitCountTrigger: 0, unitValue: 3.2 },
    { unitCountTrigger: 24, unitValue: 3 },
  ],
  rules: [{ rule: 'QuantityInIncrements', value: 6 }, 'QuantityInIncrements'],
};

export const deliveryFee = {
  id: 'ali-0001',
  lineItemName: 'Delivery Fee',
  calcOrder: 1,
  quantity: 150,
  rule: 'TotalValueLessThan',
  lineValue: 15,
  lineValueType: 'Fixed',
  linesWithTags: '',
  optionGroupID: 'delivery',
  tags: 'DeliveryFee',
  taxType: 'GST',
  boundary: [
    { lat: -37.78, lng: 144.93 },
    { lat: -37.78, lng: 145.0 },
    { lat: -37.84, lng: 145.0 },
    { lat: -37.84, lng: 144.93 },
  ],
};

export const packagedItem = {
  id: 'pk-0001',
  measurementID,
  measurementStandard: 'Crate',
  code: 'CR12',
  dimensions: '400x300x250',
  quantityPacked: 2,
  quantityReleased: 2,
  quantityDelivered: 2,
  quantityReceived: 2,
};

export const movement = {
  id: 'mv-0001',
  rowVersion: 7,
  buyerID: customerID,
  sellerID: supplierID,
  courierID,
  departureLocationID: warehouse.id,
  departureLocation: warehouse,
  destinationLocationID: cafe.id,
  destinationLocation: cafe,
  dueDepartureOn: '2025-03-03T06:00:00+11:00',
  dueArrivalOn: '2025-03-03T07:30:00+11:00',
  arrivalSortNumber: 2,
  departureSortNumber: 1,
  journeyID: 'jn-0001',
  canBundle: true,
  isPickup: false,
  isFulfilled: true,
  deliveredOn: '2025-03-02T20:41:12.1234567Z',
  deliveredByUserID: userID,
  receiverName: 'Priya Nair',
  releasedOn: '0001-01-01T00:00:00Z',
  proofOfDelivery: [
    [
      { x: 10, y: 12 },
      { x: 14, y: 18 },
    ],
  ],
  proofOfRelease: null,
  tempOnDelivery: 3.5,
  driverNotes: 'Leave at rear door on Little Victoria St',
  isFlagged: false,
  lat: -37.8046,
  lng: 144.9783,
  packagedItems: [packagedItem],
};

export const slot = {
  id: 'slot-0001',
  slotName: 'Monday morning',
  cronExpression: '0 6 * * 1 1440',
  isOn: true,
  nextAttentionDate: '2025-03-03T06:00:00+11:00',
  orderSlotGroupID: 'slot-group-1',
  adjustments: '2025-04-21T00:00:00Z,2025-04-22T00:00:00Z,0,0,true',
};

export const journeyTemplate = {
  id: journeyTemplateID,
  journeyName: 'Inner North Run',
  startLocationID: warehouse.id,
  endLocationID: warehouse.id,
  maxDestinations: 15,
  maxPackages: 25,
  maxWeight: 350,
};
