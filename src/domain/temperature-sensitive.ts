/**
 * A movement is temperature sensitive when any product of the consignment it carries is: the
 * driver then sees the cold-chain flag and the stop asks for the temperature. One rule for the
 * dispatch hub (flagging the movement as it is made, also offline) and the services (which
 * stamp it from the stored consignment and products, whatever the client knew).
 * @example carriesTemperatureSensitive([{ productID: 'milk' }, { productID: 'cola' }], (id) => id === 'milk') // true
 */
export function carriesTemperatureSensitive(
  orderItems: readonly unknown[],
  isSensitive: (productID: string) => boolean,
): boolean {
  return orderItems.some((item) => {
    const productID = (item as { productID?: unknown } | null)?.productID;
    return typeof productID === 'string' && isSensitive(productID);
  });
}

/** The product ids a consignment's order items name, each once. */
export function consignedProductIDs(orderItems: readonly unknown[]): string[] {
  const ids = orderItems
    .map((item) => (item as { productID?: unknown } | null)?.productID)
    .filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}
