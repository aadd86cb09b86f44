/** The section the packing hub packs. */
export const ENTITY = 'customer-consignments';

/** What the packing screens read from the mirror, to be ready offline. */
export const OFFLINE_NEEDS = ['customer-consignments', 'products'] as const;
